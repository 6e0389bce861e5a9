import { fieldNameFromLabel, FORM_FIELD_TYPES } from '@schemas/cms-forms';
import { useState } from 'react';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { CmsFormDialog } from '../cms-form-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { ItemsEditor, withKeys, withoutKeys } from '../items-editor';
import { useCmsSave } from '../use-cms-save';
import type { CmsForm, CmsFormField } from '../../api/use-cms';

const TYPE_LABELS: Record<(typeof FORM_FIELD_TYPES)[number], string> = {
  text: 'Short text',
  email: 'Email address',
  textarea: 'Long text',
  checkbox: 'Checkbox',
};

/** A field keeps its machine name once saved (old submissions use it); new fields get one from the label. */
function namedFields(fields: (CmsFormField & { saved?: boolean })[]): CmsFormField[] {
  const used = new Set(fields.filter((f) => f.saved).map((f) => f.name.toLowerCase()));
  return fields.map(({ saved, ...field }) => {
    if (saved) return field;
    const base = fieldNameFromLabel(field.label);
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base.slice(0, 37)}${n}`;
    used.add(name.toLowerCase());
    return { ...field, name };
  });
}

export default function FormEditorDialog({ form, onClose }: { form?: CmsForm; onClose: () => void }) {
  const [fields, setFields] = useState(() =>
    withKeys<CmsFormField & { saved?: boolean }>(
      form
        ? form.fields.map((f) => ({ ...f, saved: true }))
        : [{ name: '', label: '', type: 'text' as const, required: true, saved: false }],
    ),
  );

  const save = useCmsSave({ kind: 'forms', id: form?.id, noun: 'Form', onDone: onClose });
  const { errors } = save;

  function read(data: FormData) {
    return { name: data.get('name'), isActive: data.get('isActive') === 'on', fields: namedFields(withoutKeys(fields)) };
  }

  return (
    <CmsFormDialog read={read} description="Visitors fill it in at /forms/{id}; you read the answers with View." form={save}>
      <TextField label="Name" {...save.field('name', form)} />
      <CheckboxField
        label="Active"
        name="isActive"
        defaultChecked={form?.isActive ?? true}
        hint="An inactive form stops accepting responses."
      />
      <ItemsEditor
        legend="Fields"
        rows={fields}
        onChange={setFields}
        name={(row, i) => row.label || `field ${i + 1}`}
        blank={() => ({ name: '', label: '', type: 'text' as const, required: false, saved: false })}
        addLabel="Add field"
        error={errors.fields}
      >
        {(row, i, update) => (
          <>
            <TextField
              label={`Question ${i + 1}`}
              name={`fields.${i}.label`}
              value={row.label}
              data-focus-key={`${row.key}-first`}
              onChange={(e) => update({ label: e.target.value })}
              error={errors[`fields.${i}.label`] ?? errors[`fields.${i}.name`]}
            />
            <SelectField
              label={`Answer type ${i + 1}`}
              value={row.type}
              onChange={(e) => update({ type: e.target.value as CmsFormField['type'] })}
              options={FORM_FIELD_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
            />
            <CheckboxField label={`Required ${i + 1}`} checked={row.required} onChange={(e) => update({ required: e.target.checked })} />
          </>
        )}
      </ItemsEditor>
    </CmsFormDialog>
  );
}
