/**
 * A request sent with XMLHttpRequest so its upload reports progress (fetch has no upload progress), answered as a
 * fetch `Response` so the API client reads it, refreshes the session and handles refusals exactly as for fetch. The
 * API client takes it as the `transport` of one call (`RequestOptions.transport`).
 */

export interface UploadProgress {
  /** Bytes of the request body sent so far. */
  loaded: number;
  /** Bytes of the whole request body. */
  total: number;
}

/** Statuses whose response may carry no body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

export function uploadWithProgress(
  url: string,
  init: RequestInit,
  onProgress: (progress: UploadProgress) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const signal = init.signal;
    const aborted = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (signal?.aborted) return aborted();
    xhr.open(init.method ?? 'GET', url);
    xhr.responseType = 'blob';
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    xhr.upload.onload = (event) => onProgress({ loaded: event.total, total: event.total });
    xhr.onload = () => {
      const body = NULL_BODY_STATUSES.has(xhr.status) ? null : (xhr.response as Blob);
      resolve(
        new Response(body, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: responseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    };
    // As fetch does: a request that got no answer rejects with a TypeError (the API client's "No connection").
    xhr.onerror = () => reject(new TypeError('The upload failed: no answer from the server.'));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = aborted;
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body as XMLHttpRequestBodyInit | null | undefined);
  });
}

/**
 * How far each file of a multipart upload has gone (0 to 1, in the files' order), from the bytes of the whole body
 * sent. The files are the body's last parts, in the order given; the fields and part headers before them make up the
 * rest of the body, so a file counts as started once the bytes before it are sent.
 */
export function filesProgress({ loaded, total }: UploadProgress, sizes: readonly number[]): number[] {
  if (total > 0 && loaded >= total) return sizes.map(() => 1);
  const filesBytes = sizes.reduce((sum, size) => sum + size, 0);
  let start = Math.max(0, total - filesBytes);
  return sizes.map((size) => {
    const share = size > 0 ? (loaded - start) / size : loaded >= start ? 1 : 0;
    start += size;
    return Math.min(1, Math.max(0, share));
  });
}
