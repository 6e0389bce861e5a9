import { useKeepFocusClear } from '../hooks/use-keep-focus-clear';
import { useTips } from '../hooks/use-tips';
import { tipsDue, visitsBeforeThisLoadOnce } from '../lib/tips';
import { AccessibilityWidget } from './accessibility-widget';
import { TipBox } from './tip-box';

const tipsDueThisLoad = () => tipsDue(visitsBeforeThisLoadOnce());

/** The accessibility widget and tips, on every screen, signed in or not. */
export function AccessibilityTools({ tipsDueOnLoad = tipsDueThisLoad }: { tipsDueOnLoad?: () => boolean }) {
  const tips = useTips(tipsDueOnLoad);
  useKeepFocusClear();
  return (
    <>
      <AccessibilityWidget onStartTips={tips.restart} />
      <TipBox tips={tips} />
    </>
  );
}
