import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { africasTalkingGateway, outboxGateway, PermanentSmsError } from './sms';

const boundaries = path.resolve(import.meta.dirname, '../../../../../shared/data/ogun-lgas.geojson');

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A stand-in for Africa's Talking that checks requests the way the provider documents them. */
let server: ReturnType<typeof createServer>;
let baseUrl: string;
const seen: Seen[] = [];
let nextAnswer: { status: number; body: unknown } | null = null;

/** Africa's Talking accepts the request (201) but reports that its one recipient was not sent to. */
const refusedRecipient = (recipient: { statusCode: number; number: string; status: string }) => ({
  status: 201,
  body: { SMSMessageData: { Message: 'Sent to 0/1', Recipients: [recipient] } },
});

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      res.setHeader('content-type', 'application/json');
      if (nextAnswer) {
        res.statusCode = nextAnswer.status;
        res.end(JSON.stringify(nextAnswer.body));
        nextAnswer = null;
        return;
      }
      const form = new URLSearchParams(body);
      const documented =
        req.method === 'POST' &&
        req.url === '/version1/messaging' &&
        req.headers.apikey === 'key-123' &&
        req.headers.accept === 'application/json' &&
        req.headers['content-type'] === 'application/x-www-form-urlencoded' &&
        form.get('username') === 'safeogun' &&
        !!form.get('to') &&
        !!form.get('message');
      if (!documented) {
        res.statusCode = 400;
        res.end(JSON.stringify({ error: 'bad request' }));
        return;
      }
      res.statusCode = 201;
      res.end(
        JSON.stringify({
          SMSMessageData: {
            Message: 'Sent to 1/1 Total Cost: NGN 2.2000',
            Recipients: form
              .get('to')!
              .split(',')
              .map((number, i) => ({
                statusCode: 101,
                number,
                status: 'Success',
                cost: 'NGN 2.2000',
                messageId: `ATXid_${i}`,
              })),
          },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const at = () =>
  africasTalkingGateway({
    provider: 'africastalking',
    username: 'safeogun',
    apiKey: 'key-123',
    senderId: 'SafeOgun',
    baseUrl,
  });

describe("Africa's Talking adapter", () => {
  it('posts the documented form with the apiKey header and reads the message ids', async () => {
    seen.length = 0;
    const result = await at().send('+2348012345678', 'SOS from Ada: https://maps.google.com/?q=7.1,3.3 & more');
    expect(result).toEqual({ provider: 'africastalking', ids: ['ATXid_0'] });
    expect(seen).toHaveLength(1);
    const form = new URLSearchParams(seen[0]!.body);
    expect(Object.fromEntries(form)).toEqual({
      username: 'safeogun',
      to: '+2348012345678',
      message: 'SOS from Ada: https://maps.google.com/?q=7.1,3.3 & more',
      from: 'SafeOgun',
    });
  });

  it('omits from when no sender id is configured', async () => {
    seen.length = 0;
    await africasTalkingGateway({
      provider: 'africastalking',
      username: 'safeogun',
      apiKey: 'key-123',
      senderId: undefined,
      baseUrl,
    }).send('+2348012345678', 'hi');
    expect(new URLSearchParams(seen[0]!.body).has('from')).toBe(false);
  });

  it('throws a retryable error on a server failure and a permanent one on refused credentials or a bad number', async () => {
    nextAnswer = { status: 500, body: { error: 'down' } };
    await expect(at().send('+2348012345678', 'x')).rejects.toThrow(/HTTP 500/);

    nextAnswer = { status: 401, body: 'The supplied authentication is invalid' };
    await expect(at().send('+2348012345678', 'x')).rejects.toBeInstanceOf(PermanentSmsError);

    nextAnswer = refusedRecipient({ statusCode: 403, number: '+234', status: 'InvalidPhoneNumber' });
    await expect(at().send('+234', 'x')).rejects.toBeInstanceOf(PermanentSmsError);

    nextAnswer = refusedRecipient({ statusCode: 500, number: '+2348012345678', status: 'InternalServerError' });
    const error = await at()
      .send('+2348012345678', 'x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PermanentSmsError);
  });
});

describe('outbox gateway', () => {
  it('writes one JSON file per message', async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'sms-')), 'sms-outbox');
    const logged: unknown[] = [];
    const log = { info: (o: unknown) => logged.push(o) } as never;
    const result = await outboxGateway(dir, log).send('+2348012345678', 'hello');
    const files = readdirSync(dir);
    expect(files).toEqual(result.ids);
    expect(JSON.parse(readFileSync(path.join(dir, files[0]!), 'utf8'))).toMatchObject({
      to: '+2348012345678',
      message: 'hello',
    });
    expect(logged).toHaveLength(1);
  });
});

describe('SMS configuration', () => {
  const base = { LGA_BOUNDARIES: boundaries, DATA_DIR: os.tmpdir() };
  it('defaults to the outbox', () => {
    expect(loadConfig(base).sms).toEqual({ provider: 'outbox' });
  });
  it("needs the Africa's Talking username and API key, and picks the sandbox host for the sandbox user", () => {
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'africastalking' })).toThrow(/AT_USERNAME.*\n.*AT_API_KEY/);
    expect(
      loadConfig({ ...base, SMS_PROVIDER: 'africastalking', AT_USERNAME: 'sandbox', AT_API_KEY: 'k' }).sms,
    ).toEqual({
      provider: 'africastalking',
      username: 'sandbox',
      apiKey: 'k',
      senderId: undefined,
      baseUrl: 'https://api.sandbox.africastalking.com',
    });
    expect(
      loadConfig({
        ...base,
        SMS_PROVIDER: 'africastalking',
        AT_USERNAME: 'u',
        AT_API_KEY: 'k',
        AT_SENDER_ID: 'SafeOgun',
      }).sms,
    ).toMatchObject({ baseUrl: 'https://api.africastalking.com', senderId: 'SafeOgun' });
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER/);
  });
});
