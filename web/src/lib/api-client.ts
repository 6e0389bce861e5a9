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

/** SPEC section 8: a message beginning "401: " and containing "Unauthorized". */
export const isUnauthorizedError = (error: unknown): boolean =>
  error instanceof Error && /^401: .*Unauthorized/.test(error.message);

type Options = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Lets a request finish after the page is closed (saving a listening position on exit). */
  keepalive?: boolean;
};

export async function api<T>(path: string, { method = 'GET', body, signal, keepalive }: Options = {}): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
    keepalive,
  });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The SWR fetcher: the key is the URL. */
export const fetcher = <T>(url: string) => api<T>(url);
