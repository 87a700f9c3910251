/**
 * The API client pair of the specification: `publicApi` (no authorization) and `authApi` (bearer token).
 * Both unwrap the `{ success, message, data }` envelope and throw `ApiError` with the server's human message.
 * Section 8: on 401, or 400 'Access denied', while a token is stored, the session is cleared with the toast
 * 'Session expired. Please log in again.' and the app goes to the site root after 1 s; the error still rejects.
 * Before giving up on a 401 the client tries one silent refresh of the access token. A call made with
 * `skipSessionExpiry` (account deletion, whose own 401 message section 8 gives) only clears the session.
 */
import { toast } from './toast';
import { API_BASE_PATH, SESSION_EXPIRY_REDIRECT_MS } from '@safeogun/contract/constants';
import { GENERIC_MESSAGES, SESSION_MESSAGES } from '@safeogun/contract/session-messages';
import type { DataOf, FieldError } from '@safeogun/contract/envelope';
import type { tokensResponseSchema } from '@safeogun/contract/auth';
import { clearSession, getAccessToken, getSession, updateSessionTokens } from './session';
import { getLanguage } from './language';
import { localized } from './i18n';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** True when the request never got an answer (offline, dropped connection). */
  get isNetworkError() {
    return this.status === 0;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-serialisable value, or FormData for multipart uploads. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The browser HTTP cache mode (fetch's `cache`); the browser default when absent. */
  cache?: RequestCache;
  /**
   * The caller shows its own message for an ended session: a failure still clears the stored session (after the
   * silent refresh was tried) but shows no toast and does not go to the site root; the error rejects as usual.
   */
  skipSessionExpiry?: boolean;
  /**
   * Sends the request in place of fetch: an upload that reports its progress (`upload-with-progress.ts`). The
   * answer is read, and the session refreshed or ended, as for any other call.
   */
  transport?: (url: string, init: RequestInit) => Promise<Response>;
}

export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

function buildUrl(path: string, query?: RequestOptions['query']) {
  const url = new URL(`${API_BASE_PATH}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  // The server answers its messages in the language the app is shown in (issue 16).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': getLanguage(),
    ...options.headers,
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  const transport = options.transport ?? fetch;
  try {
    return await transport(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      cache: options.cache,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'No connection. Check your internet connection and try again.');
  }
}

async function parse<T>(response: Response): Promise<Envelope<T>> {
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!response.ok) {
    const body = (json ?? {}) as { message?: string; error?: string; errors?: FieldError[] };
    throw new ApiError(
      response.status,
      body.message ?? body.error ?? GENERIC_MESSAGES.somethingWrong,
      body.errors ?? [],
      json,
    );
  }
  return (json ?? { success: true, message: '', data: null }) as Envelope<T>;
}

let refreshing: Promise<boolean> | null = null;

/** Runs `work` while no other tab of this site is refreshing (Web Locks); at once where the browser lacks them. */
async function acrossTabs<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? await locks.request('safeogun:token-refresh', work) : await work();
}

/**
 * Exchanges the stored refresh token for new tokens once, however many requests are waiting, and once across tabs:
 * when another tab refreshed while this one waited (the stored access token is no longer `rejected`), its tokens
 * are used instead of spending the refresh token a second time.
 */
function refreshAccessToken(rejected: string): Promise<boolean> {
  refreshing ??= acrossTabs(async () => {
    const session = getSession();
    if (!session) return false;
    if (session.tokens.access.token !== rejected) return true;
    const refreshToken = session.tokens.refresh?.token;
    if (!refreshToken) return false;
    const response = await send('/auth/token/refresh', { method: 'POST', body: { refreshToken } }, null);
    if (!response.ok) return false;
    const envelope = (await response.json()) as Envelope<DataOf<typeof tokensResponseSchema>>;
    if (!envelope.data?.tokens?.access?.token) return false;
    updateSessionTokens(envelope.data.tokens);
    return true;
  })
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

let expiring = false;

/** Section 8's session-expiry behaviour; once, however many requests fail together. */
/**
 * Goes to `path` inside the single-page app (the router follows popstate): a full page load would drop the toast
 * the person has not read yet, and fetch the app again over a slow line.
 */
function goInApp(path: string): void {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

export function expireSession(): void {
  if (expiring) return;
  expiring = true;
  toast.error(localized(SESSION_MESSAGES.expired));
  clearSession();
  window.setTimeout(() => {
    expiring = false;
    goInApp('/');
  }, SESSION_EXPIRY_REDIRECT_MS);
}

function isSessionFailure(error: unknown) {
  return (
    error instanceof ApiError &&
    // The server words its answer in the app's language (Accept-Language): either spelling means the same.
    (error.status === 401 ||
      (error.status === 400 &&
        (error.message === SESSION_MESSAGES.accessDenied ||
          error.message === localized(SESSION_MESSAGES.accessDenied))))
  );
}

/** A file of an upload: its multipart field (images, video, audio), its name and its bytes. */
export interface UploadFile {
  field: string;
  name: string;
  blob: Blob;
}

/**
 * The body of an upload the server reads with its `data` part (reports, SOS): multipart (a `data` JSON part and the
 * files) when there are files, a JSON `{ data }` otherwise. The server reads both alike and hashes an
 * Idempotency-Key's request from the data and files, not the encoding; JSON spares it parsing multipart for the many
 * requests without media (docs/decisions/028-submission-round-trips.md).
 */
export function uploadBody<Data>(data: Data, files: UploadFile[]): FormData | { data: Data } {
  if (!files.length) return { data };
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  for (const file of files) form.append(file.field, file.blob, file.name);
  return form;
}

/** A file the API sends instead of JSON (an export, a voice note), with the name it suggests. */
export interface ApiFile {
  blob: Blob;
  filename: string | null;
}

/** A file answer as a Blob; a refusal is the JSON envelope as any other call's. */
async function readFile(response: Response): Promise<ApiFile> {
  if (!response.ok) return (await parse<never>(response)).data;
  const disposition = response.headers.get('content-disposition') ?? '';
  return { blob: await response.blob(), filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}

async function request<T>(path: string, options: RequestOptions, withAuth: boolean): Promise<Envelope<T>>;
async function request<T>(
  path: string,
  options: RequestOptions,
  withAuth: boolean,
  read: (response: Response) => Promise<T>,
): Promise<T>;
async function request<T>(
  path: string,
  options: RequestOptions,
  withAuth: boolean,
  read: (response: Response) => Promise<unknown> = parse<T>,
): Promise<unknown> {
  const token = withAuth ? getAccessToken() : null;
  const sessionEnded = () => (options.skipSessionExpiry ? clearSession() : expireSession());
  try {
    return await read(await send(path, options, token));
  } catch (error) {
    if (!token || !isSessionFailure(error)) throw error;
    if ((error as ApiError).status === 401 && (await refreshAccessToken(token))) {
      try {
        return await read(await send(path, options, getAccessToken()));
      } catch (retryError) {
        if (isSessionFailure(retryError)) sessionEnded();
        throw retryError;
      }
    }
    sessionEnded();
    throw error;
  }
}

function client(withAuth: boolean) {
  return {
    /** The whole envelope (for the server's success message). */
    request: <T>(path: string, options: RequestOptions = {}) => request<T>(path, options, withAuth),
    get: async <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      (await request<T>(path, { ...options, method: 'GET' }, withAuth)).data,
    post: async <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      (await request<T>(path, { ...options, method: 'POST', body }, withAuth)).data,
    put: async <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      (await request<T>(path, { ...options, method: 'PUT', body }, withAuth)).data,
    patch: async <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      (await request<T>(path, { ...options, method: 'PATCH', body }, withAuth)).data,
    delete: async <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      (await request<T>(path, { ...options, method: 'DELETE' }, withAuth)).data,
    /** GET of a file (not JSON), with the same session handling as every other call. */
    file: (path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request<ApiFile>(
        path,
        { ...options, method: 'GET', headers: { Accept: '*/*', ...options.headers } },
        withAuth,
        readFile,
      ),
  };
}

/** Calls without authorization (public endpoints). */
export const publicApi = client(false);
/** Calls with the stored bearer token. */
export const authApi = client(true);

/**
 * The message to show for a failed call: the server's sentence (in the app's language: sent by the server after
 * `Accept-Language`, or this client's own when the call got no answer), else the fallback, in that language too.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return localized(error.message);
  return localized(fallback);
}
