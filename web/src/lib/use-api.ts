import useSWR, { type SWRConfiguration } from 'swr';
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
