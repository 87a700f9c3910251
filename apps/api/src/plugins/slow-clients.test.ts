/**
 * Slow clients over real sockets: a body trickled a byte at a time is cut once its rate is under the floor, a steady
 * slow upload above the floor completes, and the total request time is capped. Small configured limits keep it short.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers';
import { incidentTypes } from '../db/schema';
import { PNG_1X1, multipart } from '../modules/incidents/test-files';

const TOO_SLOW = 'The upload was too slow and has been stopped. Please try again on a stronger connection.';

/** The limits under test, scaled down from the defaults (floor 1 KB/s after 30 s; 20 minutes in all). */
const SLOW_CLIENT_ENV = { UPLOAD_MIN_BYTES_PER_SECOND: '1000', UPLOAD_RATE_GRACE_SECONDS: '1' };

async function listening(env: Record<string, string>) {
  const ctx = await createTestApp({ env });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  return { ctx, port: typeof address === 'object' && address ? address.port : 0 };
}

let slow: { ctx: TestContext; port: number };
let theftId: number;

beforeAll(async () => {
  slow = await listening(SLOW_CLIENT_ENV);
  const types = await slow.ctx.database.db.select().from(incidentTypes);
  theftId = types.find((t) => t.name === 'Theft')!.id;
});
afterAll(() => slow.ctx.close());

/** An anonymous report with a photo; the JSON is padded with whitespace to the wanted size. */
function report(bodyBytes: number) {
  const data = JSON.stringify({ incidentTypeId: theftId, description: 'A slow upload from a 2G phone.' });
  const padding = Math.max(0, bodyBytes - 1000);
  return multipart([
    { name: 'data', value: data.slice(0, -1) + ' '.repeat(padding) + '}' },
    { name: 'images', filename: 'photo.png', bytes: PNG_1X1, contentType: 'image/png' },
  ]);
}

interface RawExchange {
  /** Everything the server wrote back. */
  response: string;
  /** Body bytes written before the server closed or answered. */
  sent: number;
  /** From the first byte to the server closing the connection. */
  elapsedMs: number;
}

/** Sends a POST over a plain socket, its body `chunkBytes` at a time every `everyMs`, until done or cut off. */
function sendSlowly(port: number, body: ReturnType<typeof report>, chunkBytes: number, everyMs: number) {
  return new Promise<RawExchange>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const started = Date.now();
    let response = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('data', (chunk) => {
      response += chunk.toString('utf8');
    });
    socket.on('error', () => undefined); // a reset after the answer is part of being cut off
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ response, sent, elapsedMs: Date.now() - started });
    });
    socket.on('connect', () => {
      socket.write(
        `POST /api/v1/incident/new HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${body.headers['content-type']}\r\n` +
          `Content-Length: ${body.payload.length}\r\nConnection: close\r\n\r\n`,
      );
      timer = setInterval(() => {
        if (socket.destroyed || response.length > 0) return clearInterval(timer);
        socket.write(body.payload.subarray(sent, sent + chunkBytes));
        sent = Math.min(body.payload.length, sent + chunkBytes);
        if (sent === body.payload.length) clearInterval(timer);
      }, everyMs);
    });
    setTimeout(() => reject(new Error(`no close after 20 s; got ${JSON.stringify(response)}`)), 20_000).unref();
  });
}

const statusOf = (response: string) => Number(response.slice(9, 12));
const envelopeOf = (response: string) => JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));

describe('slow request bodies', () => {
  it('cuts a body trickled one byte at a time, with a 408 that says why', async () => {
    const exchange = await sendSlowly(slow.port, report(2000), 1, 700);
    expect(statusOf(exchange.response), exchange.response).toBe(408);
    expect(envelopeOf(exchange.response)).toEqual({ success: false, message: TOO_SLOW });
    // Cut at the first check after the 1 s grace, long before the body could finish.
    expect(exchange.sent).toBeLessThan(10);
    expect(exchange.elapsedMs).toBeLessThan(5000);
  });

  it('lets a steady slow upload above the floor complete', async () => {
    // About 16 KB at 4 KB/s: four times the floor, so four seconds on the wire.
    const exchange = await sendSlowly(slow.port, report(16_000), 1000, 250);
    expect(statusOf(exchange.response), exchange.response).toBe(201);
    expect(envelopeOf(exchange.response)).toMatchObject({ success: true, data: { ticketId: expect.any(String) } });
  });

  it('caps the whole request time even for a body above the floor', async () => {
    const capped = await listening({
      UPLOAD_MIN_BYTES_PER_SECOND: '1',
      REQUEST_TIMEOUT_SECONDS: '2',
      HEADERS_TIMEOUT_SECONDS: '1',
    });
    try {
      // About 16 KB at 4 KB/s takes four seconds: more than the two allowed.
      const exchange = await sendSlowly(capped.port, report(16_000), 1000, 250);
      expect(statusOf(exchange.response), exchange.response).toBe(408);
      expect(envelopeOf(exchange.response)).toEqual({ success: false, message: TOO_SLOW });
      expect(exchange.sent).toBeLessThan(16_000);
    } finally {
      await capped.ctx.close();
    }
  });
});
