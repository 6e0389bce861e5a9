import { chaptersFor } from '@schemas/chapters';
import { useState } from 'react';
import { Modal } from '@/components/ui/dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { ErrorState } from '@/components/ui/states';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { formatClock } from '@/lib/format';
import { useSubmit } from '@/lib/use-submit';
import { saveChapters, useItemChapters } from '../../api/listening-extras';
import { ItemsEditor, withKeys, withoutKeys } from '../items-editor';
import type { ListenableKind } from '@/lib/api-types';

type Props = {
  kind: ListenableKind;
  item: { id: number; title: string; duration: number };
  onClose: () => void;
};

type ChapterRow = { title: string; start: string };

/** An episode's or a book's chapters: a title and a start time each, in order, saved as one list. */
export default function ChaptersDialog(props: Props) {
  const { data, error } = useItemChapters(props.kind, props.item.id);
  if (error)
    return (
      <Modal open onClose={props.onClose} title={`Chapters: ${props.item.title}`}>
        <ErrorState title="Unable to load the chapters" text={errorMessage(error, 'Please try again later.')} level={3} />
      </Modal>
    );
  // The form starts from what is saved, so it waits for it rather than starting empty.
  if (!data) return null;
  return <ChaptersForm {...props} initial={data.chapters.map((c) => ({ title: c.title, start: formatClock(c.startSeconds) }))} />;
}

function ChaptersForm({ kind, item, onClose, initial }: Props & { initial: ChapterRow[] }) {
  const [rows, setRows] = useState(() => withKeys<ChapterRow>(initial.length > 0 ? initial : [{ title: '', start: '0:00' }]));
  const form = useSubmit({
    schema: chaptersFor(item.duration),
    action: (input) =>
      saveChapters(kind, item.id, { chapters: input.chapters.map((c) => ({ title: c.title, start: formatClock(c.start) })) }),
    success: `Chapters of “${item.title}” saved`,
    failure: 'Failed to save chapters',
    onSuccess: onClose,
  });
  const { errors } = form;

  return (
    <FormDialog
      onClose={onClose}
      form={form}
      read={() => ({ chapters: withoutKeys(rows) })}
      submitLabel="Save chapters"
      size="lg"
      title={`Chapters: ${item.title}`}
      description={`Listeners see these as a list and can jump to each. The audio is ${formatClock(item.duration)} long; each chapter starts after the one before.`}
    >
      <ItemsEditor
        legend="Chapters"
        rows={rows}
        onChange={setRows}
        name={(row, i) => row.title || `chapter ${i + 1}`}
        blank={() => ({ title: '', start: '' })}
        addLabel="Add chapter"
        error={errors.chapters}
      >
        {(row, i, update) => (
          <>
            <TextField
              label={`Chapter ${i + 1} title`}
              value={row.title}
              data-focus-key={`${row.key}-first`}
              onChange={(e) => update({ title: e.target.value })}
              error={errors[`chapters.${i}.title`]}
              name={`chapters.${i}.title`}
            />
            <TextField
              label={`Chapter ${i + 1} start`}
              value={row.start}
              onChange={(e) => update({ start: e.target.value })}
              error={errors[`chapters.${i}.start`]}
              name={`chapters.${i}.start`}
              hint="Minutes and seconds, like 12:30, or with hours, like 1:02:03"
              autoComplete="off"
            />
          </>
        )}
      </ItemsEditor>
    </FormDialog>
  );
}
