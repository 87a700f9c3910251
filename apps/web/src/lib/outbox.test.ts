import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewOutboxItem } from './outbox';

const session = vi.hoisted(() => ({ current: { user: { id: 'u-1' } } as { user: { id: string } } | null }));
vi.mock('./session', () => ({
  getSession: () => session.current,
  getAccessToken: () => (session.current ? `token-of-${session.current.user.id}` : null),
  clearSession: vi.fn(),
  updateSessionTokens: vi.fn(),
}));
vi.mock('./toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const outbox = await import('./outbox');
const { flushOutbox, onOutboxSent } = await import('./outbox-sender');

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: FormData | string | undefined;
}
let sent: Sent[] = [];
let answer: () => Response | Promise<Response>;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

beforeEach(async () => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  await outbox.closeOutbox();
  vi.stubGlobal('window', { location: { origin: 'http://localhost' }, setTimeout, clearTimeout });
  session.current = { user: { id: 'u-1' } };
  sent = [];
  answer = () => json(201, { success: true, message: 'ok', data: { ticketId: 'OG-0001', id: 'r-1', isDraft: false } });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, headers: init.headers as Record<string, string>, body: init.body as FormData | string });
    return answer();
  });
});

afterEach(() => vi.unstubAllGlobals());

function report(owner = 'u-1', patch: Partial<NewOutboxItem> = {}): NewOutboxItem {
  return {
    kind: 'report',
    owner,
    idempotencyKey: `key-${owner}`,
    summary: 'Phone stolen at the market',
    request: {
      path: '/incident/new',
      auth: owner !== outbox.ANONYMOUS_OWNER,
      data: { description: 'Phone stolen at the market', isAnonymous: owner === outbox.ANONYMOUS_OWNER },
      files: [
        { field: 'images', name: 'one.jpg', blob: new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' }) },
        { field: 'images', name: 'two.jpg', blob: new Blob([new Uint8Array([4, 5])], { type: 'image/jpeg' }) },
      ],
    },
    ...patch,
  };
}

describe('the outbox store', () => {
  it('keeps an item with its files for its owner only', async () => {
    const stored = await outbox.addToOutbox(report());
    await outbox.addToOutbox(report('u-2'));
    const mine = await outbox.outboxItems(['u-1']);
    expect(mine.map((i) => i.id)).toEqual([stored.id]);
    expect(mine[0]).toMatchObject({ status: 'waiting', attempts: 0, idempotencyKey: 'key-u-1', lastError: null });
    expect(mine[0]!.request.files?.map((f) => [f.name, f.blob.size])).toEqual([
      ['one.jpg', 3],
      ['two.jpg', 2],
    ]);
  });

  it('tells listeners when items come and go', async () => {
    const listener = vi.fn();
    const stop = outbox.onOutboxChange(listener);
    const stored = await outbox.addToOutbox(report());
    await outbox.removeOutboxItem(stored.id);
    stop();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(await outbox.outboxItems(['u-1'])).toEqual([]);
  });
});

describe('sending the outbox', () => {
  it('sends a waiting report with its idempotency key, fields and photos, then forgets it', async () => {
    const told = vi.fn();
    const stop = onOutboxSent(told);
    await outbox.addToOutbox(report());
    await flushOutbox();
    stop();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/v1/incident/new');
    expect(sent[0]!.headers['Idempotency-Key']).toBe('key-u-1');
    expect(sent[0]!.headers.Authorization).toBe('Bearer token-of-u-1');
    const form = sent[0]!.body as FormData;
    expect(JSON.parse(form.get('data') as string)).toMatchObject({ description: 'Phone stolen at the market' });
    expect(form.getAll('images').map((f) => (f as File).name)).toEqual(['one.jpg', 'two.jpg']);
    expect(await outbox.outboxItems(['u-1'])).toEqual([]);
    expect(told).toHaveBeenCalledWith(expect.objectContaining({ trackingId: null }));
  });

  it("never sends another person's items, nor shows them", async () => {
    await outbox.addToOutbox(report('u-2'));
    await flushOutbox();
    expect(sent).toEqual([]);
    session.current = { user: { id: 'u-2' } };
    await flushOutbox();
    expect(sent[0]!.headers.Authorization).toBe('Bearer token-of-u-2');
  });

  it('keeps an item that got no answer, with its try counted, and tries again with the same key', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const stored = await outbox.addToOutbox(report());
    await flushOutbox();
    const [waiting] = await outbox.outboxItems(['u-1']);
    expect(waiting).toMatchObject({ status: 'waiting', attempts: 1 });
    expect(waiting!.lastError).toMatch(/No connection/);
    expect(waiting!.nextAttemptAt).toBeGreaterThan(Date.now());
    // Not due yet: a pass sends nothing; "Send now" sends it at once, with the same key.
    answer = () => json(201, { success: true, message: 'ok', data: { ticketId: 'OG-0001' } });
    await flushOutbox();
    expect(sent).toHaveLength(1);
    await flushOutbox(stored.id);
    expect(sent.map((s) => s.headers['Idempotency-Key'])).toEqual(['key-u-1', 'key-u-1']);
    expect(await outbox.outboxItems(['u-1'])).toEqual([]);
  });

  it('waits as long as a 429 says', async () => {
    answer = () => json(429, { success: false, message: 'Too many requests' }, { 'Retry-After': '600' });
    await outbox.addToOutbox(report());
    const before = Date.now();
    await flushOutbox();
    const [waiting] = await outbox.outboxItems(['u-1']);
    expect(waiting!.nextAttemptAt).toBeGreaterThanOrEqual(before + 600_000);
  });

  it('keeps a refused item with the server sentence and does not send it again on its own', async () => {
    answer = () => json(400, { success: false, message: 'Description must be 5000 characters or fewer', errors: [] });
    await outbox.addToOutbox(report());
    await flushOutbox();
    await flushOutbox();
    const [refused] = await outbox.outboxItems(['u-1']);
    expect(refused).toMatchObject({ status: 'refused', lastError: 'Description must be 5000 characters or fewer' });
    expect(sent).toHaveLength(1);
  });

  it('keeps a sent anonymous report with its tracking ID, sent without a token', async () => {
    session.current = null;
    const told = vi.fn();
    const stop = onOutboxSent(told);
    await outbox.addToOutbox(report(outbox.ANONYMOUS_OWNER));
    await flushOutbox();
    stop();
    expect(sent[0]!.headers.Authorization).toBeUndefined();
    const [kept] = await outbox.outboxItems([outbox.ANONYMOUS_OWNER]);
    expect(kept).toMatchObject({ status: 'sent', trackingId: 'OG-0001' });
    expect(told).toHaveBeenCalledWith(expect.objectContaining({ trackingId: 'OG-0001' }));
    // Sent once: a later pass leaves it alone.
    await flushOutbox();
    expect(sent).toHaveLength(1);
  });

  it('sends a waiting report without files as JSON, its fields under data', async () => {
    await outbox.addToOutbox(report('u-1', { request: { ...report().request, files: [] } }));
    await flushOutbox();
    expect(sent[0]!.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(sent[0]!.body as string)).toEqual({
      data: { description: 'Phone stolen at the market', isAnonymous: false },
    });
  });

  it('sends a JSON body (feedback) with its key', async () => {
    await outbox.addToOutbox({
      kind: 'feedback',
      owner: 'u-1',
      idempotencyKey: 'fb-1',
      summary: 'Helpful officers',
      request: { path: '/feedback/create', auth: true, json: { comment: 'Helpful officers', rating: 5 } },
    });
    await flushOutbox();
    expect(sent[0]!.headers['Idempotency-Key']).toBe('fb-1');
    expect(JSON.parse(sent[0]!.body as string)).toEqual({ comment: 'Helpful officers', rating: 5 });
  });
});
