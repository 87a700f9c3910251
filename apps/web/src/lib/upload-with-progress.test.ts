import { afterEach, describe, expect, it, vi } from 'vitest';
import { filesProgress, uploadWithProgress, type UploadProgress } from './upload-with-progress';

/** The part of XMLHttpRequest the helper uses, driven by the test. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  responseType = '';
  status = 0;
  statusText = '';
  response: unknown = null;
  responseHeaders = '';
  upload: { onprogress?: (event: ProgressEvent) => void; onload?: (event: ProgressEvent) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  ontimeout?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, text: string, headers = '') {
    this.status = status;
    this.response = new Blob([text]);
    this.responseHeaders = headers;
    this.onload?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('uploadWithProgress', () => {
  it('sends the method, headers and body, tells the progress, and answers a Response', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: UploadProgress[] = [];
    const body = new FormData();
    const answer = uploadWithProgress(
      '/api/v1/incident/new',
      { method: 'POST', body, headers: { Authorization: 'Bearer t', 'Idempotency-Key': 'k' } },
      (progress) => seen.push(progress),
    );
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.body]).toEqual(['POST', '/api/v1/incident/new', body]);
    expect(xhr.headers).toEqual({ authorization: 'Bearer t', 'idempotency-key': 'k' });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 } as ProgressEvent);
    xhr.upload.onload?.({ loaded: 100, total: 100 } as ProgressEvent);
    xhr.answer(201, '{"success":true}', 'Content-Type: application/json\r\nX-Request-Id: abc\r\n');
    const response = await answer;
    expect(seen).toEqual([
      { loaded: 40, total: 100 },
      { loaded: 100, total: 100 },
    ]);
    expect(response.status).toBe(201);
    expect(response.headers.get('x-request-id')).toBe('abc');
    expect(await response.json()).toEqual({ success: true });
  });

  it('rejects as fetch does: a TypeError without an answer, an AbortError when cancelled', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const lost = uploadWithProgress('/x', { method: 'POST' }, () => undefined);
    FakeXhr.last.onerror?.();
    await expect(lost).rejects.toBeInstanceOf(TypeError);

    const controller = new AbortController();
    const cancelled = uploadWithProgress('/x', { method: 'POST', signal: controller.signal }, () => undefined);
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('filesProgress', () => {
  // A body of 1000 bytes: 100 bytes of fields and part headers, then files of 600 and 300 bytes.
  const sizes = [600, 300];
  const at = (loaded: number) => filesProgress({ loaded, total: 1000 }, sizes);

  it('counts nothing while the fields go', () => {
    expect(at(0)).toEqual([0, 0]);
    expect(at(100)).toEqual([0, 0]);
  });

  it('fills the files in order', () => {
    expect(at(400)).toEqual([0.5, 0]);
    expect(at(700)).toEqual([1, 0]);
    expect(at(850)).toEqual([1, 0.5]);
  });

  it('is complete for every file once the whole body is sent', () => {
    expect(at(1000)).toEqual([1, 1]);
    expect(filesProgress({ loaded: 5, total: 5 }, [0])).toEqual([1]);
  });

  it('stays between 0 and 1 when the body is shorter than its files claim', () => {
    expect(filesProgress({ loaded: 50, total: 100 }, [80, 80])).toEqual([0.625, 0]);
  });
});
