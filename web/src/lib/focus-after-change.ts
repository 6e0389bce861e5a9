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

/** Nothing has focus: the control the member was on went with a change. */
export const focusLost = () => !document.activeElement || document.activeElement === document.body;

/**
 * After a change already drawn (a request's answer read again), focuses `target` only if focus
 * was lost with it: a member who moved on meanwhile is left where they are.
 */
export function focusIfLost<T extends HTMLElement>(target: () => T | null | undefined): T | null {
  return focusAfterChange(
    () => {},
    () => (focusLost() ? target() : null),
  );
}
