import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const session = vi.hoisted(() => ({
  getAccessToken: vi.fn(() => 'stale-access'),
  getSession: vi.fn(() => ({
    version: 1,
    user: { id: 'u1', fullName: 'Ade', email: 'ade@example.com' },
    tokens: { access: { token: 'stale-access' }, refresh: { token: 'dead-refresh' } },
  })),
  clearSession: vi.fn(),
  updateSessionTokens: vi.fn(),
}));
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('./session', () => session);
vi.mock('./toast', () => ({ toast }));

const { ApiError, authApi } = await import('./api-client');

const pushState = vi.fn();
const dispatchEvent = vi.fn();
class PopStateEvent {
  constructor(readonly type: string) {}
}
const unauthorized = () =>
  new Response(JSON.stringify({ success: false, message: 'Session expired' }), {
    status: 401,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', {
    location: { origin: 'http://localhost' },
    history: { pushState },
    dispatchEvent,
    setTimeout,
  });
  vi.stubGlobal('PopStateEvent', PopStateEvent);
  // Every call answers 401, the refresh too: the session is gone for good.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => unauthorized()),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('a 401 after the silent refresh failed', () => {
  it('by default: toast, session cleared, and the site root after 1 s (section 8), inside the app', async () => {
    await expect(authApi.get('/user/me')).rejects.toMatchObject({ status: 401 });
    expect(toast.error).toHaveBeenCalledWith('Session expired. Please log in again.');
    expect(session.clearSession).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(999);
    expect(pushState).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(pushState).toHaveBeenCalledWith(null, '', '/');
    expect(dispatchEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'popstate' }));
  });

  it('with skipSessionExpiry: the session is cleared, but the caller alone tells the user and navigates', async () => {
    const failure = authApi.delete('/user/delete', { skipSessionExpiry: true });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401 });
    // The refresh was still tried before giving up.
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toEqual([
      '/api/v1/user/delete',
      '/api/v1/auth/token/refresh',
    ]);
    expect(session.clearSession).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(toast.error).not.toHaveBeenCalled();
    expect(pushState).not.toHaveBeenCalled();
  });
});

describe('a call with its own transport (an upload with progress)', () => {
  const ok = () =>
    new Response(JSON.stringify({ success: true, message: 'Filed', data: { id: 'r1' } }), {
      status: 201,
      headers: { 'Content-Type': 'application/json' },
    });

  it('goes through the transport with the same headers, and keeps the silent refresh and its retry', async () => {
    session.getAccessToken.mockReturnValueOnce('stale-access').mockReturnValueOnce('fresh-access');
    const tokens = { access: { token: 'fresh-access' }, refresh: { token: 'next-refresh' } };
    vi.mocked(fetch).mockResolvedValueOnce(
      new Response(JSON.stringify({ success: true, message: '', data: { tokens } }), { status: 200 }),
    );
    const transport = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
    transport.mockResolvedValueOnce(unauthorized()).mockResolvedValueOnce(ok());
    const body = new FormData();

    const envelope = await authApi.request('/incident/new', {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': 'key-1' },
      transport,
    });

    expect(envelope).toMatchObject({ message: 'Filed', data: { id: 'r1' } });
    expect(transport.mock.calls.map(([url, init]) => [url, init.method, init.body, init.headers])).toEqual([
      ['/api/v1/incident/new', 'POST', body, expect.objectContaining({ Authorization: 'Bearer stale-access' })],
      [
        '/api/v1/incident/new',
        'POST',
        body,
        {
          Accept: 'application/json',
          'Accept-Language': 'en',
          'Idempotency-Key': 'key-1',
          Authorization: 'Bearer fresh-access',
        },
      ],
    ]);
    // The refresh itself is an ordinary call.
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toEqual(['/api/v1/auth/token/refresh']);
    expect(session.updateSessionTokens).toHaveBeenCalledWith(tokens);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('turns a transport that got no answer into the "No connection" error, as for fetch', async () => {
    const transport = vi.fn(async () => {
      throw new TypeError('The upload failed: no answer from the server.');
    });
    await expect(authApi.request('/incident/new', { method: 'POST', transport })).rejects.toMatchObject({
      status: 0,
      isNetworkError: true,
    });
  });
});
