import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { ContentStatus } from '../../api/use-content-admin';

// The status and publish date shared by the article, episode and audiobook dialogs.

const STATUS_OPTIONS = [
  { value: 'published', label: 'Published: members can see it' },
  { value: 'draft', label: 'Draft: only editors can see it' },
];

/** An ISO time as a date input's value (the browser's own calendar day). */
function toDateInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * The publishedAt to send. New: an empty date means now, a date means its local midnight.
 * Editing: sent only when the date was changed, so saving never moves the time of day.
 */
export function publishedAtInput(date: string, original?: string): { publishedAt?: string | null } {
  if (original !== undefined) return date && date !== toDateInput(original) ? { publishedAt: `${date}T00:00` } : {};
  return { publishedAt: date ? `${date}T00:00` : null };
}

/** "Article published successfully", "Article saved as draft" or "Article updated successfully". */
export const savedMessage = (noun: string, editing: boolean, status: string) =>
  editing ? `${noun} updated successfully` : status === 'draft' ? `${noun} saved as draft` : `${noun} published successfully`;

/** The create button says what it will do. */
export const saveLabel = (noun: string, editing: boolean, status: string) =>
  editing ? 'Save changes' : status === 'draft' ? 'Save Draft' : `Publish ${noun}`;

type Props = {
  status: ContentStatus;
  onStatus: (status: ContentStatus) => void;
  errors: Record<string, string | undefined>;
  /** Shows the publish date; the current one when editing. */
  date?: { publishedAt?: string };
};

export function PublishFields({ status, onStatus, errors, date }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Status"
        name="status"
        value={status}
        onChange={(e) => onStatus(e.target.value as ContentStatus)}
        error={errors.status}
        options={STATUS_OPTIONS}
      />
      {date && (
        <TextField
          type="date"
          label="Publish date (optional)"
          name="publishedAt"
          defaultValue={toDateInput(date.publishedAt)}
          error={errors.publishedAt}
          hint={
            date.publishedAt
              ? 'Change it to re-date it; leave it to keep the current date.'
              : 'Leave it empty to use the date and time of saving.'
          }
        />
      )}
    </div>
  );
}
