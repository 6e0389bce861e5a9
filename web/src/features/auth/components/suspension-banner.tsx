import { suspensionMessage } from '@schemas/standing';
import { useId } from 'react';
import { Frame } from '@/components/ui/page';
import type { Suspension } from '../api/use-current-user';

/**
 * For a signed-in member who is suspended: on every screen, between the header and the page,
 * a named region (not a live region: it is there when the page opens and is read in its
 * place) with the reason and the end, in the words the worker refuses their posts with. The
 * colours are the verify-email banner's, which keep their contrast in dark mode and under
 * the contrast filter; it wraps at 320 px and at 200 % text.
 */
export default function SuspensionBanner({ suspension }: { suspension: Suspension }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="border-b-2 border-amber-700 bg-amber-50 text-amber-950 print:hidden">
      <Frame className="py-3">
        <p className="wrap-anywhere">
          <strong id={`${id}-title`}>Your account is suspended.</strong> {suspensionMessage(suspension)}
        </p>
      </Frame>
    </section>
  );
}
