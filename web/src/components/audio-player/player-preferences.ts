// How this member likes the player, kept on this device (not on the server): skip lengths and
// whether single-key shortcuts are on. SPEC section 9's 10 seconds stays the default.

export const SKIP_CHOICES = [5, 10, 15, 30, 60] as const;
export type SkipSeconds = (typeof SKIP_CHOICES)[number];

export type PlayerPreferences = {
  skipBack: SkipSeconds;
  skipForward: SkipSeconds;
  /** Single-key shortcuts while focus is in a player (WCAG 2.1.4: they can be turned off). */
  shortcuts: boolean;
  /** When one item ends, the first of "Up next" starts. */
  autoAdvance: boolean;
};

export const DEFAULT_PREFERENCES: PlayerPreferences = { skipBack: 10, skipForward: 10, shortcuts: true, autoAdvance: true };

const STORAGE_KEY = 'player-preferences';

const skipOr = (value: unknown, fallback: SkipSeconds): SkipSeconds =>
  (SKIP_CHOICES as readonly unknown[]).includes(value) ? (value as SkipSeconds) : fallback;

export function loadPreferences(): PlayerPreferences {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<Record<keyof PlayerPreferences, unknown>>;
    return {
      skipBack: skipOr(stored.skipBack, DEFAULT_PREFERENCES.skipBack),
      skipForward: skipOr(stored.skipForward, DEFAULT_PREFERENCES.skipForward),
      shortcuts: typeof stored.shortcuts === 'boolean' ? stored.shortcuts : DEFAULT_PREFERENCES.shortcuts,
      autoAdvance: typeof stored.autoAdvance === 'boolean' ? stored.autoAdvance : DEFAULT_PREFERENCES.autoAdvance,
    };
  } catch {
    // Unreadable or switched-off storage: the defaults.
    return DEFAULT_PREFERENCES;
  }
}

export function savePreferences(preferences: PlayerPreferences) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(preferences));
  } catch {
    // Not kept for next time, but in force until the page closes.
  }
}
