import { editorRedirectSchema, editorRedirectUpdateSchema, isOffSiteTarget } from '@schemas/cms-redirects';
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

type Props = {
  redirect?: CmsRedirect;
  /** An administrator: the To URL may be another site. An editor's form refuses that before sending, in the worker's words. */
  offSiteAllowed: boolean;
  onClose: () => void;
};

export default function RedirectFormDialog({ redirect, offSiteAllowed, onClose }: Props) {
  const form = useCmsSave({
    kind: 'redirects',
    id: redirect?.id,
    noun: 'Redirect',
    schemas: offSiteAllowed ? undefined : [editorRedirectSchema, editorRedirectUpdateSchema],
    onDone: onClose,
  });
  // An editor opening an administrator's redirect to another site learns at once that it is not theirs to change.
  const lockedOffSite = !offSiteAllowed && redirect !== undefined && isOffSiteTarget(redirect.toUrl);
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
      description={
        lockedOffSite
          ? 'This redirect sends visitors to another site, so only an administrator can change it. You can point it at a path on this site instead, or delete it.'
          : 'Visitors who open the old address are sent to the new one.'
      }
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
        hint={
          offSiteAllowed
            ? "A path such as /pages/about-us, or a full https:// address. Another site never receives the visitor's query string."
            : 'A path on this site, such as /pages/about-us. Only an administrator can send visitors to another site.'
        }
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
