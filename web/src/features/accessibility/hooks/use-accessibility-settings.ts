import { useLayoutEffect, useState } from 'react';
import { applySettings } from '../lib/apply-settings';
import { describeChange } from '../lib/labels';
import {
  clampToStep,
  forgetSettings,
  PROFILES,
  readSettings,
  saveSettings,
  startingSettings,
  type AccessibilitySettings,
  type ProfileName,
} from '../lib/settings';
import { speak, stopSpeaking } from '../lib/speech';

/**
 * The settings, applied to <html>, saved on every change the visitor makes, and confirmed
 * aloud when narration is on. Nothing is saved until the visitor changes something, so
 * system preferences keep leading until then.
 */
export function useAccessibilitySettings() {
  const [settings, setSettings] = useState(() => readSettings());

  // The pre-paint script already did this on load; here it follows each change, before the
  // browser paints again, so the page never shows one frame of the old settings.
  useLayoutEffect(() => applySettings(settings), [settings]);

  const commit = (next: AccessibilitySettings, message: string) => {
    setSettings(next);
    saveSettings(next);
    if (next.voiceOverEnabled) speak(message);
    else stopSpeaking();
  };

  return {
    settings,
    change<K extends keyof AccessibilitySettings>(key: K, value: AccessibilitySettings[K]) {
      const next = { ...settings, [key]: typeof value === 'number' ? clampToStep(key as 'fontSize' | 'textSpacing', value) : value };
      if (next[key] !== settings[key]) commit(next, describeChange(key, next));
    },
    applyProfile(name: ProfileName) {
      commit({ ...PROFILES[name].settings }, `${PROFILES[name].label} profile applied`);
    },
    reset() {
      const next = startingSettings();
      setSettings(next);
      forgetSettings();
      if (next.voiceOverEnabled) speak('Settings reset');
    },
  };
}

export type AccessibilityControls = ReturnType<typeof useAccessibilitySettings>;
