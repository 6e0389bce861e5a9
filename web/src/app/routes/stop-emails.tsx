import { DELIVERY_LABELS, STOP_TARGETS, stopTargetLabel } from '@schemas/notifications';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Page } from '@/components/ui/page';
import { PageTitle } from '@/components/ui/page-title';
import { TextLink } from '@/components/ui/text-link';
import { stopEmails, type StopTarget } from '@/features/notifications/api/use-notifications';
import { errorMessage } from '@/lib/api-client';
import { focusAfterChange } from '@/lib/focus-after-change';
import { paths } from '@/lib/paths';
import { useSubmit } from '@/lib/use-submit';

/**
 * "Stop these emails" from a notification mail: works without signing in (the link's secret is
 * the proof). A button, not the link itself, makes the change: mail scanners open links.
 */
export default function StopEmailsRoute() {
  const [params] = useSearchParams();
  const kindParam = params.get('kind') ?? '';
  const kind = (STOP_TARGETS as readonly string[]).includes(kindParam) ? (kindParam as StopTarget) : null;
  const [done, setDone] = useState(false);
  const result = useRef<HTMLParagraphElement>(null);
  const what = kind ? stopTargetLabel(kind) : null;
  const stop = useSubmit({
    action: () => stopEmails({ member: params.get('member') ?? '', kind: kind!, token: params.get('token') ?? '' }),
    failure: (error) => errorMessage(error, 'Something went wrong. Please try again.'),
    failureIn: 'summary',
    onSuccess: () =>
      void focusAfterChange(
        () => setDone(true),
        () => result.current,
      ),
  });

  return (
    <Page measure="reading">
      <PageTitle title="Stop these emails">Stop these emails</PageTitle>
      {!kind ? (
        <p className="mt-4 text-lg text-slate-700">
          This link is not complete. <TextLink to={`${paths.notifications}?preferences=1`}>Sign in and choose your email settings</TextLink>
          .
        </p>
      ) : done ? (
        <p ref={result} tabIndex={-1} className="mt-4 text-lg text-slate-900 outline-none">
          Done. You will no longer get emails about {what}. You will still see them under Notifications when you sign in (
          {DELIVERY_LABELS.app.toLowerCase()}). <TextLink to={`${paths.notifications}?preferences=1`}>Change your settings</TextLink>
        </p>
      ) : (
        <>
          <p className="mt-4 text-lg text-slate-700">Stop emails about {what}? You will still see them in the app.</p>
          <div className="mt-4">
            <ErrorSummary {...stop.summary} />
          </div>
          <Button className="mt-6" busy={stop.busy} onClick={() => void stop.submit()}>
            Stop these emails
          </Button>
        </>
      )}
    </Page>
  );
}
