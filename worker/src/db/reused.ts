import { fillPlaceholders, sql, type Query } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Statements whose SQL text is built once per isolate, for the few the hottest requests run
 * (docs/decisions/0024: a private message's send, and every signed-in request's session
 * lookup). drizzle builds a statement's SQL from its query tree on every run; for the eight
 * statements of a send that was about 0.6 ms of CPU per message (measured in Node), a fifth of
 * the worker's samples in the message bench's CPU profile. Here the tree is built once with a
 * placeholder for every value, and each run binds the values to the stored text.
 *
 * The rule that keeps this right: `build` must take every value that can differ between runs
 * from its argument, never from the closure, and must not compute with them in JavaScript
 * (it receives placeholders the first time). worker/test/db-reused.test.ts checks each
 * reused statement against a freshly built one for different values.
 *
 * It runs through drizzle's own batch and result mapping, which read only `_prepare()` from a
 * statement; the prepared query is made by the request's own session (D1 or libSQL), so only
 * the text and the result shape are shared between requests.
 */

/** What a drizzle statement's `_prepare()` gives (drizzle-orm 0.45's SQLitePreparedQuery; internal). */
type PreparedQuery = {
  getQuery(): Query;
  executeMethod: string;
  fields?: unknown;
  _isResponseInArrayMode?: boolean;
  customResultMapper?: unknown;
  joinsNotNullableMap?: unknown;
  all(): Promise<unknown>;
};
type Session = {
  prepareQuery(query: Query, fields: unknown, executeMethod: string, arrayMode: boolean | undefined, mapper: unknown): PreparedQuery;
};
type Shape = Omit<PreparedQuery, 'getQuery' | 'all'> & { query: Query };

const shapes = new Map<string, Shape[]>();

type Values = Record<string, string | number | null>;

function shapesOf(key: string, values: Values, build: (values: Values) => readonly unknown[]): Shape[] {
  const known = shapes.get(key);
  if (known) return known;
  const placeholders = Object.fromEntries(Object.keys(values).map((name) => [name, sql.placeholder(name)]));
  const made = build(placeholders as unknown as Values).map((statement) => {
    const prepared = (statement as { _prepare(): PreparedQuery })._prepare();
    return {
      query: prepared.getQuery(),
      executeMethod: prepared.executeMethod,
      fields: prepared.fields,
      _isResponseInArrayMode: prepared._isResponseInArrayMode,
      customResultMapper: prepared.customResultMapper,
      joinsNotNullableMap: prepared.joinsNotNullableMap,
    };
  });
  shapes.set(key, made);
  return made;
}

function bound(db: Db, shape: Shape, values: Values): { _prepare(): PreparedQuery } {
  const session = (db as unknown as { session: Session }).session;
  return {
    _prepare() {
      const query = { sql: shape.query.sql, params: fillPlaceholders(shape.query.params, values) };
      const prepared = session.prepareQuery(
        query,
        shape.fields,
        shape.executeMethod,
        shape._isResponseInArrayMode,
        shape.customResultMapper,
      );
      prepared.joinsNotNullableMap = shape.joinsNotNullableMap;
      return prepared;
    },
  };
}

/**
 * The statements `build` makes, for `db.batch`, with `values` bound to SQL built the first time
 * this `key` ran. Typed as `build`'s own statements, so the batch's results keep their types.
 */
export function reusedStatements<V extends Values, T extends readonly unknown[]>(
  db: Db,
  key: string,
  values: V,
  build: (values: V) => T,
): T {
  return shapesOf(key, values, build as (values: Values) => T).map((shape) => bound(db, shape, values)) as unknown as T;
}

/** One reused statement run on its own: its rows, mapped as drizzle maps them. */
export async function allOfReused<V extends Values, R>(db: Db, key: string, values: V, build: (values: V) => PromiseLike<R>): Promise<R> {
  const [statement] = reusedStatements(db, key, values, (v) => [build(v)] as const);
  return (statement as unknown as { _prepare(): PreparedQuery })._prepare().all() as Promise<R>;
}

/** For the tests: the SQL and bound values a reused statement would send. */
export function reusedQueries<V extends Values>(db: Db, key: string, values: V, build: (values: V) => readonly unknown[]): Query[] {
  return reusedStatements(db, key, values, build).map((s) => (s as { _prepare(): PreparedQuery })._prepare().getQuery());
}
