/**
 * Ctrl/Cmd+K pressed while the app is still starting (before the session is known and the
 * header's Search exists) would otherwise reach the browser, which moves focus to its address
 * bar: a member who presses it as a page opens would find themselves somewhere else. From the
 * first script run the key is held here and handed to the Search when it mounts; a visitor who
 * turns out to be signed out (no Search) gets the browser's own Ctrl+K back.
 */
let pending = false;
let holding = false;

export const isCommandK = (e: KeyboardEvent) => (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k';

function hold(e: KeyboardEvent) {
  if (!isCommandK(e)) return;
  e.preventDefault();
  pending = true;
}

function stop() {
  if (holding) document.removeEventListener('keydown', hold);
  holding = false;
}

/** Called once by the entry, before the first render. */
export function holdEarlyShortcuts() {
  if (holding) return;
  holding = true;
  document.addEventListener('keydown', hold);
}

/** The Search takes over its shortcut, and opens at once if Ctrl/Cmd+K was pressed before it was there. */
export function takeOverSearch(open: () => void) {
  stop();
  if (pending) open();
  pending = false;
}

/** Signed out: there is no Search to open, so the key is the browser's again. */
export function releaseEarlyShortcuts() {
  stop();
  pending = false;
}
