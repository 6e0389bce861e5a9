/** A new notification is said at most once a minute (issue 19): a busy discussion must not nag. */
export const NOTIFICATION_ANNOUNCE_INTERVAL_MS = 60_000;

export function createAnnounceGate(now: () => number = Date.now) {
  let last: number | undefined;
  return (): boolean => {
    const at = now();
    if (last !== undefined && at - last < NOTIFICATION_ANNOUNCE_INTERVAL_MS) return false;
    last = at;
    return true;
  };
}

/** Whether the member is typing: focus is in a field that takes text. */
export function isTyping(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement) return !element.readOnly;
  if (element instanceof HTMLInputElement)
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'file', 'image', 'color'].includes(element.type);
  return element instanceof HTMLElement && element.isContentEditable === true;
}
