/**
 * The one HTTP client of the SPA (SPEC section 7): cookies always sent, JSON body and
 * content type only when a body is given, and any non-success response raised as an
 * ApiError whose message is "{status}: {body text or status text}" (SPEC section 8).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's own explanation ({ message }), for toasts that show it. */
  get serverMessage(): string {
    try {
      const parsed = JSON.parse(this.bodyText) as { message?: unknown };
      if (typeof parsed.message === 'string') return parsed.message;
    } catch {
      /* not JSON: fall through */
    }
    return this.bodyText || this.message;
  }

  /** Field messages from a 400, keyed by field name. */
  get fieldErrors(): Record<string, string[]> {
    try {
      const parsed = JSON.parse(this.bodyText) as { errors?: Record<string, string[]> };
      return parsed.errors ?? {};
    } catch {
      return {};
    }
  }
}

/** What to tell the person: the server's own words when it answered, else `fallback`. */
export const errorMessage = (error: unknown, fallback: string): string => (error instanceof ApiError ? error.serverMessage : fallback);

/** SPEC section 8: a message beginning "401: " and containing "Unauthorized". */
export const isUnauthorizedError = (error: unknown): boolean => error instanceof Error && /^401: .*Unauthorized/.test(error.message);

type Options = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Lets a request finish after the page is closed (saving a listening position on exit). */
  keepalive?: boolean;
};

/**
 * D1 read replication (docs/decisions/0012-d1-read-replication.md): the worker answers with the
 * bookmark of the data it used and, sent back, reads from a replica at least that fresh, so a
 * member sees their own writes. Kept in memory only: after a full-page load (signing in through
 * a redirect, say) the worker starts signed-in reads at the primary instead, which an older
 * stored bookmark would not do. Bookmarks sort oldest to newest, so a slow answer to an earlier
 * request never replaces a newer one.
 */
const BOOKMARK_HEADER = 'x-d1-bookmark';
let lastBookmark: string | null = null;

function rememberBookmark(bookmark: string | null): void {
  if (bookmark && (lastBookmark === null || bookmark > lastBookmark)) lastBookmark = bookmark;
}

function requestHeaders(body: unknown): Record<string, string> | undefined {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (lastBookmark) headers[BOOKMARK_HEADER] = lastBookmark;
  return Object.keys(headers).length ? headers : undefined;
}

export async function api<T>(path: string, { method = 'GET', body, signal, keepalive }: Options = {}): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: requestHeaders(body),
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
    keepalive,
  });
  rememberBookmark(res.headers.get(BOOKMARK_HEADER));
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The SWR fetcher: the key is the URL. */
export const fetcher = <T>(url: string) => api<T>(url);

type UploadOptions = {
  method?: 'POST' | 'PUT';
  /** FormData for one-request uploads, a Blob for one part of a multipart upload. */
  body: FormData | Blob;
  /** 0..1 of this request's bytes sent; fetch() cannot report upload progress, XHR can. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/** Sends a file with progress, with the same errors as api(). */
export function upload<T>(path: string, { method = 'POST', body, onProgress, signal }: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    if (body instanceof Blob && !(body instanceof File)) xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    if (lastBookmark) xhr.setRequestHeader(BOOKMARK_HEADER, lastBookmark);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      rememberBookmark(xhr.getResponseHeader(BOOKMARK_HEADER));
      if (xhr.status < 200 || xhr.status >= 300) return reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
      onProgress?.(1);
      resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T);
    };
    xhr.onerror = () => reject(new TypeError('Network error: the upload was interrupted'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
