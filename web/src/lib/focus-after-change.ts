import { flushSync } from 'react-dom';

/**
 * Makes a change that brings or removes controls, draws it at once, then focuses `target`
 * (looked up after the change) and hands it back if it took focus (null if it is not there,
 * or cannot take focus). Waiting a frame or a timeout instead is a
 * race: a change made in a request's callback is drawn by a scheduled task, which on a busy
 * machine runs after the frame, and focus then fell to the page (a screen reader says nothing
 * useful, a keyboard user starts again from the top). Call it from an event handler or a
 * request's callback, never while React is rendering.
 */
export function focusAfterChange<T extends HTMLElement>(change: () => void, target: () => T | null | undefined): T | null {
  flushSync(change);
  const element = target();
  element?.focus();
  return element && document.activeElement === element ? element : null;
}
