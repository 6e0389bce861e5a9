import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { freshPage } from './fresh-page';

// findBy and waitFor give a screen up to 5 s: lazily loaded dialogs (Headless UI is compiled on
// first use) took over a second on a loaded two-core machine, failing tests that were right.
// A passing check returns as soon as it holds, so this costs nothing when all is well.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Put the page back as a new one after each file: the files share one (web/src/test/fresh-page.ts).
afterAll(freshPage);
