import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, isUnauthorizedError } from './api-client';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const spy = vi.fn(async () => response);
  vi.stubGlobal('fetch', spy);
  return spy;
}

describe('api', () => {
  it('always sends cookies and sends no body or content type for reads', async () => {
    const spy = stubFetch(Response.json([1, 2]));
    expect(await api('/api/news')).toEqual([1, 2]);
    expect(spy).toHaveBeenCalledWith(
      '/api/news',
      expect.objectContaining({ method: 'GET', credentials: 'include', body: undefined, headers: undefined }),
    );
  });

  it('sends a JSON body with a JSON content type only when given one', async () => {
    const spy = stubFetch(Response.json({ id: 1 }, { status: 201 }));
    await api('/api/community/posts', { method: 'POST', body: { title: 'Hello' } });
    expect(spy).toHaveBeenCalledWith(
      '/api/community/posts',
      expect.objectContaining({ body: '{"title":"Hello"}', headers: { 'Content-Type': 'application/json' } }),
    );
  });

  it('raises "{status}: {body}" and exposes the server message', async () => {
    stubFetch(new Response('{"message":"Title is required"}', { status: 400, statusText: 'Bad Request' }));
    const error = (await api('/x').catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('400: {"message":"Title is required"}');
    expect(error.serverMessage).toBe('Title is required');
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    expect(((await api('/x').catch((e) => e)) as Error).message).toBe('503: Service Unavailable');
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
