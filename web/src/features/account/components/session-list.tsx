import { Suspense } from 'react';
import { useDialog } from '@/lib/use-dialog';
import { Button, ButtonAnchor } from '@/components/ui/button';
import { PageSection } from '@/components/ui/page-section';
import { formatLongDate, formatLongDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useSubmit } from '@/lib/use-submit';
import { endOtherSessions, endSession, useSessions, type SessionSummary } from '../api/use-sessions';
import { ConfirmDialog } from '@/components/ui/lazy-confirm-dialog';

const FAILED = 'Something went wrong. Please try again.';

const HEADING_ID = 'devices-heading';

/** Ends one other session; its row goes, so focus goes to the section heading. */
function EndSessionButton({ session, refresh }: { session: SessionSummary; refresh: () => Promise<unknown> }) {
  const { busy, submit } = useSubmit({
    action: () => endSession(session.id),
    refresh,
    success: { title: 'Signed out', description: `${session.device} is signed out.` },
    failure: FAILED,
    onSuccess: () => document.getElementById(HEADING_ID)?.focus(),
  });
  return (
    <Button variant="secondary" busy={busy} onClick={() => void submit()}>
      {busy ? 'Signing out…' : 'Sign Out'}{' '}
      <span className="sr-only">
        {session.device}, signed in {formatLongDate(session.signedInAt)}
      </span>
    </Button>
  );
}

/**
 * "Signed-in devices": every session of the member, this one first marked "This device".
 * Ending another session takes one press (it loses nothing); signing out everywhere else asks
 * first. After a row goes, focus returns to the section heading so it is never lost (after the
 * question, once the dialog has closed: the page behind it is inert until then).
 */
export function SessionList() {
  const { data: sessions, error, isLoading, mutate } = useSessions();
  const confirmAll = useDialog<true>();

  const others = sessions?.filter((s) => !s.current) ?? [];
  return (
    <PageSection
      id={HEADING_ID}
      title="Signed-in Devices"
      focusable
      intro="If you see a device you do not recognise, sign it out and change your password."
      read={{ isLoading, error }}
      loading="Loading your devices…"
      failed={{ title: 'Unable to Load Devices', text: "We couldn't load your signed-in devices. Please try again." }}
    >
      {sessions && (
        <>
          <ul className="mt-6 grid gap-4">
            {sessions.map((session) => (
              <li key={session.id} className="rounded-xl border border-slate-300 bg-white p-5 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-4">
                  <div>
                    <h3 className="text-lg font-semibold text-slate-950">
                      {session.device}{' '}
                      {session.current && (
                        <span className="ml-3 inline-block rounded-full bg-emerald-100 px-3 py-0.5 text-sm font-semibold whitespace-nowrap text-emerald-900">
                          This device
                        </span>
                      )}
                    </h3>
                    <dl className="mt-2 grid gap-1 text-slate-700 sm:grid-cols-[auto_1fr] sm:gap-x-3">
                      <dt className="font-medium">Signed in</dt>
                      <dd>{formatLongDate(session.signedInAt)}</dd>
                      <dt className="font-medium">Last active</dt>
                      <dd>{formatLongDateTime(session.lastSeenAt)}</dd>
                    </dl>
                  </div>
                  {session.current ? (
                    <ButtonAnchor href={paths.logout} variant="secondary">
                      Sign Out
                    </ButtonAnchor>
                  ) : (
                    <EndSessionButton session={session} refresh={mutate} />
                  )}
                </div>
              </li>
            ))}
          </ul>
          {others.length > 0 && (
            <Button className="mt-6" onClick={() => confirmAll.open(true)}>
              Sign out everywhere else
            </Button>
          )}
        </>
      )}
      {confirmAll.current && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title="Sign out everywhere else?"
            text={`This signs out ${others.length} other ${others.length === 1 ? 'device' : 'devices'}. This device stays signed in.`}
            confirmLabel="Sign out everywhere else"
            action={endOtherSessions}
            refresh={() => mutate()}
            success={({ revoked }) => ({
              title: 'Signed out everywhere else',
              description: `${revoked} ${revoked === 1 ? 'device is' : 'devices are'} signed out. This device stays signed in.`,
            })}
            failure={FAILED}
            onClose={confirmAll.close}
            fallbackFocus={HEADING_ID}
          />
        </Suspense>
      )}
    </PageSection>
  );
}
