/**
 * Outgoing email. nodemailer over SMTP_URL; without SMTP_URL every message is written to the log and as one
 * JSON file in DATA_DIR/outbox, so the embedded default works (a newcomer reads the sign-up code there).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** 'smtp' or 'outbox' */
  readonly mode: 'smtp' | 'outbox';
  readonly outboxDir: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp<{ smtpUrl: string | undefined; from: string; dataDir: string }>(
  async (app, opts) => {
    const outboxDir = path.join(opts.dataDir, 'outbox');
    // nodemailer is loaded only with SMTP_URL: the embedded default writes to the outbox, and loading it cost every
    // start about 0.05 s.
    const transport = opts.smtpUrl ? (await import('nodemailer')).default.createTransport(opts.smtpUrl) : null;

    async function send(message: MailMessage) {
      try {
        await deliver(message);
        app.metrics.mail.inc({ outcome: 'sent' });
      } catch (error) {
        app.metrics.mail.inc({ outcome: 'failed' });
        throw error;
      }
    }

    async function deliver(message: MailMessage) {
      if (transport) {
        await transport.sendMail({ from: opts.from, ...message });
        app.log.info({ to: message.to, subject: message.subject }, 'mail sent');
        return;
      }
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const date = new Date();
      const name = `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
      const file = path.join(outboxDir, name);
      await writeFile(file, JSON.stringify({ from: opts.from, ...message, date: date.toISOString() }, null, 2), {
        mode: 0o600,
      });
      // Readable in the log by design: with no SMTP_URL this is the only way to see the code (README).
      app.log.warn(
        { to: message.to, subject: message.subject, file, text: message.text },
        'mail written to outbox (no SMTP_URL)',
      );
    }

    app.decorate('mailer', { send, mode: transport ? 'smtp' : 'outbox', outboxDir } as const);
    app.addHook('onClose', async () => transport?.close());
  },
  { name: 'mailer', dependencies: ['metrics'] },
);
