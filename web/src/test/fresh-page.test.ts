import { describe, expect, it, vi } from 'vitest';
import { freshPage } from './fresh-page';

// Test files share one process and jsdom page (vitest.config.ts, isolate: false): nothing one
// leaves in the page, the clock or the project's modules reaches the next.

describe('freshPage', () => {
  it('puts back the page, its storage, cookies, history, stubbed globals, spies, patched prototypes and the clock', () => {
    const url = window.location.href;
    document.documentElement.className = 'dark';
    document.documentElement.setAttribute('data-font-size', '200');
    document.title = 'A page of an earlier file';
    document.body.innerHTML = '<div role="dialog">left open</div>';
    document.body.setAttribute('inert', '');
    localStorage.setItem('accessibility-settings', '{}');
    sessionStorage.setItem('draft', 'x');
    document.cookie = 'session=abc; path=/';
    window.history.pushState(null, '', '/messages/7?tab=inbox');
    const stub = () => Promise.reject(new Error('stubbed'));
    vi.stubGlobal('fetch', stub);
    vi.useFakeTimers();
    const hadScroll = 'scrollIntoView' in Element.prototype;
    Element.prototype.scrollIntoView = () => {};
    Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: {} });
    const title = Object.getOwnPropertyDescriptor(Document.prototype, 'title')!;
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});

    freshPage();

    expect(document.documentElement.getAttributeNames()).toEqual([]);
    expect(document.title).toBe('');
    expect(document.body.childNodes).toHaveLength(0);
    expect(document.body.getAttributeNames()).toEqual([]);
    expect(localStorage).toHaveLength(0);
    expect(sessionStorage).toHaveLength(0);
    expect(document.cookie).toBe('');
    expect(window.location.href).not.toContain('/messages/7');
    expect(globalThis.fetch).not.toBe(stub);
    expect(vi.isFakeTimers()).toBe(false);
    expect('scrollIntoView' in Element.prototype).toBe(hadScroll);
    expect(Object.getOwnPropertyDescriptor(navigator, 'mediaSession')).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(Document.prototype, 'title')).toEqual(title);
    expect(vi.isMockFunction(window.scrollTo)).toBe(false);
    expect(spy).not.toBe(window.scrollTo);
    window.history.replaceState(null, '', url);
  });

  it('cancels the animation frames a file left pending, so none runs in the next file', async () => {
    let ran = false;
    window.requestAnimationFrame(() => {
      ran = true;
    });
    freshPage();
    await new Promise((r) => setTimeout(r, 50));
    expect(ran).toBe(false);
  });

  it("gives the next file new instances of the project's modules, with their state", async () => {
    // What scripts/lib/fresh-modules.ts does before every file: focus-memory's remembered marks
    // (module state) are a new, empty Map in the module the next file imports.
    const before = await import('@/lib/focus-memory');
    vi.resetModules();
    const after = await import('@/lib/focus-memory');
    expect(after).not.toBe(before);
    expect(after.useFocusMemory).not.toBe(before.useFocusMemory);
  });
});
