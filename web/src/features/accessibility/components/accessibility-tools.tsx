import { useTips } from '../hooks/use-tips';
import { tipsDue, visitsBeforeThisLoadOnce } from '../lib/tips';
import { AccessibilityWidget } from './accessibility-widget';
import { TipBox } from './tip-box';

const tipsDueThisLoad = () => tipsDue(visitsBeforeThisLoadOnce());

/** The accessibility widget and tips, for every screen (SPEC sections 2 and 4). */
export function AccessibilityTools({ tipsDueOnLoad = tipsDueThisLoad }: { tipsDueOnLoad?: () => boolean }) {
  const tips = useTips(tipsDueOnLoad);
  return (
    <>
      <AccessibilityWidget onStartTips={tips.restart} />
      <TipBox tips={tips} />
    </>
  );
}
