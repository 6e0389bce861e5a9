import { FormDialog } from '@/components/ui/form-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useCmsSave } from '../use-cms-save';
import type { CmsRedirect } from '../../api/use-cms';

const CODES = [
  { value: '301', label: '301 Moved permanently' },
  { value: '302', label: '302 Found (temporary)' },
  { value: '307', label: '307 Temporary redirect (keeps the method)' },
  { value: '308', label: '308 Permanent redirect (keeps the method)' },
];

export default function RedirectFormDialog({ redirect, onClose }: { redirect?: CmsRedirect; onClose: () => void }) {
  const form = useCmsSave({
    kind: 'redirects',
    id: redirect?.id,
    noun: 'Redirect',
    onDone: onClose,
  });
  const { errors } = form;

  function read(data: FormData) {
    return { fromUrl: data.get('fromUrl'), toUrl: data.get('toUrl'), statusCode: Number(data.get('statusCode')) };
  }

  return (
    <FormDialog
      onClose={onClose}
      form={form}
      read={read}
      submitLabel={redirect ? 'Save changes' : 'Create Redirect'}
      title={redirect ? 'Edit Redirect' : 'New Redirect'}
      description="Visitors who open the old address are sent to the new one."
    >
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
    </FormDialog>
  );
}
