import { useRef, useState } from 'react';
import { Button, ButtonAnchor } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { focusAfterChange } from '@/lib/focus-after-change';
import { paths } from '@/lib/paths';
import { useSubmit } from '@/lib/use-submit';
import { prepareExport, useExportSize } from '../api/privacy';

/**
 * "Get a copy of your data": a download link for most members; for the largest accounts
 * (decision 0022) a button that has the copy prepared in the background and mailed. Until the
 * size is known, or if asking failed, the links are shown: the worker itself refuses a copy
 * too large to send at once, in words.
 */
export function DataCopySection() {
  const { data: size } = useExportSize();
  const [preparing, setPreparing] = useState<string | null>(null);
  // The button goes once it has done its work: focus moves to the words that replace it.
  const note = useRef<HTMLParagraphElement>(null);
  const prepare = useSubmit({
    action: prepareExport,
    failure: (error) => errorMessage(error, 'We could not start preparing your data. Please try again.'),
    success: ({ message }) => ({ title: 'Check your email', description: message }),
    onSuccess: ({ message }) =>
      void focusAfterChange(
        () => setPreparing(message),
        () => note.current,
      ),
  });

  return (
    <section aria-labelledby="copy-heading" className="mt-10">
      <h2 id="copy-heading" className="text-2xl font-bold text-slate-950">
        Get a copy of your data
      </h2>
      <p className="mt-2 text-slate-700">
        Everything we hold about you: your account, signed-in devices, posts, comments, likes, favourites, where you stopped listening,
        donations, form responses, messages you sent, notifications and any security records. Never your password.
      </p>
      {size?.inBackground ? (
        <>
          <p className="mt-3 text-slate-700">
            You have a lot here (about {size.rows.toLocaleString('en-AU')} records), too much to download at once. We prepare the copy in
            the background and email you a link to download it, usually within a few minutes. The link works once, for 24 hours.
          </p>
          {preparing ? (
            <p ref={note} tabIndex={-1} className="mt-4 rounded-lg border-2 border-slate-500 bg-slate-50 p-3 text-slate-900">
              {preparing}
            </p>
          ) : (
            <Button className="mt-4" busy={prepare.busy} onClick={() => void prepare.submit()}>
              {prepare.busy ? 'Asking...' : 'Prepare my data'}
            </Button>
          )}
        </>
      ) : (
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonAnchor href={paths.dataExport} download>
            Download my data (JSON)
          </ButtonAnchor>
          <ButtonAnchor href={paths.dataExportReadable} variant="secondary">
            View a readable copy
          </ButtonAnchor>
        </div>
      )}
    </section>
  );
}
