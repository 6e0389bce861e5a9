import { useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '@/components/ui/icons';
import { useAccessibilitySettings } from '../hooks/use-accessibility-settings';
import { WIDGET } from '../lib/panel-box';
import { speak } from '../lib/speech';
import { PANEL_ID, SettingsPanel } from './settings-panel';

/**
 * The floating button and its panel, as a non-modal disclosure rather than Headless UI's
 * Popover or Dialog: the visitor watches the page change while adjusting it, so the page
 * must stay visible and usable (no trap, no inert backdrop), and Headless UI (~36 KiB) stays
 * out of the bundle every screen loads. Escape or Close hands focus back to the button.
 */
export function AccessibilityWidget({ onStartTips }: { onStartTips: () => void }) {
  const controls = useAccessibilitySettings();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const startTips = () => {
    onStartTips();
    if (controls.settings.voiceOverEnabled) speak('Tips on');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) close();
  };

  return (
    <div data-a11y-ui="" onKeyDown={onKeyDown} className="print:hidden">
      <button
        ref={button}
        type="button"
        aria-label="Accessibility settings"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        data-floating-control=""
        onClick={() => setOpen((was) => !was)}
        style={{ right: WIDGET.offset, bottom: WIDGET.offset, width: WIDGET.button, height: WIDGET.button }}
        className="fixed z-40 inline-flex items-center justify-center rounded-full border-2 border-white bg-violet-800 text-white shadow-lg hover:bg-violet-900"
      >
        <Icon name="access" className="size-8" strokeWidth={2} />
      </button>
      {/* The container stays in the page so aria-controls always points at something. */}
      <div id={PANEL_ID} hidden={!open}>
        {open && <SettingsPanel controls={controls} onClose={close} onStartTips={startTips} />}
      </div>
    </div>
  );
}
