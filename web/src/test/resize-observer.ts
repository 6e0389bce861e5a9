import { vi } from 'vitest';

/** The ResizeObserver jsdom lacks: Headless UI's menus and lists measure their anchor with one. */
export function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
