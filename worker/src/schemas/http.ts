// Values of the wire itself that the worker and the SPA's API client must agree on.

/**
 * The request and response header that carries a caller's last D1 bookmark: the worker sends
 * the bookmark of the data it used, and the SPA sends it back so its next read is at least as fresh.
 */
export const BOOKMARK_HEADER = 'x-d1-bookmark';
