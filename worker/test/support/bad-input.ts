import fc from 'fast-check';
import { bytesOf } from './media-factories';

/**
 * Generators of bad input for worker/test/bad-input.property.test.ts. Each returns
 * a plan that is rendered into a request at run time, so the same plan applies to whatever
 * fresh ids and bodies the route's fixture makes, and fast-check can still shrink it.
 */

/** One past the longest field any schema allows (PAGE_BODY_MAX), so it is too long everywhere. */
export const LONG = 100_001;

// ------------------------------------------------------------------------- showing values

/** Strings longer than this are shown as their start and length: a 100,000-character string would bury the report. */
const SHOW_MAX = 80;

/** JSON-ish text of a value with long strings abbreviated; control characters and lone surrogates come out escaped. */
export function show(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'string' && v.length > SHOW_MAX) return `${v.slice(0, 40)}…(${v.length} chars)`;
    if (v instanceof Raw) return `Raw(${v.text})`;
    if (v instanceof Uint8Array) return `bytes(${v.byteLength})`;
    return v;
  });
}

/** fast-check prints counterexamples with `show`, never the 100,000 characters themselves. */
export function printable<T extends object>(value: T): T {
  Object.defineProperty(value, fc.toStringMethod, { value: () => show(value), enumerable: false });
  return value;
}

// ------------------------------------------------------------------------------- strings

/** Nothing but one character, LONG times: the body-size and column-size edge. */
const longString = () => fc.constantFrom('a', '9', '<', "'", '\u00e9', '\u{1F600}').map((ch) => ch.repeat(Math.ceil(LONG / ch.length)));

/** C0 controls (NUL, ESC, CR, LF...), DEL and the Unicode line separators that break naive logs and CSV. */
const controlString = () =>
  fc
    .array(fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.constantFrom(0x7f, 0x2028, 0x2029, 0xfeff)), { minLength: 1, maxLength: 8 })
    .map((codes) => `ab${String.fromCharCode(...codes)}cd`);

/** Half of a surrogate pair: not valid UTF-16, so not encodable as UTF-8 without replacement. */
const loneSurrogate = () => fc.constantFrom('\ud800', '\udfff', 'abc\ud83d', '\ude00xyz', '\ud800\ud800');

/** Text that would be code in a query built by concatenation. */
const sqlLooking = () =>
  fc.constantFrom(
    '1 OR 1=1; DROP TABLE users',
    "' OR '1'='1",
    '1; --',
    "1' UNION SELECT password_hash FROM users --",
    '"; DELETE FROM sessions; --',
    'NULL',
    '%',
    '_',
  );

/** Text that would be markup on a page that printed it unescaped. */
const htmlLooking = () =>
  fc.constantFrom('<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)', '<!--', ']]>', '&amp;&lt;');

/** Paths, encodings and separators that confuse routers and file lookups. */
const pathLooking = () =>
  fc.constantFrom('../', '../../etc/passwd', '..\\..\\', '%00', '%2e%2e%2f', '/', '\\', '?', '#', '&', ';', '.', '');

/** Ids that are not ids: negative, fractional, huge, hex, exponent, padded, past 2^53. */
const numberLooking = () =>
  fc.constantFrom(
    '-1',
    '0',
    '1.5',
    '1e30',
    '1e999',
    '0x10',
    '00001',
    ' 1',
    '+1',
    'NaN',
    'Infinity',
    '9007199254740993',
    '99999999999999999999',
    '2147483648',
    '-0',
  );

/** Operators of the full-text search query language, quoted or not. */
const ftsLooking = () => fc.constantFrom('"unterminated', 'a* OR b NOT c', 'title:x', 'NEAR(a b)', '^start', '(', 'AND', '*', '-');

/** Any of the above, or arbitrary Unicode text (graphemes from every plane). */
export function hostileString(): fc.Arbitrary<string> {
  return fc.oneof(
    longString(),
    controlString(),
    loneSurrogate(),
    sqlLooking(),
    htmlLooking(),
    pathLooking(),
    numberLooking(),
    ftsLooking(),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
  );
}

// ---------------------------------------------------------------------------- path params

/**
 * Percent-sequences sent as they are (not encoded again): a bare or truncated escape, an
 * encoded NUL or slash, overlong UTF-8. Routers and decodeURIComponent disagree about these.
 */
const rawSegment = () =>
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '%2F', '%2e%2e', '..%2f', '%C0%AE', '%FF', '..', '.', ';a', '*', '~');

/**
 * Percent-encoded as a browser would: a URL cannot carry a lone surrogate, so it goes as
 * U+FFFD (encodeURIComponent would throw on it instead).
 */
export const encode = (s: string) =>
  encodeURIComponent(s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

/** One path segment, already as it goes in the URL. */
export function badSegment(): fc.Arbitrary<string> {
  return fc.oneof(hostileString().map(encode), rawSegment());
}

// --------------------------------------------------------------------------------- query

/** The names routes read (paging, search, filters, OIDC) plus names no route reads. */
const queryKey = () =>
  fc.oneof(
    fc.constantFrom(
      'limit',
      'offset',
      'q',
      'category',
      'status',
      'code',
      'state',
      'download',
      'limit[]',
      'q[0]',
      '__proto__',
      'constructor',
    ),
    hostileString(),
  );

export type QueryPlan = { append: boolean; text: string };

/**
 * A query string of key=value pairs: repeated keys (which Hono's validator turns into
 * arrays), empty and missing values, and hostile names and values; or raw malformed text.
 */
export function badQuery(): fc.Arbitrary<QueryPlan> {
  const pair = fc.tuple(queryKey(), fc.option(fc.oneof(hostileString(), fc.integer().map(String)), { nil: undefined }));
  const pairs = fc
    .array(pair, { minLength: 1, maxLength: 4 })
    .map((ps) => ps.map(([k, v]) => (v === undefined ? encode(k) : `${encode(k)}=${encode(v)}`)).join('&'));
  const raw = fc.constantFrom(
    '%',
    'limit=%',
    'q=%E0%A4%A',
    '&&&',
    '=',
    'limit',
    'limit=',
    'limit=1&limit=2',
    'q=a&q=b',
    'offset=-1',
    'limit=1e3',
    'a[b][c]=1',
  );
  return fc.record({ append: fc.boolean(), text: fc.oneof(pairs, raw) });
}

// ---------------------------------------------------------------------------------- bodies

/** A token written into JSON text as it is, for numbers JSON.parse reads but JSON.stringify never writes (1e999 is Infinity). */
export class Raw {
  constructor(readonly text: string) {}
}

/** JSON text in which Raw values appear unquoted. */
export function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof Raw ? `@@raw${raws.push(v.text) - 1}@@` : v));
  return (text ?? '').replace(/"@@raw(\d+)@@"/g, (_m, i: string) => raws[Number(i)]!);
}

/** Values of the wrong type for any field: containers, null, booleans, edge numbers, hostile text. */
export function wrongValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    hostileString(),
    fc.constantFrom(
      null,
      true,
      false,
      0,
      -1,
      1.5,
      1e30,
      -1e30,
      2 ** 53 + 2,
      Number.MAX_VALUE,
      new Raw('1e999'),
      new Raw('-1e999'),
      new Raw('-0'),
      new Raw('1E+400'),
    ),
    fc.constantFrom([], {}, [null], ['a', 1], { nested: { deeper: { deepest: [1, 'two', null] } } }, { $gt: '' }, { toString: 'x' }),
    fc.jsonValue({ maxDepth: 3 }),
  );
}

export type BodyPlan =
  /** Text sent as the body as it is: malformed JSON, or JSON of the wrong shape. */
  | { kind: 'text'; text: string }
  /** The route's valid body with one field (chosen by index) left out. */
  | { kind: 'drop'; field: number }
  /** The valid body with one field set to a wrong value. */
  | { kind: 'set'; field: number; value: unknown }
  /** The valid body with fields no schema has, including prototype and privilege names. */
  | { kind: 'extra'; fields: [string, unknown][] }
  /** The valid body with a field written twice in the text: the second, wrong, one wins in JSON.parse. */
  | { kind: 'duplicate'; field: number; value: unknown }
  /** The route's valid body inside an array: the non-object a lax validator is likeliest to let through. */
  | { kind: 'wrapped' }
  /** No body at all, with the JSON content type still claimed. */
  | { kind: 'none' };

/** Not JSON, or JSON that breaks parsers: truncated, single-quoted, trailing commas, BOM, raw controls, 100,000 levels deep. */
const malformedJson = () =>
  fc.constantFrom(
    '',
    ' ',
    '{',
    '}',
    '{"a":}',
    "{'a':1}",
    '[1,2',
    '{"a":1,}',
    'undefined',
    'NaN',
    '{"a":NaN}',
    '\u0000',
    '\ufeff{}',
    '{"a":"\u0000"}',
    '{"a":"\\ud800"}',
    '{"a":1}{"b":2}',
    '{"a":"\\u00"}',
    '"\\',
    '[]]',
    '{"a":01}',
    'true false',
  );

/** Arrays (or objects) nested deeper than any recursive parser or validator should go. */
const deepJson = () => fc.constantFrom(100, 10_000, 100_000).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`);

/** Whole bodies of the wrong JSON type: arrays, numbers, strings, null, nested objects. */
const wrongTopLevel = () =>
  fc.oneof(
    fc.constantFrom('null', '0', '-1', '1e999', 'true', '"text"', '[]', '[{}]', '{}'),
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  );

/**
 * JSON that parses but is not an object: arrays (empty, of values, or the route's valid body
 * wrapped in one), strings, numbers, booleans and null. Every route that takes a JSON body
 * must refuse these as a whole, PATCH routes (whose fields are all optional) included.
 */
export function nonObjectBody(): fc.Arbitrary<BodyPlan> {
  const text = fc.oneof(
    fc.constantFrom('[]', '[{}]', '[null]', 'null', '0', '-1', '1.5', '1e999', 'true', 'false', '""', '"text"', '"{}"'),
    fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }).map((list) => JSON.stringify(list)),
    fc.string({ maxLength: 20 }).map((s) => JSON.stringify(s)),
    fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
  );
  return fc.oneof(
    fc.constant({ kind: 'wrapped' as const }),
    text.map((t) => ({ kind: 'text' as const, text: t })),
  );
}

/** Field names that would be trouble if copied into a row or an object: ids, owners, roles, the prototype. */
const extraFieldName = () =>
  fc.oneof(
    fc.constantFrom('id', 'userId', 'role', 'isAdmin', 'createdAt', 'visibility', 'status', '__proto__', 'constructor', 'prototype', ''),
    hostileString(),
  );

/** Every kind of bad body. `field` indexes are taken modulo the valid body's field count. */
export function badBody(): fc.Arbitrary<BodyPlan> {
  const field = fc.nat({ max: 20 });
  return fc.oneof(
    fc.oneof(malformedJson(), deepJson(), wrongTopLevel()).map((text) => ({ kind: 'text' as const, text })),
    nonObjectBody(),
    field.map((f) => ({ kind: 'drop' as const, field: f })),
    fc.record({ kind: fc.constant('set' as const), field, value: wrongValue() }),
    fc.record({
      kind: fc.constant('extra' as const),
      fields: fc.array(fc.tuple(extraFieldName(), wrongValue()), { minLength: 1, maxLength: 3 }),
    }),
    fc.record({ kind: fc.constant('duplicate' as const), field, value: wrongValue() }),
    fc.constant({ kind: 'none' as const }),
  );
}

/** The body text for a plan applied to the route's valid body (an object, or none for routes that take no body). */
export function renderBody(plan: BodyPlan, valid: Record<string, unknown> | undefined): string | undefined {
  const base = valid ?? {};
  const keys = Object.keys(base);
  const key = (i: number) => keys[i % Math.max(keys.length, 1)] ?? 'field';
  switch (plan.kind) {
    case 'text':
      return plan.text;
    case 'drop': {
      const { [key(plan.field)]: _dropped, ...rest } = base;
      return jsonText(rest);
    }
    case 'set':
      return jsonText({ ...base, [key(plan.field)]: plan.value });
    case 'extra':
      // Built as text: `{ ...base, __proto__: x }` in JavaScript would set the prototype, not send the key.
      return `${jsonText(base).slice(0, -1)}${keys.length ? ',' : ''}${plan.fields.map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v) || 'null'}`).join(',')}}`;
    case 'duplicate':
      return `${jsonText(base).slice(0, -1)}${keys.length ? ',' : ''}${JSON.stringify(key(plan.field))}:${jsonText(plan.value) || 'null'}}`;
    case 'wrapped':
      return `[${jsonText(base)}]`;
    case 'none':
      return undefined;
  }
}

// ------------------------------------------------------------------ bodies of other kinds

/** A multipart upload gone wrong: no file, text where the file goes, a lying type or name, an empty file, a huge alt. */
export type FormPlan = {
  file: 'none' | 'text-field' | 'empty' | 'text-bytes' | 'png';
  filename: string;
  type: string;
  alt: string | undefined;
};

export function badForm(): fc.Arbitrary<FormPlan> {
  return fc.record({
    file: fc.constantFrom('none', 'text-field', 'empty', 'text-bytes', 'png'),
    filename: fc.oneof(fc.constant('picture.png'), hostileString()),
    type: fc.constantFrom('image/png', 'text/html', 'application/x-msdownload', '', 'image/svg+xml', 'IMAGE/PNG; charset=<x>'),
    alt: fc.option(hostileString(), { nil: undefined }),
  });
}

/** Raw bytes for an upload part: wrong sizes, and Content-Length headers that lie or are not numbers. */
export type BytesPlan = { size: number; contentLength: string | undefined; contentType: string };

export function badBytes(): fc.Arbitrary<BytesPlan> {
  return fc.record({
    size: fc.constantFrom(0, 1, 999, 1000, 1001, 70_000),
    contentLength: fc.option(fc.constantFrom('abc', '-1', '1e30', '0', '1', '99999999999999999999', ' 1000'), { nil: undefined }),
    contentType: fc.constantFrom('application/octet-stream', 'application/octet-stream; charset=utf-8', 'application/json'),
  });
}

/** Stripe-Signature headers that are not a valid signature of the body (printable ASCII: headers cannot carry controls). */
export function badSignature(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      '',
      't=1,v1=bad',
      't=abc,v1=00',
      'v1=',
      't=',
      ',,,',
      't=1e30,v1=zz',
      't=99999999999999999999,v1=' + '0'.repeat(64),
      'x'.repeat(10_000),
    ),
    fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
  );
}

/** Range and If-None-Match headers a media player would never send. */
export function badMediaHeaders(): fc.Arbitrary<Record<string, string>> {
  return fc.record(
    {
      range: fc.constantFrom(
        'bytes=',
        'bytes=-',
        'bytes=-0',
        'bytes=5-1',
        'bytes=1e30-',
        'bytes=99999999999999999999-',
        'bytes=0-0,1-1',
        'bits=0-1',
        'bytes=-99999999999999999999',
        'bytes=abc',
      ),
      'if-none-match': fc.constantFrom('*', '"', 'W/', '""', 'W/"x", "y"', 'x'.repeat(5000)),
    },
    { requiredKeys: [] },
  );
}

// ------------------------------------------------------------------- a whole bad request

export const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What a route's body is, when it is not JSON: a multipart upload, an upload's raw part, or Stripe's signed event. */
export type BodyKind = 'form' | 'bytes' | 'stripe';
export type BodyCase = { json: BodyPlan } | { form: FormPlan } | { bytes: BytesPlan };

/**
 * One generated bad request: each path param bad (already encoded) or null for the fixture's
 * own; a bad query or null for the route's own; a body for writes; a forged Stripe signature
 * or null (signed properly); Range and If-None-Match for media.
 */
export type BadRequest = {
  params: Record<string, string | null>;
  query: QueryPlan | null;
  body?: BodyCase;
  signature?: string | null;
  headers?: Record<string, string>;
};

/** `:name` params and the `*` wildcard of a Hono path. */
const PARAM = /:([A-Za-z]+)|\*/g;

/** Mostly the fixture's own value, so the rest of the request gets past the lookup. */
const sometimes = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(null), weight: 2 }, { arbitrary: arb, weight: 1 });

function bodyCase(kind: BodyKind | undefined): fc.Arbitrary<BodyCase> {
  const json = badBody().map((plan) => ({ json: plan }));
  if (kind === 'form')
    return fc.oneof(
      badForm().map((form) => ({ form })),
      json,
    );
  if (kind === 'bytes')
    return fc.oneof(
      badBytes().map((bytes) => ({ bytes })),
      json,
    );
  return json;
}

/** Bad requests for one route; every one breaks something (a read with nothing else to break always gets a bad query). */
export function badRequest(route: { method: string; path: string; body?: BodyKind }): fc.Arbitrary<BadRequest> {
  const names = [...route.path.matchAll(PARAM)].map((m) => m[1] ?? '*');
  const write = WRITES.has(route.method);
  const parts: { [K in keyof BadRequest]-?: fc.Arbitrary<BadRequest[K]> } = {
    params: fc.record(Object.fromEntries(names.map((name) => [name, sometimes(badSegment())]))) as fc.Arbitrary<
      Record<string, string | null>
    >,
    query: write || names.length ? sometimes(badQuery()) : badQuery(),
    body: write ? bodyCase(route.body) : fc.constant(undefined),
    signature: route.body === 'stripe' ? sometimes(badSignature()) : fc.constant(undefined),
    headers: route.path.startsWith('/media/') ? badMediaHeaders() : fc.constant(undefined),
  };
  return fc
    .record(parts)
    .filter((c) => write || c.query !== null || Object.values(c.params).some((p) => p !== null))
    .map(printable);
}

/** The path with the bad params in place and the rest filled from the valid ones (`*` keeps its slashes). */
export function renderPath(path: string, valid: Record<string, string> = {}, bad: Record<string, string | null> = {}): string {
  return path.replace(PARAM, (_m, name: string | undefined) => {
    const param = name ?? '*';
    const value = bad[param];
    if (value != null) return value;
    const own = valid[param] ?? '1';
    return param === '*' ? own.split('/').map(encode).join('/') : encode(own);
  });
}

/** `?query`: the route's own, the bad one instead, or the bad one after it. */
export function renderQuery(valid: string | undefined, bad: QueryPlan | null = null): string {
  const text = bad === null ? (valid ?? '') : bad.append && valid ? `${valid}&${bad.text}` : bad.text;
  return text ? `?${text}` : '';
}

export type Rendered = { body?: BodyInit; headers: Record<string, string>; shown: string };

/** The body for a case, with its Content-Type (a FormData body sets its own, with the boundary). */
export function renderRequestBody(plan: BodyCase, valid: Record<string, unknown> | undefined): Rendered {
  if ('form' in plan) {
    const { file, filename, type, alt } = plan.form;
    const form = new FormData();
    if (file === 'text-field') form.set('file', 'not a file');
    else if (file !== 'none')
      form.set(
        'file',
        new File(
          [file === 'empty' ? new Uint8Array() : file === 'png' ? bytesOf('image/png') : new TextEncoder().encode('<html>')],
          filename,
          { type },
        ),
      );
    if (alt !== undefined) form.set('alt', alt);
    return { body: form, headers: {}, shown: show(plan.form) };
  }
  if ('bytes' in plan) {
    const { size, contentLength, contentType } = plan.bytes;
    const headers: Record<string, string> = {
      'content-type': contentType,
      ...(contentLength === undefined ? {} : { 'content-length': contentLength }),
    };
    // Bytes that begin as a WAV file does, so only the size (or the header) is wrong.
    return { body: bytesOf('audio/wav', Math.max(size, 16)).slice(0, size), headers, shown: show(plan.bytes) };
  }
  const text = renderBody(plan.json, valid);
  return { body: text, headers: { 'content-type': 'application/json' }, shown: show(text) };
}
