import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, useFieldIds } from '@/components/ui/field-shell';
import { Icon } from '@/components/ui/icons';
import { formatKB, formatMB } from '@/lib/format';
import { useDialog } from '@/lib/use-dialog';
import { useMedia, type CmsMedia } from '../../api/use-cms';

const UploadDialog = lazy(() => import('./upload-dialog'));

type Props = {
  kind: 'audio' | 'image';
  legend: string;
  /** The form field it fills ("audioMediaId"): names the radios, so an error on it focuses them. */
  name: string;
  /** The chosen file's id; null is "None"; undefined checks nothing (a current file kept as it is). */
  value: number | null | undefined;
  onChange: (media: CmsMedia | null) => void;
  /** Offers "None". */
  optional?: boolean;
  error?: string;
  hint?: string;
  /** What "Chosen:" says when nothing is: "none", or "the current file (kept)" when editing. */
  noneLabel?: string;
};

/** Above this many files of the kind, a filter box helps find one without reading them all. */
export const FILTER_FROM = 8;

const size = (bytes: number) => (bytes >= 1024 * 1024 ? formatMB(bytes) : formatKB(bytes));

/**
 * One file from the media library, of one kind: a group of radio buttons (arrow keys move
 * between them) under a legend, with the field's hint and error read when the group is entered.
 * "Upload a new file" opens the upload dialog and chooses what was uploaded.
 */
export function MediaPicker({ kind, legend, name, value, onChange, optional = false, error, hint, noneLabel = 'none' }: Props) {
  const media = useMedia();
  const [filter, setFilter] = useState('');
  const uploading = useDialog<true>();
  const { fieldId: id, hintId, errorId, describedBy } = useFieldIds(undefined, hint, error);
  const noun = kind === 'audio' ? 'audio files' : 'images';

  const files = (media.data ?? []).filter((m) => m.mimeType.startsWith(`${kind}/`));
  const needle = filter.trim().toLowerCase();
  const shown = needle ? files.filter((m) => m.filename.toLowerCase().includes(needle) || m.alt.toLowerCase().includes(needle)) : files;
  const chosen = files.find((m) => m.id === value);
  const hasRadios = optional || shown.length > 0;
  const optionClass = `flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border-2 px-3 py-2 has-checked:border-violet-800 has-checked:bg-violet-50 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 ${error ? 'border-red-300' : 'border-slate-300'}`;

  return (
    <fieldset aria-describedby={describedBy} className={`rounded-xl border-2 p-4 ${error ? 'border-red-700' : 'border-slate-400'}`}>
      <legend className="px-1 font-semibold text-slate-900">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
      <p className="mt-2 text-sm text-slate-800">
        Chosen: <strong className="break-all">{chosen ? chosen.filename : noneLabel}</strong>
      </p>

      {media.error ? (
        <p role="alert" className="mt-3 font-semibold text-red-800">
          The media library could not be loaded. Close this dialog and try again.
        </p>
      ) : !media.data ? (
        <p role="status" className="mt-3 text-slate-800">
          Loading the media library...
        </p>
      ) : (
        <>
          {files.length > FILTER_FROM && (
            <div className="mt-3">
              <label htmlFor={`${id}-filter`} className="block text-sm font-semibold text-slate-900">
                Filter {noun} by name
              </label>
              <input
                id={`${id}-filter`}
                type="search"
                value={filter}
                onChange={(e) => setFilter(e.target.value)}
                // Enter here would submit the whole form: the filter is already live.
                onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
                className="mt-1 block min-h-11 w-full rounded-lg border-2 border-slate-500 bg-white px-3 text-base text-slate-900"
              />
              <p role="status" className="mt-1 text-sm text-slate-700">
                {needle ? `${shown.length} of ${files.length} ${noun} shown` : ''}
              </p>
            </div>
          )}
          {files.length === 0 && <p className="mt-3 text-slate-800">There are no {noun} in the media library yet. Upload one.</p>}
          {hasRadios && (
            <ul className="relative mt-3 grid max-h-80 gap-2 overflow-y-auto p-1 sm:grid-cols-2">
              {optional && (
                <li>
                  <label className={optionClass}>
                    <input
                      type="radio"
                      name={name}
                      value=""
                      checked={value === null}
                      onChange={() => onChange(null)}
                      aria-invalid={error ? true : undefined}
                      className="size-5 shrink-0 accent-violet-800"
                    />
                    <span className="font-semibold text-slate-900">None</span>
                  </label>
                </li>
              )}
              {shown.map((m) => (
                <li key={m.id}>
                  <label className={optionClass}>
                    <input
                      type="radio"
                      name={name}
                      value={m.id}
                      checked={value === m.id}
                      onChange={() => onChange(m)}
                      aria-invalid={error ? true : undefined}
                      className="size-5 shrink-0 accent-violet-800"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block break-all font-semibold text-slate-900">{m.filename}</span>
                      <span className="block text-sm text-slate-700">{size(m.size)}</span>
                    </span>
                    {kind === 'image' ? (
                      <img src={m.url} alt={m.alt} loading="lazy" className="h-12 w-16 shrink-0 rounded object-cover" />
                    ) : (
                      <Icon name="audio" className="size-6 shrink-0 text-slate-600" />
                    )}
                  </label>
                </li>
              ))}
            </ul>
          )}
          {needle && shown.length === 0 && (
            <p className="mt-3 text-slate-800">
              No {noun} match "{filter.trim()}".
            </p>
          )}
        </>
      )}

      {/* With no radio to focus, a validation error on the field focuses this button instead. */}
      <Button variant="secondary" className="mt-3" name={hasRadios ? undefined : name} onClick={() => uploading.open(true)}>
        <Icon name="upload" className="size-5" />
        Upload a new {kind === 'audio' ? 'audio file' : 'image'}
      </Button>
      {uploading.current && (
        // React passes events up through portals: the upload dialog's submit must not also
        // submit the form this picker sits in.
        <div onSubmit={(e) => e.stopPropagation()}>
          <Suspense fallback={null}>
            <UploadDialog
              accept={kind}
              onClose={uploading.close}
              onUploaded={(m) => {
                setFilter('');
                onChange(m);
              }}
            />
          </Suspense>
        </div>
      )}
    </fieldset>
  );
}
