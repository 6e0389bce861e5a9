import type { CmsRedirect } from '@schemas/cms-redirects';
import type { FormEvent } from 'react';
import { DialogButtons, Modal } from '@/components/ui/dialog';
import { ErrorSummary } from '@/components/ui/error-summary';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useCmsSave } from '../use-cms-save';

const CODES = [
  { value: '301', label: '301 Moved permanently' },
  { value: '302', label: '302 Found (temporary)' },
  { value: '307', label: '307 Temporary redirect (keeps the method)' },
  { value: '308', label: '308 Permanent redirect (keeps the method)' },
];

export default function RedirectFormDialog({ redirect, onClose }: { redirect?: CmsRedirect; onClose: () => void }) {
  const { formRef, summary, errors, busy, submit } = useCmsSave({
    kind: 'redirects',
    id: redirect?.id,
    noun: 'Redirect',
    onDone: onClose,
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const raw = { fromUrl: data.get('fromUrl'), toUrl: data.get('toUrl'), statusCode: Number(data.get('statusCode')) };
    void submit(raw);
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={redirect ? 'Edit Redirect' : 'New Redirect'}
      description="Visitors who open the old address are sent to the new one."
    >
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <ErrorSummary {...summary} />
        <TextField
          label="From URL"
          name="fromUrl"
          defaultValue={redirect?.fromUrl}
          error={errors.fromUrl}
          hint="A path on this site, for example /about"
        />
        <TextField
          label="To URL"
          name="toUrl"
          defaultValue={redirect?.toUrl}
          error={errors.toUrl}
          hint="A path such as /pages/about-us, or a full https:// address"
        />
        <SelectField
          label="Status code"
          name="statusCode"
          defaultValue={String(redirect?.statusCode ?? 301)}
          error={errors.statusCode}
          options={CODES}
          hint="Use 301 when the page has moved for good."
        />
        <DialogButtons busy={busy} onCancel={onClose} label={redirect ? 'Save changes' : 'Create Redirect'} />
      </form>
    </Modal>
  );
}
