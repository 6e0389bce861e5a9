import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import ConfirmDialog from '@/components/ui/confirm-dialog';
import { Modal } from '@/components/ui/dialog';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { formatLongDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { displayName } from '@/lib/people';
import { useDialog } from '@/lib/use-dialog';
import { useSubmit } from '@/lib/use-submit';
import {
  cmsKeys,
  deleteSubmission,
  markSubmissionRead,
  invalidateCms,
  SUBMISSIONS_PAGE,
  useForms,
  useSubmissions,
  type CmsForm,
  type CmsFormSubmission,
} from '../../api/use-cms';

const answer = (value: string | boolean | undefined) =>
  value === true ? 'Yes' : value === false ? 'No' : value?.trim() ? value : 'No answer';

const LIST_ID = 'form-submissions';

/** Who sent it: a signed-in member's own account, or a visitor whose name and email are only what they typed. */
function Sender({ member }: { member: CmsFormSubmission['member'] }) {
  return member ? (
    <p className="mt-1 text-slate-800">
      <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-sm font-semibold text-emerald-900">Member</span> Sent by{' '}
      {displayName(member)}, signed in to their account.
    </p>
  ) : (
    <p className="mt-1 text-slate-800">
      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">Unverified</span> Sent through the public
      form: the name and email are what the sender typed.
    </p>
  );
}

/** A form's "View": its submissions, newest first; "new" means no editor has marked it read. */
export default function SubmissionsDialog({ form: opened, onClose }: { form: CmsForm; onClose: () => void }) {
  const [page, setPage] = useState(0);
  const { data, error, mutate } = useSubmissions(opened.id, page);
  // The counts follow the list as submissions are marked read, not the row that was clicked.
  const form = useForms().data?.find((f) => f.id === opened.id) ?? opened;
  const deleting = useDialog<CmsFormSubmission>();
  const refresh = () => Promise.all([mutate(), invalidateCms(cmsKeys.forms)]);
  const { submit: toggle } = useSubmit({
    action: (submission: CmsFormSubmission) => markSubmissionRead(form.id, submission.id, !submission.isRead),
    refresh,
    failure: () => 'Failed to update the submission. Please try again.',
  });

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={`Submissions: ${form.name}`}
      description={`${form.submitCount} in total, ${form.newCount} new.`}
    >
      <p>
        <Link to={paths.siteForm(form.id)} className="font-semibold text-violet-900 underline underline-offset-4">
          Open the public form
        </Link>
        {!form.isActive && ' (inactive: it is not accepting responses)'}
      </p>
      <div id={LIST_ID} className="relative mt-4 max-h-[60vh] overflow-y-auto" role="region" aria-label="Submissions" tabIndex={0}>
        {error ? (
          <p role="alert" className="text-red-800">
            There was an error loading the submissions. Please try again later.
          </p>
        ) : !data ? (
          <Spinner label="Loading submissions..." />
        ) : data.length === 0 ? (
          <p className="text-slate-700">No submissions yet.</p>
        ) : (
          <ol className="space-y-4">
            {data.map((s) => (
              <li key={s.id} className={`rounded-xl border p-4 ${s.isRead ? 'border-slate-300' : 'border-violet-700 bg-violet-50'}`}>
                <h3 className="font-semibold text-slate-950">
                  {formatLongDateTime(s.createdAt)}
                  {!s.isRead && <span className="ml-2 rounded-full bg-violet-800 px-2 py-0.5 text-sm text-white">New</span>}
                </h3>
                <Sender member={s.member} />
                <dl className="mt-2 space-y-1">
                  {form.fields.map((f) => (
                    <div key={f.name} className="sm:flex sm:gap-2">
                      <dt className="font-semibold text-slate-800">{f.label}:</dt>
                      <dd className="whitespace-pre-wrap text-slate-900">{answer(s.data[f.name])}</dd>
                    </div>
                  ))}
                </dl>
                <div className="mt-3 flex flex-wrap gap-3">
                  <Button variant="secondary" onClick={() => void toggle(s)}>
                    {s.isRead ? 'Mark as new' : 'Mark as read'}
                    <span className="sr-only"> (submission of {formatLongDateTime(s.createdAt)})</span>
                  </Button>
                  <Button variant="ghost" onClick={() => deleting.open(s)}>
                    Delete <span className="sr-only">submission of {formatLongDateTime(s.createdAt)}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
      {(page > 0 || data?.length === SUBMISSIONS_PAGE) && (
        <Pager page={page} onPage={setPage} fullPage={data?.length === SUBMISSIONS_PAGE} label="Submissions" />
      )}
      {deleting.current && (
        <ConfirmDialog
          title="Delete submission?"
          text={`The submission of ${formatLongDateTime(deleting.current.createdAt)} will be deleted. This cannot be undone.`}
          confirmLabel="Delete submission"
          action={() => deleteSubmission(form.id, deleting.current!.id)}
          refresh={refresh}
          success="Submission deleted successfully"
          failureTitle="Failed to delete submission"
          failure={() => undefined}
          onClose={deleting.close}
          // Its Delete button is gone with it: focus lands on the list.
          fallbackFocus={LIST_ID}
        />
      )}
    </Modal>
  );
}
