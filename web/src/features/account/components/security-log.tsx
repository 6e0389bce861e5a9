import { SIGN_IN_METHOD_NAMES } from '@schemas/account';
import { PageSection } from '@/components/ui/page-section';
import { EmptyState } from '@/components/ui/states';
import { formatLongDateTime } from '@/lib/format';
import { useSecurityLog, type SecurityEvent } from '../api/account-settings';

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
    <PageSection
      id={HEADING_ID}
      title="Security Log"
      intro="Sign-ins and changes to your account, newest first. If something here was not you, change your password."
      read={{ isLoading, error }}
      loading="Loading your security log…"
      failed={{ title: 'Unable to Load Security Log', text: "We couldn't load your security log. Please try again." }}
    >
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
    </PageSection>
  );
}
