import { describe, expect, it } from 'vitest';
import { listMessage } from './list-status';

const articles: [string, string] = ['article', 'articles'];

describe('listMessage: what a list says when it changes', () => {
  it('counts search results, one or many, and says when nothing matches', () => {
    expect(listMessage({ count: 11, noun: articles, q: 'housing ', page: 0 })).toBe('11 articles match "housing"');
    expect(listMessage({ count: 1, noun: articles, q: 'ramp', page: 0 })).toBe('1 article matches "ramp"');
    expect(listMessage({ count: 0, noun: articles, q: 'zzz', page: 0 })).toBe('No articles match your search for "zzz"');
  });

  it('says nothing while loading or on the first page the title already introduced', () => {
    expect(listMessage({ count: undefined, noun: articles, q: 'housing', page: 0 })).toBe('');
    expect(listMessage({ count: 12, noun: articles, page: 0 })).toBe('');
  });

  it('names the page, and how the list is narrowed', () => {
    expect(listMessage({ count: 12, noun: articles, page: 1 })).toBe('Page 2, 12 articles');
    expect(listMessage({ count: 3, noun: ['post', 'posts'], page: 0, scope: 'in Advocacy' })).toBe('Page 1, 3 posts in Advocacy');
    expect(listMessage({ count: 2, noun: ['favourite book', 'favourite books'], page: 0, narrowed: true })).toBe(
      'Page 1, 2 favourite books',
    );
  });
});
