import { describe, expect, it } from 'vitest';
import type { OutboxItem } from './outbox';
import {
  FIRST_RETRY_MS,
  KEPT_FOR_MS,
  LONGEST_RETRY_MS,
  SOS_SENT_ALONE_FOR_MS,
  afterTry,
  expiry,
  isDue,
  isRetryable,
  retryAfterMs,
  retryDelay,
} from './outbox-rules';

const now = Date.parse('2026-11-26T08:00:00Z');
const noJitter = () => 0;

function item(patch: Partial<OutboxItem> = {}): OutboxItem {
  return {
    id: 'i-1',
    kind: 'report',
    owner: 'u-1',
    idempotencyKey: 'k-1',
    request: { path: '/incident/new', auth: true, data: {}, files: [] },
    summary: 'Phone stolen',
    createdAt: now - 1000,
    attempts: 0,
    nextAttemptAt: now - 1000,
    lastError: null,
    status: 'waiting',
    trackingId: null,
    ...patch,
  };
}

const noAnswer = { ok: false as const, status: 0, message: 'No connection.', retryAfterMs: null };

describe('outbox retry rules', () => {
  it('waits 5 s after the first failure, doubling up to 10 minutes', () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(n, noJitter))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelay(30, noJitter)).toBe(LONGEST_RETRY_MS);
  });

  it('takes up to a fifth off at random, so phones back online together do not retry together', () => {
    expect(retryDelay(1, () => 1)).toBe(FIRST_RETRY_MS * 0.8);
    expect(retryDelay(1, () => 0.5)).toBe(FIRST_RETRY_MS * 0.9);
  });

  it('retries no answer, 408, 429 and 5xx; any other 4xx is a refusal', () => {
    expect([0, 408, 429, 500, 502, 503].every(isRetryable)).toBe(true);
    expect([400, 403, 404, 409, 413, 422].some(isRetryable)).toBe(false);
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs(new Date(now + 30_000).toUTCString(), now)).toBe(30_000);
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
  });

  it('forgets a sent item; keeps a sent anonymous report with its tracking ID', () => {
    expect(afterTry(item(), { ok: true, trackingId: null }, now)).toBeNull();
    expect(afterTry(item(), { ok: true, trackingId: 'OG-1234' }, now)).toMatchObject({
      status: 'sent',
      trackingId: 'OG-1234',
    });
  });

  it('after no answer, counts the try and waits before the next', () => {
    const next = afterTry(item({ attempts: 2 }), noAnswer, now, noJitter);
    expect(next).toMatchObject({ status: 'waiting', attempts: 3, nextAttemptAt: now + 20_000 });
    expect(next?.lastError).toBe('No connection.');
  });

  it('waits as long as a 429 or 503 says when that is longer than its own wait', () => {
    const busy = { ok: false as const, status: 429, message: 'Too many requests', retryAfterMs: 90_000 };
    expect(afterTry(item(), busy, now, noJitter)?.nextAttemptAt).toBe(now + 90_000);
    const short = { ...busy, status: 503, retryAfterMs: 1_000 };
    expect(afterTry(item(), short, now, noJitter)?.nextAttemptAt).toBe(now + FIRST_RETRY_MS);
  });

  it('keeps a refused item with the server sentence and does not retry it on its own', () => {
    const refused = afterTry(
      item(),
      { ok: false, status: 400, message: 'Description is required', retryAfterMs: null },
      now,
    );
    expect(refused).toMatchObject({ status: 'refused', lastError: 'Description is required' });
    expect(isDue(refused!, now + LONGEST_RETRY_MS)).toBe(false);
    // "Send now" still sends it.
    expect(isDue(refused!, now, true)).toBe(true);
  });

  it('after a 401 the item waits for its owner to sign in again, the try not counted', () => {
    const next = afterTry(item({ attempts: 1 }), { ...noAnswer, status: 401, message: 'Session expired' }, now);
    expect(next).toMatchObject({ status: 'waiting', attempts: 1, nextAttemptAt: now });
  });

  it('sends a waiting item once due, or at once when asked', () => {
    expect(isDue(item({ nextAttemptAt: now + 1 }), now)).toBe(false);
    expect(isDue(item({ nextAttemptAt: now + 1 }), now, true)).toBe(true);
    expect(isDue(item({ nextAttemptAt: now }), now)).toBe(true);
    expect(isDue(item({ status: 'sent' }), now, true)).toBe(false);
  });

  it('forgets items after a week and holds back an SOS over an hour old', () => {
    expect(expiry(item({ createdAt: now - KEPT_FOR_MS - 1 }), now)).toBe('forget');
    expect(expiry(item({ createdAt: now - SOS_SENT_ALONE_FOR_MS - 1 }), now)).toBeNull();
    expect(expiry(item({ kind: 'sos', createdAt: now - SOS_SENT_ALONE_FOR_MS - 1 }), now)).toBe('hold');
    expect(expiry(item({ kind: 'sos', createdAt: now - 60_000 }), now)).toBeNull();
  });
});
