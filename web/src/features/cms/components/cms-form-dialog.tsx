import type { ComponentProps } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import type { CmsSave } from './use-cms-save';

type Props = Omit<ComponentProps<typeof FormDialog>, 'title' | 'submitLabel' | 'size' | 'onClose' | 'form'> & {
  /** What useCmsSave returned: the form, the record's noun, whether it is being edited, and the close. */
  form: CmsSave;
  /** Unless the record's status words it ("Publish Article", "Save as draft"): "Create Page" or "Save changes". */
  submitLabel?: string;
};

/** A CMS record's create or edit dialog: one wide form, "New Page" or "Edit Page". */
export function CmsFormDialog({ form, submitLabel, ...props }: Props) {
  const { noun, editing } = form;
  return (
    <FormDialog
      size="lg"
      title={editing ? `Edit ${noun}` : `New ${noun}`}
      submitLabel={submitLabel ?? (editing ? 'Save changes' : `Create ${noun}`)}
      onClose={form.onClose}
      form={form}
      {...props}
    />
  );
}
