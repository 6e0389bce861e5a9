// The accessibility settings, kept on the device so they hold without signing in. The pre-paint
// copy of these rules lives in public/display-settings.js; the parity test keeps them equal.
import { readItem, removeItem, writeItem } from './device-storage';

export type AccessibilitySettings = {
  fontSize: number;
  textSpacing: number;
  contrast: boolean;
  darkMode: boolean;
  highlightLinks: boolean;
  highlightHeadings: boolean;
  reducedMotion: boolean;
  voiceOverEnabled: boolean;
};
export type SliderKey = 'fontSize' | 'textSpacing';
export type ToggleKey = Exclude<keyof AccessibilitySettings, SliderKey>;

export const SETTINGS_KEY = 'accessibility-settings';

/** Percent bounds of the two sliders: spacing can grow but never shrink below the page's own. */
export const SLIDERS: Record<SliderKey, { min: number; max: number; step: number }> = {
  fontSize: { min: 80, max: 200, step: 10 },
  textSpacing: { min: 100, max: 200, step: 10 },
};

/**
 * Narration starts off, where the spec's table says on: the site's voice would talk over a
 * screen reader, which already speaks every change. It is offered once instead (the panel's
 * first opening) and stays one switch away. Decision 0005 records the deviation.
 */
export const DEFAULT_SETTINGS: Readonly<AccessibilitySettings> = {
  fontSize: 100,
  textSpacing: 100,
  contrast: false,
  darkMode: false,
  highlightLinks: false,
  highlightHeadings: false,
  reducedMotion: false,
  voiceOverEnabled: false,
};

export type ProfileName = 'motor' | 'vision' | 'cognitive';

/** What a profile sets: every display value of its column. Narration is the member's own choice, kept as it is. */
export type ProfileSettings = Omit<AccessibilitySettings, 'voiceOverEnabled'>;

const { voiceOverEnabled: _narration, ...DISPLAY_DEFAULTS } = DEFAULT_SETTINGS;

/** A profile sets every display value, defaults included, so it never keeps another profile's values. */
export const PROFILES: Record<ProfileName, { label: string; settings: Readonly<ProfileSettings> }> = {
  motor: { label: 'Motor', settings: { ...DISPLAY_DEFAULTS, fontSize: 120, textSpacing: 120, highlightLinks: true } },
  vision: {
    label: 'Vision',
    settings: { ...DISPLAY_DEFAULTS, fontSize: 150, contrast: true, highlightLinks: true, highlightHeadings: true },
  },
  cognitive: { label: 'Cognitive', settings: { ...DISPLAY_DEFAULTS, fontSize: 130, highlightHeadings: true, reducedMotion: true } },
};

/** The profile the settings match exactly, if any (shown as the pressed one). */
export function activeProfile(settings: AccessibilitySettings): ProfileName | null {
  const names = Object.keys(PROFILES) as ProfileName[];
  return (
    names.find((name) =>
      (Object.entries(PROFILES[name].settings) as [keyof ProfileSettings, unknown][]).every(([k, v]) => settings[k] === v),
    ) ?? null
  );
}

/** Narration is offered once, on the panel's first opening; the answer is kept on the device. */
export const NARRATION_OFFER_KEY = 'accessibility-narration-offered';

/** Rounds to the slider's step and keeps it within bounds: 75 -> 80, 134 -> 130, 205 -> 200. */
export function clampToStep(key: SliderKey, value: number): number {
  const { min, max, step } = SLIDERS[key];
  if (!Number.isFinite(value)) return DEFAULT_SETTINGS[key];
  const stepped = min + Math.round((value - min) / step) * step;
  return Math.min(max, Math.max(min, stepped));
}

type MediaMatcher = (query: string) => boolean;

const matchesMedia: MediaMatcher = (query) => typeof globalThis.matchMedia === 'function' && globalThis.matchMedia(query).matches;

/** Before anything is saved, the visitor's system preferences are the starting point. */
export function startingSettings(media: MediaMatcher = matchesMedia): AccessibilitySettings {
  return {
    ...DEFAULT_SETTINGS,
    reducedMotion: media('(prefers-reduced-motion: reduce)'),
    contrast: media('(prefers-contrast: more)'),
    darkMode: media('(prefers-color-scheme: dark)'),
  };
}

/** Saved JSON over the starting values, field by field; anything unreadable is ignored. */
export function parseSettings(json: string | null, start: AccessibilitySettings): AccessibilitySettings {
  let saved: unknown;
  try {
    saved = json === null ? null : JSON.parse(json);
  } catch {
    return start;
  }
  if (!saved || typeof saved !== 'object') return start;
  const fields = saved as Record<string, unknown>;
  const result = { ...start };
  for (const key of Object.keys(start) as (keyof AccessibilitySettings)[]) {
    const value = fields[key];
    if (key === 'fontSize' || key === 'textSpacing') {
      if (typeof value === 'number' && Number.isFinite(value)) result[key] = clampToStep(key, value);
    } else if (typeof value === 'boolean') {
      result[key] = value;
    }
  }
  return result;
}

export const readSettings = (media: MediaMatcher = matchesMedia) => parseSettings(readItem(SETTINGS_KEY), startingSettings(media));

export const saveSettings = (settings: AccessibilitySettings) => writeItem(SETTINGS_KEY, JSON.stringify(settings));

/** Forgetting the saved copy lets system preferences lead again on the next visit. */
export const forgetSettings = () => removeItem(SETTINGS_KEY);
