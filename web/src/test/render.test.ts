import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from './render';

afterEach(() => vi.unstubAllGlobals());

const answer = async (url: string, init?: RequestInit) => {
  const res = await fetch(url, init);
  return [res.status, res.status === 204 ? null : await res.json()];
};

describe('stubApi', () => {
  it('answers a bare path for GET only, so a stubbed read never answers a write', async () => {
    stubApi({ '/api/news': [200, [{ id: 1 }]] });
    expect(await answer('/api/news')).toEqual([200, [{ id: 1 }]]);
    expect(await answer('/api/news', { method: 'GET' })).toEqual([200, [{ id: 1 }]]);
    expect(await answer('/api/news', { method: 'POST' })).toEqual([404, { message: 'Not found' }]);
  });

  it('answers "METHOD /path" for that method only', async () => {
    stubApi({ 'DELETE /api/news/5': [200, { ok: true }], 'POST /api/pages/a/views': [204, null] });
    expect(await answer('/api/news/5', { method: 'DELETE' })).toEqual([200, { ok: true }]);
    expect(await answer('/api/news/5')).toEqual([404, { message: 'Not found' }]);
    expect(await answer('/api/news/5', { method: 'PATCH' })).toEqual([404, { message: 'Not found' }]);
    expect(await answer('/api/pages/a/views', { method: 'POST' })).toEqual([204, null]);
  });
});
