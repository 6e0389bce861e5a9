import { BOOKMARK_HEADER } from '@schemas/http';
import type { AppType } from '@worker/index';
import { hc, type ClientRequestOptions, type ClientResponse } from 'hono/client';
import type { ResponseFormat } from 'hono/types';
import type { SuccessStatusCode } from 'hono/utils/http-status';

/**
 * The one HTTP client of the SPA: Hono's typed client over the worker's own routes, so every
 * call's path, parameters, body and answer are checked against the worker. Its fetch keeps the
 * house rules: cookies always sent, a JSON content type only when a body is given, the
 * read-replication bookmark sent and remembered, and any non-success answer raised as an
 * ApiError whose message is "{status}: {body text or status text}".
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

/** A signed-out answer: a message beginning "401: " and containing "Unauthorized". */
export const isUnauthorizedError = (error: unknown): boolean => error instanceof Error && /^401: .*Unauthorized/.test(error.message);

/**
 * D1 read replication (docs/decisions/0012-d1-read-replication.md): the worker answers with the
 * bookmark of the data it used and, sent back, reads from a replica at least that fresh, so a
 * member sees their own writes. Kept in memory only: after a full-page load (signing in through
 * a redirect, say) the worker starts signed-in reads at the primary instead, which an older
 * stored bookmark would not do. Bookmarks sort oldest to newest, so a slow answer to an earlier
 * request never replaces a newer one.
 */
let lastBookmark: string | null = null;

function rememberBookmark(bookmark: string | null): void {
  if (bookmark && (lastBookmark === null || bookmark > lastBookmark)) lastBookmark = bookmark;
}

/** The typed client sets a JSON content type exactly when it sends a JSON body; the bookmark joins it. */
function requestHeaders(given: HeadersInit | undefined): Record<string, string> | undefined {
  const headers: Record<string, string> = {};
  const contentType = new Headers(given).get('Content-Type');
  if (contentType) headers['Content-Type'] = contentType;
  if (lastBookmark) headers[BOOKMARK_HEADER] = lastBookmark;
  return Object.keys(headers).length ? headers : undefined;
}

/** Every call of the typed client goes through here; only success answers come back. */
async function send(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(input, {
    method: init.method ?? 'GET',
    credentials: 'include',
    headers: requestHeaders(init.headers),
    body: init.body ?? undefined,
    signal: init.signal,
    keepalive: init.keepalive,
  });
  rememberBookmark(res.headers.get(BOOKMARK_HEADER));
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return res;
}

/**
 * The worker's API, typed from its routes (worker/src/index.ts). Relative to the page's own
 * origin: the SPA and the API are one origin (docs/decisions/0001-one-worker-one-origin.md).
 */
export const client = hc<AppType>('/', { fetch: send });

/** What a call answers when it succeeds; `send` raises every other answer. */
type Success<R> = R extends ClientResponse<infer T, infer S, infer _F> ? (S extends SuccessStatusCode ? T : never) : never;

type AnyResponse = ClientResponse<unknown, number, ResponseFormat>;

/** Any typed call, for the helpers below (`any` arguments: every call's own are narrower). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Call = (args?: any, options?: ClientRequestOptions) => Promise<AnyResponse>;

/** The answer of a typed call, as its route declares it. */
export type Data<C extends Call> = Success<Awaited<ReturnType<C>>>;

/** The JSON body a typed call sends. */
export type JsonBody<C extends Call> = NonNullable<Parameters<C>[0]> extends { json: infer J } ? J : never;

/** The parsed answer of a call (null for an empty one, such as a 204). */
export async function read<R extends AnyResponse>(call: Promise<R>): Promise<Success<R>> {
  const text = await (await call).text();
  return (text ? JSON.parse(text) : null) as Success<R>;
}

type UploadOptions = {
  method?: 'POST' | 'PUT';
  /** FormData for one-request uploads, a Blob for one part of a multipart upload. */
  body: FormData | Blob;
  /** 0..1 of this request's bytes sent; fetch() cannot report upload progress, XHR can. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * Sends a file with progress, with the same errors as the typed client. `C` is the typed call
 * the upload stands in for (`upload<typeof route.$post>(route.$path(), ...)`), so the answer
 * keeps the route's type.
 */
export function upload<C extends Call>(path: string, { method = 'POST', body, onProgress, signal }: UploadOptions): Promise<Data<C>> {
  return new Promise((resolve, reject) => {
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
      resolve((xhr.responseText ? JSON.parse(xhr.responseText) : null) as Data<C>);
    };
    xhr.onerror = () => reject(new TypeError('Network error: the upload was interrupted'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
