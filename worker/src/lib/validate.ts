import type { Context, MiddlewareHandler, ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import { ApiError } from './errors';
import { assertJsonDepth } from './json-depth';

type AnySchema = v.GenericSchema;

export const MALFORMED_JSON_MESSAGE = 'The request body is not valid JSON.';
/** Every JSON body the API takes is an object: an array, a string, a number or null is refused whole. */
export const NOT_AN_OBJECT_MESSAGE = 'Send the request body as a JSON object.';

const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A body that must be a JSON object. valibot's object schemas accept arrays (an array is an
 * object to `typeof`), so a PATCH whose fields are all optional took `[]` as "no changes":
 * the shape is checked here, once, before any schema sees the body.
 */
function assertJsonObject(value: unknown): asserts value is Record<string, unknown> {
  if (!isJsonObject(value)) throw new ApiError('bad_request', NOT_AN_OBJECT_MESSAGE);
}

/** JSON text read by a route itself (a signed webhook's raw body), refused as the validator refuses it. */
export function parseJsonObject(text: string): Record<string, unknown> {
  assertJsonDepth(text);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError('bad_request', MALFORMED_JSON_MESSAGE);
  }
  assertJsonObject(value);
  return value;
}

/** Field messages keyed by the dotted path; the first message leads the error. */
function issuesToErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * valibot reports a key that is absent with a generic "Invalid key" message, but a key that
 * is present and undefined with the field's own message ("Please select a category"). Every
 * object body is given all its keys first, so the API answers with the form's words.
 */
function withAllKeys(schema: AnySchema, input: unknown): unknown {
  if (!('entries' in schema) || typeof schema.entries !== 'object' || !schema.entries) return input;
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const blank = Object.fromEntries(Object.keys(schema.entries).map((key) => [key, undefined]));
  return { ...blank, ...input };
}

export function parseOrThrow<S extends AnySchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, withAllKeys(schema, input));
  if (result.success) return result.output;
  const errors = issuesToErrors(result.issues);
  throw new ApiError('bad_request', result.issues[0]?.message ?? 'Invalid input', errors);
}

/** The media types Hono's validator reads as JSON (any other body it leaves empty). */
const JSON_MEDIA = /^application\/([\w.-]+\+)?json$/i;

/**
 * The request's body as `valid('json', schema)` gives it, or null wherever that would refuse it
 * (another media type, malformed JSON, not an object, the schema's rules): for a route that must
 * answer other refusals first.
 */
export async function validJsonOrNull<S extends AnySchema>(c: Context, schema: S): Promise<v.InferOutput<S> | null> {
  const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim();
  if (!JSON_MEDIA.test(mediaType)) return null;
  const value: unknown = await c.req.json().catch(() => null);
  if (!isJsonObject(value)) return null;
  const result = v.safeParse(schema, withAllKeys(schema, value));
  return result.success ? result.output : null;
}

/**
 * Hono validator backed by a valibot schema: bad input becomes a 400 with the schema's own
 * messages, so the worker says exactly what the web form says. Malformed JSON is a 400 too.
 */
export function valid<T extends keyof ValidationTargets, S extends AnySchema>(target: T, schema: S) {
  // `any` for the env lets the middleware sit in any app's chain; Hono merges the env types.
  return validator(target, (value: unknown, _c: Context) => {
    if (target === 'json') assertJsonObject(value);
    return parseOrThrow(schema, value);
  }) as MiddlewareHandler<
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    any,
    string,
    { in: { [K in T]: v.InferInput<S> }; out: { [K in T]: v.InferOutput<S> } }
  >;
}
