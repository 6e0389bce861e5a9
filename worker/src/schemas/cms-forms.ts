import * as v from 'valibot';
import { optionalBoolean, requiredText } from './fields';

// The CMS form builder's form, each public form's own schema built from its fields, and the
// forms and responses the CMS and the public site answer with.

export const FORM_FIELD_TYPES = ['text', 'email', 'textarea', 'checkbox'] as const;
type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

const MAX_FORM_FIELDS = 30;

const formFieldSchema = v.object({
  name: v.pipe(
    v.string('Field name is required'),
    v.trim(),
    v.nonEmpty('Field name is required'),
    v.regex(
      /^[a-zA-Z][a-zA-Z0-9_]{0,39}$/,
      'Field name must start with a letter and use only letters, numbers and underscores (at most 40)',
    ),
  ),
  label: requiredText('Field label', 100),
  type: v.picklist(FORM_FIELD_TYPES, 'Field type must be text, email, textarea or checkbox'),
  required: optionalBoolean('required', false),
});

const formFieldsSchema = v.pipe(
  v.array(formFieldSchema, 'Fields must be a list'),
  v.minLength(1, 'Add at least one field'),
  v.maxLength(MAX_FORM_FIELDS, `Use at most ${MAX_FORM_FIELDS} fields`),
  v.check((fields) => new Set(fields.map((f) => f.name.toLowerCase())).size === fields.length, 'Each field needs a different name'),
);

export const formSchema = v.object({
  name: requiredText('Name', 100),
  isActive: optionalBoolean('isActive', true),
  fields: formFieldsSchema,
});
export const formUpdateSchema = v.partial(formSchema);
export type FormInput = v.InferInput<typeof formSchema>;

/** A field's machine name from its label: "Your email address" → "yourEmailAddress". */
export function fieldNameFromLabel(label: string): string {
  const words = label
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const name = words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase())).join('');
  return (/^[a-zA-Z]/.test(name) ? name : `field${name}`).slice(0, 40) || 'field';
}

const SUBMISSION_TEXT_MAX = 500;
const SUBMISSION_TEXTAREA_MAX = 5000;

/**
 * The public form's own schema, built from its fields: the visitor's browser and the worker
 * check a submission with exactly the same rules and messages.
 */
export function submissionSchema(fields: readonly { name: string; label: string; type: FormFieldType; required: boolean }[]) {
  const entries: Record<string, v.GenericSchema<unknown, string | boolean>> = {};
  for (const field of fields) {
    if (field.type === 'checkbox') {
      entries[field.name] = v.pipe(
        v.optional(v.boolean(`${field.label} must be ticked or not`), false),
        v.check((checked) => !field.required || checked, `${field.label} is required`),
      );
      continue;
    }
    const max = field.type === 'textarea' ? SUBMISSION_TEXTAREA_MAX : SUBMISSION_TEXT_MAX;
    const base = v.pipe(
      v.optional(v.string(`${field.label} must be text`), ''),
      v.trim(),
      v.check((s) => !field.required || s.length > 0, `${field.label} is required`),
      v.maxLength(max, `${field.label} must be less than ${max} characters`),
    );
    entries[field.name] =
      field.type === 'email'
        ? v.pipe(
            base,
            v.check(
              (s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s),
              `${field.label} must be an email address like name@example.org`,
            ),
          )
        : base;
  }
  return v.object(entries);
}

export type CmsFormField = { name: string; label: string; type: FormFieldType; required: boolean };
/** `newCount`: submissions no editor has opened yet. */
export type CmsForm = {
  id: number;
  name: string;
  isActive: boolean;
  submitCount: number;
  newCount: number;
  fields: CmsFormField[];
  createdAt: string;
};
/**
 * One response to a form. `member` is the signed-in member who sent it (a member's episode
 * feedback): their own account, verified. A response sent through the public form has no
 * member: its name and email are whatever the visitor typed, unverified.
 */
export type CmsFormSubmission = {
  id: number;
  formId: number;
  data: Record<string, string | boolean>;
  member: { id: number; firstName: string | null; lastName: string | null; email: string } | null;
  isRead: boolean;
  createdAt: string;
};

/** What the public sees at /forms/{id}. */
export type PublicForm = { id: number; name: string; fields: CmsFormField[] };
