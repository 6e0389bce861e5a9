import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiError, client, isUnauthorizedError, read, type Data } from './api-client';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(...responses: Response[]) {
  const spy = vi.fn(async () => responses.shift() ?? Response.json(null));
  vi.stubGlobal('fetch', spy);
  return spy;
}

describe('the typed client', () => {
  it('always sends cookies and sends no body or content type for reads', async () => {
    const spy = stubFetch(Response.json({ newsCount: 1 }));
    expect(await read(client.api.dashboard.summary.$get())).toEqual({ newsCount: 1 });
    expect(spy).toHaveBeenCalledWith(
      '/api/dashboard/summary',
      expect.objectContaining({ method: 'GET', credentials: 'include', body: undefined, headers: undefined }),
    );
  });

  it('sends a JSON body with a JSON content type only when given one', async () => {
    const spy = stubFetch(Response.json({ id: 1 }, { status: 201 }));
    await read(client.api.podcasts[':id'].feedback.$post({ param: { id: '3' }, json: { feedback: 'Great episode' } }));
    expect(spy).toHaveBeenCalledWith(
      '/api/podcasts/3/feedback',
      expect.objectContaining({
        method: 'POST',
        body: '{"feedback":"Great episode"}',
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });

  it('puts the query in the address and passes keepalive and the abort signal through', async () => {
    const spy = stubFetch(Response.json([]));
    const signal = new AbortController().signal;
    await read(client.api.news.search.$get({ query: { q: 'work & play' } }, { init: { signal, keepalive: true } }));
    expect(spy).toHaveBeenCalledWith('/api/news/search?q=work+%26+play', expect.objectContaining({ signal, keepalive: true }));
  });

  it('reads an empty answer (204) as null', async () => {
    stubFetch(new Response(null, { status: 204 }));
    expect(await read(client.api.pages[':slug'].views.$post({ param: { slug: 'about' } }))).toBeNull();
  });

  it('raises "{status}: {body}" and exposes the server message', async () => {
    stubFetch(new Response('{"message":"Title is required"}', { status: 400, statusText: 'Bad Request' }));
    const error = (await read(client.api.auth.user.$get()).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('400: {"message":"Title is required"}');
    expect(error.serverMessage).toBe('Title is required');
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const error = (await read(client.api.auth.user.$get()).catch((e: unknown) => e)) as Error;
    expect(error.message).toBe('503: Service Unavailable');
  });

  it('sends back the newest read-replication bookmark it was given, never an older one', async () => {
    vi.resetModules();
    const fresh = await import('./api-client');
    const answer = (bookmark?: string) => Response.json({}, { headers: bookmark ? { 'x-d1-bookmark': bookmark } : {} });
    const spy = stubFetch(answer('0000002a-00000001'), answer('00000029-00000001'), answer(), answer());
    const sent = async () => {
      await fresh.read(fresh.client.api.auth.user.$get());
      return (spy.mock.calls.at(-1) as unknown as [string, RequestInit])[1].headers;
    };
    expect(await sent()).toBeUndefined();
    expect(await sent()).toEqual({ 'x-d1-bookmark': '0000002a-00000001' });
    expect(await sent()).toEqual({ 'x-d1-bookmark': '0000002a-00000001' });
  });

  it('is typed from the worker routes, so a wrong call does not compile', () => {
    // Checked by `npm run typecheck`: were the worker's types lost, these would be `any` and pass anything.
    expectTypeOf<Data<typeof client.api.news.$get>>().not.toBeAny();
    expectTypeOf<Data<typeof client.api.news.$get>[number]['title']>().toEqualTypeOf<string>();
    const misspelt = () =>
      // @ts-expect-error: the news list takes limit and offset, not "limt".
      client.api.news.$get({ query: { limt: '3' } });
    expect(misspelt).toBeTypeOf('function');
  });
});

describe('isUnauthorizedError', () => {
  it('matches "401: ...Unauthorized..." only', () => {
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('403: {"message":"Unauthorized"}'))).toBe(false);
    expect(isUnauthorizedError(new Error('401: Bad credentials'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });
});
