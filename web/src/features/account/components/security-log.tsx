import { SIGN_IN_METHOD_NAMES, type SecurityEvent } from '@schemas/account';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { formatLongDateTime } from '@/lib/format';
import { useSecurityLog } from '../api/account-settings';

const HEADING_ID = 'security-log-heading';

/** One event as one sentence: what happened, how, and on which device. */
export function describeEvent(event: SecurityEvent): string {
  const what = {
    'signed-in': `Signed in ${event.method ? `${SIGN_IN_METHOD_NAMES[event.method]} ` : ''}`,
    'password-changed': 'Password changed ',
    'password-reset': 'New password chosen from an emailed link ',
    'email-change-requested': 'Change of email address asked for ',
    'email-changed': 'Email address changed ',
    'email-confirmed': 'Email address confirmed ',
    'sign-ins-removed': 'Passkeys and sign-ins from before your address was confirmed removed ',
  }[event.kind];
  return `${what}on ${event.device}${event.newDevice ? ' — a new device' : ''}`;
}

/**
 * "Security log": every sign-in and every change to how the member signs in, newest first, so
 * they can spot what was not them. Each event is one sentence, then when it happened.
 */
export function SecurityLog() {
  const { data: events, error, isLoading } = useSecurityLog();
  return (
    <section aria-labelledby={HEADING_ID} className="mt-10">
      <h2 id={HEADING_ID} className="text-2xl font-bold text-slate-950">
        Security Log
      </h2>
      <p className="mt-2 text-slate-700">
        Sign-ins and changes to your account, newest first. If something here was not you, change your password.
      </p>
      {isLoading && (
        <p role="status" className="mt-6 text-slate-700">
          Loading your security log…
        </p>
      )}
      {error && (
        <div className="mt-6">
          <ErrorState level={3} title="Unable to Load Security Log" text="We couldn't load your security log. Please try again." />
        </div>
      )}
      {events?.length === 0 && (
        <div className="mt-6">
          <EmptyState
            level={3}
            title="Nothing in Your Security Log Yet"
            text="Your sign-ins and changes to your account will be listed here."
          />
        </div>
      )}
      {events && events.length > 0 && (
        <ol className="mt-6 divide-y divide-slate-300 rounded-xl border border-slate-300 bg-white">
          {events.map((event) => (
            <li key={event.id} className="p-5">
              <p className={`wrap-anywhere text-slate-950 ${event.newDevice ? 'font-semibold' : ''}`}>{describeEvent(event)}</p>
              <p className="mt-1 text-slate-700">
                <time dateTime={event.at}>{formatLongDateTime(event.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
