// Device storage can be missing or throw (private modes, blocked cookies, full quota). The
// widget must keep working for the visit either way, so every access goes through here.

export function readItem(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    /* the choice still applies for this visit */
  }
}

export function removeItem(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    /* nothing saved to forget */
  }
}
