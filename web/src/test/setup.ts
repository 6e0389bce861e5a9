import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor give a screen up to 5 s: lazily loaded dialogs (Headless UI is compiled on
// first use) took over a second on a loaded two-core machine, failing tests that were right.
// A passing check returns as soon as it holds, so this costs nothing when all is well.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
