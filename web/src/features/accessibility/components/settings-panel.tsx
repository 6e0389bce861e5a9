import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { effectivePx, textSizeStore } from '@/lib/text-size';
import type { AccessibilityControls } from '../hooks/use-accessibility-settings';
import { usePanelBox } from '../hooks/use-panel-box';
import { SLIDER_LABELS, TOGGLE_LABELS } from '../lib/labels';
import { activeProfile, SLIDERS, type SliderKey, type ToggleKey } from '../lib/settings';
import { NarrationOffer } from './narration-offer';
import { ProfileList } from './profile-list';
import { SettingSlider } from './setting-slider';
import { SettingSwitch } from './setting-switch';

export const PANEL_ID = 'accessibility-panel';
const TITLE_ID = 'accessibility-panel-title';
const NARRATION_SWITCH_ID = 'accessibility-narration';
const DISPLAY_TOGGLES: ToggleKey[] = ['contrast', 'darkMode', 'highlightLinks', 'highlightHeadings', 'reducedMotion'];

type Props = { controls: AccessibilityControls; onClose: () => void; onStartTips: () => void };

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-4 border-t border-slate-300 pt-3">
      <h3 className="mb-2 px-2 text-lg font-bold text-slate-950">{title}</h3>
      <div className="space-y-2">{children}</div>
    </section>
  );
}

/** The open panel: mounted only while open, so its resize and scroll listeners live only then. */
export function SettingsPanel({ controls, onClose, onStartTips }: Props) {
  const { settings, status, change, applyProfile, reset } = controls;
  const box = usePanelBox();
  const size = useSyncExternalStore(textSizeStore.subscribe, textSizeStore.get, textSizeStore.get);
  const title = useRef<HTMLHeadingElement>(null);

  // Focus moves to the heading, so a screen reader announces where it is and Tab goes on
  // to the first control (narration). The panel is not modal: Tab can leave it.
  useEffect(() => title.current?.focus(), []);

  return (
    // The heading scrolls with the rest: at 200% text on a 24 px base it would fill a fixed header.
    <section
      aria-labelledby={TITLE_ID}
      style={{
        right: box.right,
        bottom: box.bottom,
        width: box.width,
        maxHeight: box.maxHeight,
        height: box.sheet ? box.maxHeight : undefined,
      }}
      data-sheet={box.sheet || undefined}
      className={`fixed overflow-y-auto overscroll-contain border-slate-700 bg-white text-slate-900 wrap-break-word shadow-2xl ${
        box.sheet ? 'z-50 border-t-2' : 'z-40 rounded-2xl border-2'
      }`}
    >
      {/* Wraps, so at large text Close goes under the heading rather than splitting its words. */}
      <div className="mx-2 flex flex-wrap items-center justify-between gap-x-2 border-b border-slate-300 pb-2">
        <h2 id={TITLE_ID} ref={title} tabIndex={-1} className="px-2 pt-3 pb-2 text-xl font-bold text-slate-950 outline-none">
          Accessibility settings
        </h2>
        {/* A sheet covers the whole phone screen: its Close is at the top too, where a thumb expects it. */}
        {box.sheet && (
          <Button variant="secondary" className="px-3" onClick={onClose}>
            Close
          </Button>
        )}
      </div>
      {/* The panel's own voice for changes no control announces itself (a profile, Reset). */}
      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {status}
      </p>
      <div className="px-2 pt-2 pb-3">
        <NarrationOffer on={settings.voiceOverEnabled} onChoose={(on) => change('voiceOverEnabled', on)} after={NARRATION_SWITCH_ID} />
        <SettingSwitch
          id={NARRATION_SWITCH_ID}
          {...TOGGLE_LABELS.voiceOverEnabled}
          checked={settings.voiceOverEnabled}
          onChange={(on) => change('voiceOverEnabled', on)}
        />
        <Group title="Profiles">
          <p className="px-2 text-sm text-slate-700">A starting point: every setting below stays yours to change.</p>
          <ProfileList active={activeProfile(settings)} onChoose={applyProfile} />
        </Group>
        <Group title="Text">
          {(Object.keys(SLIDERS) as SliderKey[]).map((key) => (
            <SettingSlider
              key={key}
              label={SLIDER_LABELS[key]}
              value={settings[key]}
              {...SLIDERS[key]}
              onChange={(value) => change(key, value)}
              px={key === 'fontSize' ? effectivePx(size) : undefined}
            />
          ))}
        </Group>
        <Group title="Display">
          {DISPLAY_TOGGLES.map((key) => (
            <SettingSwitch key={key} {...TOGGLE_LABELS[key]} checked={settings[key]} onChange={(on) => change(key, on)} />
          ))}
        </Group>
        <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-300 px-2 pt-4">
          <Button variant="secondary" className="flex-1 px-3" onClick={onStartTips}>
            Tips
          </Button>
          <Button variant="secondary" className="flex-1 px-3" onClick={reset}>
            Reset
          </Button>
          <Button className="flex-1 px-3" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </section>
  );
}
