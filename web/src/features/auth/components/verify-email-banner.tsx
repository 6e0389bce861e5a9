import { UNCONFIRMED_LIMITS } from '@schemas/auth';
import { useId, useLayoutEffect, useRef } from 'react';
import { Frame } from '@/components/ui/page';
import { ResendLinkButton } from './resend-link-button';

/**
 * For a signed-in member whose address is not confirmed: on every screen, between the header
 * and the page, a named region (not a live region: it is there when the page opens and is
 * read in its place). The notice colours are the test-mode notice's, which keep their
 * contrast in dark mode (the palette swaps) and under the contrast filter. It wraps at 320 px
 * and at 200 % text: the words take the width, the button drops below them.
 */
export default function VerifyEmailBanner({ email }: { email: string }) {
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  // Once the address is confirmed (elsewhere, say) the banner goes; if focus was in it, it
  // goes to the page rather than being lost to the top of the document.
  useLayoutEffect(() => {
    const banner = ref.current;
    return () => {
      if (banner?.contains(document.activeElement)) document.getElementById('main-content')?.focus();
    };
  }, []);
  return (
    <section ref={ref} aria-labelledby={`${id}-title`} className="border-b-2 border-amber-700 bg-amber-50 text-amber-950 print:hidden">
      <Frame className="flex flex-wrap items-center gap-x-6 gap-y-3 py-3">
        <p className="min-w-0 flex-1 basis-96">
          <strong id={`${id}-title`}>Confirm your email address.</strong> We sent a link to{' '}
          <span className="font-semibold wrap-anywhere">{email}</span>. {UNCONFIRMED_LIMITS}
        </p>
        <ResendLinkButton />
      </Frame>
    </section>
  );
}
