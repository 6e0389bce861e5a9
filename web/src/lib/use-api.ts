import useSWR, { mutate, type SWRConfiguration } from 'swr';
import { read, type Call, type Data } from './api-client';

/** A typed GET route of the client (`client.api.news`, `client.api.news[':id']`...). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type GetRoute = { $get: Call; $path: (args?: any) => string };
type Args<R extends GetRoute> = NonNullable<Parameters<R['$get']>[0]>;
type Config<R extends GetRoute> = SWRConfiguration<Data<R['$get']>>;
/** Arguments may be left out only where the route takes none. */
type Rest<R extends GetRoute> =
  object extends Args<R> ? [args?: Args<R> | null, config?: Config<R>] : [args: Args<R> | null, config?: Config<R>];

/**
 * An SWR read of one GET route, typed from the worker. The key is the route's own path and
 * query (`$path()`), so the key and the address called cannot drift apart, and a refresh by
 * key or by path prefix reaches it. `null` arguments read nothing (a screen not ready yet).
 */
export function useApi<R extends GetRoute>(route: R, ...[args = {} as Args<R>, config]: Rest<R>) {
  return useSWR<Data<R['$get']>>(
    args === null ? null : route.$path(args),
    () => read(route.$get(args)) as Promise<Data<R['$get']>>,
    config,
  );
}

/** Which cached reads a change touched; each feature's api module builds its own from these. */
export type KeyMatch = (key: string) => boolean;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Route = { $path: (args?: any) => string };

/**
 * The address of any node of the typed client: a route, or the folder of routes above it
 * (`client.api.community` is `/api/community`). The client answers `$path` on every node; its
 * types offer it only on routes, hence the cast.
 */
const pathOf = (node: object): string => (node as Route).$path();

/** Every read at this node of the typed client or under it, with any query (`below(client.api.community)`). */
export function below(node: object): KeyMatch {
  const base = pathOf(node);
  return (key) => key === base || key.startsWith(`${base}/`) || key.startsWith(`${base}?`);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every read of this one route, whatever its parameters and query (`/api/news/:id` is
 * `/api/news/7`); with `args`, only the reads with those parameters (any query).
 */
export function readsOf(route: Route, args?: object): KeyMatch {
  if (args) {
    const key = route.$path(args);
    return (read) => read === key || read.startsWith(`${key}?`);
  }
  const pattern = route
    .$path()
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/?]+' : escapeRegExp(part)))
    .join('/');
  const matcher = new RegExp(`^${pattern}(\\?.*)?$`);
  return (key) => matcher.test(key);
}

/** The filter SWR's mutate takes: any of `which`. */
export const keysIn =
  (...which: KeyMatch[]) =>
  (key: unknown) =>
    typeof key === 'string' && which.some((match) => match(key));

/** Reloads every read any of `which` picks, wherever it is on show. */
export const invalidate = (...which: KeyMatch[]) => mutate(keysIn(...which));
