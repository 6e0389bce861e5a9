import type { ContentfulStatusCode } from 'hono/utils/http-status';

const statusByCode = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  range_not_satisfiable: 416,
  too_many_requests: 429,
  upgrade_required: 426,
  unavailable: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

type ErrorCode = keyof typeof statusByCode;

/** The JSON body of every error the API returns. */
export type ErrorBody = { message: string; errors?: Record<string, string[]> };

/** The one error type of the worker: services throw it, the app's onError renders it. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  get status(): ContentfulStatusCode {
    return statusByCode[this.code];
  }

  toBody(): ErrorBody {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

export const unauthorized = () => new ApiError('unauthorized', 'Unauthorized');
export const forbidden = (message = 'You do not have permission to do that.') => new ApiError('forbidden', message);
export const notFound = (what = 'Not found') => new ApiError('not_found', what);
