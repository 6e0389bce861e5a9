import { afterEach, describe, expect, it, vi } from 'vitest';
import prePaintScript from '../../../../public/display-settings.js?raw';
import { applySettings } from './apply-settings';
import { DEFAULT_SETTINGS, PROFILES, readSettings, SETTINGS_KEY, type AccessibilitySettings } from './settings';

const root = document.documentElement;
const rootState = () => ({
  classes: [...root.classList].sort(),
  scale: root.style.getPropertyValue('--a11y-font-scale'),
  spacing: root.style.getPropertyValue('--a11y-spacing'),
});

afterEach(() => {
  root.className = '';
  root.removeAttribute('style');
  vi.unstubAllGlobals();
});

describe('applySettings', () => {
  it('leaves the page plain at the defaults', () => {
    applySettings(DEFAULT_SETTINGS);
    expect(rootState()).toEqual({ classes: [], scale: '1', spacing: '1' });
  });

  it.each([
    ['contrast', 'a11y-contrast'],
    ['darkMode', 'a11y-dark'],
    ['highlightLinks', 'a11y-links'],
    ['highlightHeadings', 'a11y-headings'],
    ['reducedMotion', 'a11y-reduce-motion'],
  ] as const)('sets and clears a root class for %s', (key, className) => {
    applySettings({ ...DEFAULT_SETTINGS, [key]: true });
    expect(root.classList.contains(className)).toBe(true);
    applySettings(DEFAULT_SETTINGS);
    expect(root.classList.contains(className)).toBe(false);
  });

  it('turns text size and spacing into multipliers', () => {
    applySettings({ ...DEFAULT_SETTINGS, fontSize: 130, textSpacing: 150 });
    expect(rootState()).toEqual({ classes: ['a11y-spacing', 'a11y-text-large'], scale: '1.3', spacing: '1.5' });
    applySettings({ ...DEFAULT_SETTINGS, fontSize: 90 });
    expect(rootState()).toEqual({ classes: [], scale: '0.9', spacing: '1' });
  });

  it('never touches the font-size the top bar owns', () => {
    root.style.fontSize = '20px';
    applySettings({ ...DEFAULT_SETTINGS, fontSize: 200 });
    expect(root.style.fontSize).toBe('20px');
  });
});

describe('public/display-settings.js (before first paint)', () => {
  const runScript = () => new Function(prePaintScript)();

  const cases: [string, string | null][] = [
    ['nothing saved', null],
    ['bad JSON', '{oops'],
    ['the Vision profile', JSON.stringify(PROFILES.vision.settings)],
    ['the Motor profile', JSON.stringify(PROFILES.motor.settings)],
    ['values between steps', JSON.stringify({ fontSize: 136, textSpacing: 114 })],
    ['out-of-range and wrong types', JSON.stringify({ fontSize: 73, textSpacing: 260, darkMode: 'yes', reducedMotion: true })],
    [
      'everything on',
      JSON.stringify({
        fontSize: 200,
        textSpacing: 200,
        contrast: true,
        darkMode: true,
        highlightLinks: true,
        highlightHeadings: true,
        reducedMotion: true,
      } satisfies Partial<AccessibilitySettings>),
    ],
  ];

  it.each(cases)('applies the same as the app for %s', (_name, saved) => {
    if (saved !== null) localStorage.setItem(SETTINGS_KEY, saved);
    runScript();
    const fromScript = rootState();
    root.className = '';
    root.removeAttribute('style');
    applySettings(readSettings(() => false));
    expect(fromScript).toEqual(rootState());
  });

  it('starts from system preferences like the app does', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query !== '(prefers-color-scheme: dark)' }));
    runScript();
    expect(rootState().classes).toEqual(['a11y-contrast', 'a11y-reduce-motion']);
  });

  it('still applies the top bar text size in px', () => {
    localStorage.setItem('text-size', '22');
    runScript();
    expect(root.style.fontSize).toBe('22px');
  });
});
