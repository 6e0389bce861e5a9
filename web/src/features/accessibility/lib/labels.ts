// What the panel shows and what narration says, in one place so the two never drift apart.
import { DEFAULT_SETTINGS, type AccessibilitySettings, type ProfileSettings, type SliderKey, type ToggleKey } from './settings';

export const SLIDER_LABELS: Record<SliderKey, string> = { fontSize: 'Text size', textSpacing: 'Text spacing' };

export const TOGGLE_LABELS: Record<ToggleKey, { label: string; hint: string }> = {
  voiceOverEnabled: {
    label: 'Spoken narration',
    hint: 'Says each change you make here out loud. Leave it off if you use a screen reader: it already tells you.',
  },
  contrast: { label: 'High contrast', hint: 'Stronger contrast and brighter colours.' },
  darkMode: { label: 'Dark mode', hint: 'Light text on dark backgrounds.' },
  highlightLinks: { label: 'Highlight links', hint: 'Links get a yellow background and underline.' },
  highlightHeadings: { label: 'Highlight headings', hint: 'Headings get a bar and a tint.' },
  reducedMotion: { label: 'Reduced motion', hint: 'Stops animations and moving effects.' },
};

/** The short confirmation narration speaks, e.g. "High contrast on", "Text size 130 percent". */
export function describeChange(key: keyof AccessibilitySettings, settings: AccessibilitySettings): string {
  if (key === 'fontSize' || key === 'textSpacing') return `${SLIDER_LABELS[key]} ${settings[key]} percent`;
  return `${TOGGLE_LABELS[key].label} ${settings[key] ? 'on' : 'off'}`;
}

/** A profile told by what it does, e.g. "Larger text (120%), wider spacing (120%), highlighted links". */
export function describeProfile(settings: ProfileSettings): string {
  const parts: string[] = [];
  if (settings.fontSize !== DEFAULT_SETTINGS.fontSize)
    parts.push(`${settings.fontSize > 100 ? 'larger' : 'smaller'} text (${settings.fontSize}%)`);
  if (settings.textSpacing !== DEFAULT_SETTINGS.textSpacing) parts.push(`wider spacing (${settings.textSpacing}%)`);
  if (settings.contrast) parts.push('high contrast');
  if (settings.darkMode) parts.push('dark mode');
  if (settings.highlightLinks) parts.push('highlighted links');
  if (settings.highlightHeadings) parts.push('highlighted headings');
  if (settings.reducedMotion) parts.push('reduced motion');
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What the panel's status says after a profile: "Vision profile applied: text 150 %, high contrast on, …". */
export function describeProfileApplied(label: string, settings: ProfileSettings): string {
  const parts = [`text ${settings.fontSize} %`, `spacing ${settings.textSpacing} %`];
  for (const key of ['contrast', 'darkMode', 'highlightLinks', 'highlightHeadings', 'reducedMotion'] as const)
    parts.push(`${TOGGLE_LABELS[key].label.toLowerCase()} ${settings[key] ? 'on' : 'off'}`);
  return `${label} profile applied: ${parts.join(', ')}`;
}
