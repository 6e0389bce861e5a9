import { textSizeStore } from '@/lib/text-size';
import type { AccessibilitySettings, ToggleKey } from './settings';

/** The classes the stylesheet keys on (styles/index.css, "Accessibility widget"). */
const ROOT_CLASSES: Record<Exclude<ToggleKey, 'voiceOverEnabled'>, string> = {
  contrast: 'a11y-contrast',
  darkMode: 'a11y-dark',
  highlightLinks: 'a11y-links',
  highlightHeadings: 'a11y-headings',
  reducedMotion: 'a11y-reduce-motion',
};
const SPACING_CLASS = 'a11y-spacing';
const LARGE_TEXT_CLASS = 'a11y-text-large';

/**
 * The widget changes the page only through classes and custom properties on <html>, never
 * the markup, so every screen (and every screen still to be written) follows it. The text
 * size is a multiplier (--a11y-font-scale) on the text sizes, not on html's font-size: the
 * top bar's px control owns that, and the two choices multiply instead of overwriting.
 */
export function applySettings(settings: AccessibilitySettings, root: HTMLElement = document.documentElement): void {
  for (const [key, className] of Object.entries(ROOT_CLASSES) as [keyof typeof ROOT_CLASSES, string][]) {
    root.classList.toggle(className, settings[key]);
  }
  root.classList.toggle(SPACING_CLASS, settings.textSpacing > 100);
  root.classList.toggle(LARGE_TEXT_CLASS, settings.fontSize > 100);
  root.style.setProperty('--a11y-font-scale', String(settings.fontSize / 100));
  root.style.setProperty('--a11y-spacing', String(settings.textSpacing / 100));
  if (root === document.documentElement) textSizeStore.setScale(settings.fontSize / 100);
}
