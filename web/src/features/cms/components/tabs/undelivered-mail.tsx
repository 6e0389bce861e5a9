import { DataTable } from '@/components/ui/data-table';
import { formatLongDateTime } from '@/lib/format';
import { useMailFailures, type MailFailure } from '../../api/use-cms';

const HEADING_ID = 'undelivered-mail-heading';

/** What each mail was for, as the worker names its kinds (services/mail.ts, MailKind). */
const KIND_NAMES: Record<string, string> = {
  'verify-email': 'Confirm email address',
  'already-registered': 'Already has an account',
  'reset-password': 'Choose a new password',
  'password-changed': 'Password changed',
  'role-changed': 'Role changed',
  suspended: 'Account suspended',
  'suspension-lifted': 'Suspension lifted',
  'delete-account': 'Confirm deleting an account',
  'account-deleted': 'Account deleted',
};

/**
 * Admins only, under the member list: mail the queue gave up on after its retries, so an
 * admin can reach the member another way (a link that never arrived, a warning never seen).
 */
export function UndeliveredMail() {
  const { data, error } = useMailFailures();
  return (
    <section aria-labelledby={HEADING_ID} className="mt-10">
      <h3 id={HEADING_ID} className="text-xl font-bold text-slate-950">
        Undelivered mail
      </h3>
      <p className="mt-1 text-slate-700">
        Mail the portal stopped trying to send, newest first. Reach the member another way if it matters.
      </p>
      {error ? (
        <p className="mt-4 font-semibold text-red-800">The undelivered mail could not be loaded. Please try again later.</p>
      ) : !data ? (
        <p role="status" className="mt-4 text-slate-700">
          Loading undelivered mail...
        </p>
      ) : data.length === 0 ? (
        <p className="mt-4 text-slate-800">No undelivered mail.</p>
      ) : (
        <DataTable<MailFailure>
          caption="Undelivered mail"
          rows={data}
          rowKey={(m) => m.id}
          columns={[
            { header: 'Failed', cell: (m) => formatLongDateTime(m.failedAt) },
            { header: 'To', cell: (m) => <span className="break-all">{m.toAddress}</span> },
            { header: 'Subject', cell: (m) => m.subject },
            { header: 'Kind', cell: (m) => KIND_NAMES[m.kind] ?? m.kind },
            { header: 'Tries', cell: (m) => m.attempts },
            { header: 'Error', cell: (m) => <span className="wrap-anywhere">{m.error}</span> },
          ]}
        />
      )}
    </section>
  );
}
