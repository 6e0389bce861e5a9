import { virtual } from '@guidepup/virtual-screen-reader';
import { act } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * A virtual screen reader over the rendered page (guidepup): it says what a screen reader
 * says when focus moves and when a live region changes ("polite: …", "assertive: …"). Tests
 * listen to a journey and assert the phrases a member hears, and where focus ends.
 */
export async function listen(): Promise<void> {
  await virtual.start({ container: document.body });
  await virtual.clearSpokenPhraseLog();
  stopAfterEach = true;
}

let stopAfterEach = false;
afterEach(async () => {
  if (!stopAfterEach) return;
  stopAfterEach = false;
  await virtual.stop();
});

/** Everything said since listen() (or the last forget()), after pending updates settle. */
export async function heard(): Promise<string[]> {
  await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
  return virtual.spokenPhraseLog();
}

export const forget = () => virtual.clearSpokenPhraseLog();

/** Waits (up to `ms`) until `phrase` has been said, letting the page update meanwhile; the phrases said. */
export async function hears(phrase: string, ms = 8000): Promise<string[]> {
  const deadline = Date.now() + ms;
  for (;;) {
    const log = await heard();
    if (log.includes(phrase) || Date.now() > deadline) return log;
  }
}

/** Phrases that contain `text`, for counting how often something was said. */
export const saidTimes = (phrases: string[], text: string) => phrases.filter((p) => p.includes(text)).length;
