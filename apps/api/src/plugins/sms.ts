/**
 * SMS behind a small gateway interface.
 * - outbox (default, no provider): each message goes to the server log and to a JSON file in DATA_DIR/sms-outbox.
 * - africastalking: Africa's Talking messaging API, `POST {base}/version1/messaging`, form-encoded `username`, `to`
 *   (comma-separated, international format), `message`, optional `from` (sender id or short code); headers
 *   `apiKey`, `Accept: application/json`. The answer lists each recipient with a statusCode (100 processed,
 *   101 sent, 102 queued are success).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../config';

export interface SmsResult {
  provider: string;
  /** Provider message ids (or outbox file names). */
  ids: string[];
}

export interface SmsGateway {
  readonly provider: string;
  send(to: string, message: string): Promise<SmsResult>;
}

/** A failure that a retry will not fix (bad number, rejected credentials): the job stops retrying. */
export class PermanentSmsError extends Error {
  readonly permanent = true;
}

export function outboxGateway(dir: string, log: FastifyBaseLogger): SmsGateway {
  return {
    provider: 'outbox',
    async send(to, message) {
      await mkdir(dir, { recursive: true });
      const createdAt = new Date();
      const name = `${createdAt.getTime()}-${randomUUID().slice(0, 8)}.json`;
      const file = path.join(dir, name);
      const temp = `${file}.part`;
      await writeFile(temp, JSON.stringify({ to, message, createdAt: createdAt.toISOString() }, null, 2));
      await rename(temp, file);
      log.info({ sms: { to, message, file } }, 'SMS written to the outbox (no SMS provider configured)');
      return { provider: 'outbox', ids: [name] };
    },
  };
}

interface AtRecipient {
  statusCode?: number;
  number?: string;
  status?: string;
  messageId?: string;
}

const AT_SUCCESS = new Set([100, 101, 102]);
/** Recipient codes a retry will not fix: invalid number, sender id, user in blacklist, ... */
const AT_PERMANENT = new Set([401, 402, 403, 404, 406, 407]);

export function africasTalkingGateway(
  config: Extract<SmsConfig, { provider: 'africastalking' }>,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): SmsGateway {
  const doFetch = options.fetch ?? fetch;
  return {
    provider: 'africastalking',
    async send(to, message) {
      const form = new URLSearchParams({ username: config.username, to, message });
      if (config.senderId) form.set('from', config.senderId);
      const response = await doFetch(`${config.baseUrl}/version1/messaging`, {
        method: 'POST',
        headers: {
          apiKey: config.apiKey,
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      const text = await response.text();
      if (response.status === 401 || response.status === 403) {
        throw new PermanentSmsError(`Africa's Talking refused the credentials (HTTP ${response.status}): ${text}`);
      }
      if (!response.ok) throw new Error(`Africa's Talking answered HTTP ${response.status}: ${text.slice(0, 300)}`);
      let recipients: AtRecipient[];
      try {
        const body = JSON.parse(text) as { SMSMessageData?: { Message?: string; Recipients?: AtRecipient[] } };
        recipients = body.SMSMessageData?.Recipients ?? [];
        if (recipients.length === 0) {
          throw new PermanentSmsError(`Africa's Talking sent to nobody: ${body.SMSMessageData?.Message ?? text}`);
        }
      } catch (error) {
        if (error instanceof PermanentSmsError) throw error;
        throw new Error(`Africa's Talking answer is not JSON: ${text.slice(0, 300)}`);
      }
      const failed = recipients.filter((r) => !AT_SUCCESS.has(Number(r.statusCode)));
      if (failed.length > 0) {
        const detail = failed.map((r) => `${r.number}: ${r.status} (${r.statusCode})`).join(', ');
        if (failed.every((r) => AT_PERMANENT.has(Number(r.statusCode)))) {
          throw new PermanentSmsError(`Africa's Talking rejected ${detail}`);
        }
        throw new Error(`Africa's Talking could not send to ${detail}`);
      }
      return { provider: 'africastalking', ids: recipients.map((r) => r.messageId ?? '') };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsGateway;
  }
}

export default fp<{ config: SmsConfig; dataDir: string }>(
  async (app, opts) => {
    const gateway =
      opts.config.provider === 'africastalking'
        ? africasTalkingGateway(opts.config)
        : outboxGateway(path.join(opts.dataDir, 'sms-outbox'), app.log);
    // Every text counted by outcome for GET /metrics, whichever module sends it.
    app.decorate('sms', {
      provider: gateway.provider,
      async send(to, message) {
        try {
          const result = await gateway.send(to, message);
          app.metrics.texts.inc({ provider: gateway.provider, outcome: 'sent' });
          return result;
        } catch (error) {
          app.metrics.texts.inc({ provider: gateway.provider, outcome: 'failed' });
          throw error;
        }
      },
    } satisfies SmsGateway);
  },
  { name: 'sms', dependencies: ['metrics'] },
);
