import { useLayoutEffect, useState } from 'react';
import { applySettings } from '../lib/apply-settings';
import { describeChange, describeProfileApplied } from '../lib/labels';
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
 * system preferences keep leading until then. `status` is what the panel's own live region
 * says after a change that no control announces by itself (a profile, Reset): a switch or
 * a slider already tells a screen reader its new state.
 */
export function useAccessibilitySettings() {
  const [settings, setSettings] = useState(() => readSettings());
  const [status, setStatus] = useState('');

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
    status,
    change<K extends keyof AccessibilitySettings>(key: K, value: AccessibilitySettings[K]) {
      const next = { ...settings, [key]: typeof value === 'number' ? clampToStep(key as 'fontSize' | 'textSpacing', value) : value };
      if (next[key] !== settings[key]) {
        setStatus('');
        commit(next, describeChange(key, next));
      }
    },
    applyProfile(name: ProfileName) {
      const { label, settings: preset } = PROFILES[name];
      const message = describeProfileApplied(label, preset);
      // A no-break space makes a repeat differ, so choosing the same profile twice is heard twice.
      setStatus((was) => (was === message ? `${message}\u00a0` : message));
      commit({ ...preset, voiceOverEnabled: settings.voiceOverEnabled }, `${label} profile applied`);
    },
    reset() {
      const next = startingSettings();
      setSettings(next);
      forgetSettings();
      setStatus((was) => (was === 'Settings reset' ? 'Settings reset\u00a0' : 'Settings reset'));
      if (next.voiceOverEnabled) speak('Settings reset');
      else stopSpeaking();
    },
  };
}

export type AccessibilityControls = ReturnType<typeof useAccessibilitySettings>;
