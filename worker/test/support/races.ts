import { expect } from 'vitest';
import type { Db } from '../../src/db/client';

/**
 * Fires `n` requests at once, as a member with several tabs or a script would (decision 0048).
 * Each request starts before any has been answered, so their reads and writes interleave in D1.
 */
export const atOnce = (n: number, fire: (i: number) => Response | Promise<Response>) =>
  Promise.all(Array.from({ length: n }, (_, i) => fire(i)));

/**
 * Exactly `taken` of the answers have the status `ok`; every other one is the limit's refusal
 * (`status`, and a message `message` matches). Returns the refused answers' bodies.
 */
export async function expectLimitHeld(
  answers: Response[],
  { taken, ok = 201, status, message }: { taken: number; ok?: number; status: number; message: string | RegExp },
): Promise<void> {
  const statuses = answers.map((r) => r.status);
  expect(
    statuses.filter((s) => s === ok),
    `statuses ${statuses.join(', ')}`,
  ).toHaveLength(taken);
  const refused = answers.filter((r) => r.status !== ok);
  expect(
    refused.map((r) => r.status),
    `statuses ${statuses.join(', ')}`,
  ).toEqual(refused.map(() => status));
  for (const r of refused) {
    const body = (await r.json()) as { message: string };
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
  }
}

/**
 * The database, with `write` run just before its `n`th batch: another request's write landing
 * between this request's checks and its own write, every time (a race made deterministic).
 */
export function writeBeforeBatch(db: Db, n: number, write: () => Promise<unknown>): Db {
  let batches = 0;
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'batch') return Reflect.get(target, prop, receiver) as unknown;
      return async (statements: Parameters<Db['batch']>[0]) => {
        if (++batches === n) await write();
        return target.batch(statements);
      };
    },
  });
}
