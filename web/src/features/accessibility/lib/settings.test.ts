import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clampToStep,
  DEFAULT_SETTINGS,
  parseSettings,
  PROFILES,
  readSettings,
  saveSettings,
  SETTINGS_KEY,
  startingSettings,
} from './settings';

afterEach(() => vi.unstubAllGlobals());

describe('slider bounds and steps', () => {
  it('keeps text size within 80-200 in steps of 10', () => {
    expect(clampToStep('fontSize', 75)).toBe(80);
    expect(clampToStep('fontSize', 205)).toBe(200);
    expect(clampToStep('fontSize', 134)).toBe(130);
    expect(clampToStep('fontSize', 136)).toBe(140);
    expect(clampToStep('fontSize', 80)).toBe(80);
    expect(clampToStep('fontSize', Number.NaN)).toBe(100);
  });

  it('keeps text spacing within 100-200 in steps of 10', () => {
    expect(clampToStep('textSpacing', 90)).toBe(100);
    expect(clampToStep('textSpacing', 250)).toBe(200);
    expect(clampToStep('textSpacing', 117)).toBe(120);
  });
});

describe('defaults and profiles', () => {
  it('starts from the table defaults, except narration, which starts off (decision 0005)', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      fontSize: 100,
      textSpacing: 100,
      contrast: false,
      darkMode: false,
      highlightLinks: false,
      highlightHeadings: false,
      reducedMotion: false,
      voiceOverEnabled: false,
    });
  });

  it("sets every display value of the Motor column (narration stays the member's choice)", () => {
    expect(PROFILES.motor.settings).toEqual({
      fontSize: 120,
      textSpacing: 120,
      contrast: false,
      highlightLinks: true,
      highlightHeadings: false,
      reducedMotion: false,
      darkMode: false,
    });
  });

  it('sets every value of the Vision column', () => {
    expect(PROFILES.vision.settings).toEqual({
      fontSize: 150,
      textSpacing: 100,
      contrast: true,
      highlightLinks: true,
      highlightHeadings: true,
      reducedMotion: false,
      darkMode: false,
    });
  });

  it('sets every value of the Cognitive column', () => {
    expect(PROFILES.cognitive.settings).toEqual({
      fontSize: 130,
      textSpacing: 100,
      contrast: false,
      highlightLinks: false,
      highlightHeadings: true,
      reducedMotion: true,
      darkMode: false,
    });
  });
});

describe('device storage', () => {
  it('round-trips through JSON under accessibility-settings', () => {
    const chosen = { ...DEFAULT_SETTINGS, fontSize: 170, darkMode: true, voiceOverEnabled: false };
    saveSettings(chosen);
    expect(SETTINGS_KEY).toBe('accessibility-settings');
    expect(JSON.parse(localStorage.getItem('accessibility-settings')!)).toEqual(chosen);
    expect(readSettings(() => false)).toEqual(chosen);
  });

  it('falls back to the defaults on bad JSON or nothing saved', () => {
    localStorage.setItem(SETTINGS_KEY, '{not json');
    expect(readSettings(() => false)).toEqual(DEFAULT_SETTINGS);
    localStorage.removeItem(SETTINGS_KEY);
    expect(readSettings(() => false)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('"a string"', DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
  });

  it('ignores wrongly typed fields and brings numbers back in bounds', () => {
    const parsed = parseSettings(
      JSON.stringify({ fontSize: 999, textSpacing: '150', contrast: 'yes', highlightLinks: true }),
      DEFAULT_SETTINGS,
    );
    expect(parsed).toEqual({ ...DEFAULT_SETTINGS, fontSize: 200, highlightLinks: true });
  });

  it('keeps working when storage throws', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    });
    expect(() => saveSettings(DEFAULT_SETTINGS)).not.toThrow();
    expect(readSettings(() => false)).toEqual(DEFAULT_SETTINGS);
  });
});

describe('starting values from system preferences', () => {
  it('turns on reduced motion, high contrast and dark mode when the system asks for them', () => {
    const asked = new Set(['(prefers-reduced-motion: reduce)', '(prefers-contrast: more)', '(prefers-color-scheme: dark)']);
    expect(startingSettings((q) => asked.has(q))).toEqual({ ...DEFAULT_SETTINGS, reducedMotion: true, contrast: true, darkMode: true });
    expect(startingSettings(() => false)).toEqual(DEFAULT_SETTINGS);
  });

  it('reads them through matchMedia, and a saved choice wins over them', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' }));
    expect(readSettings().darkMode).toBe(true);
    saveSettings({ ...DEFAULT_SETTINGS, darkMode: false });
    expect(readSettings().darkMode).toBe(false);
  });
});
