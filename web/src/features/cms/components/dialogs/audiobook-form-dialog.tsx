import { useState } from 'react';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { formatHoursMinutes } from '@/lib/format';
import { useCmsSave } from '../use-cms-save';
import { AudioFields } from './audio-fields';
import { CategoryField } from './category-field';
import { MediaPicker } from './media-picker';
import { PublishFields, saveLabel, savedMessage } from './publish-fields';
import { mediaInput, useMediaChoice } from './use-media-choice';
import type { AdminAudiobook, ContentStatus } from '../../api/use-content-admin';

type Props = { book?: AdminAudiobook; onClose: () => void };

const text = (data: FormData, key: string) => String(data.get(key) ?? '');

/** New Audiobook and Edit Audiobook for the Audio Library: audio and cover from the media library. */
export default function AudiobookFormDialog({ book, onClose }: Props) {
  const editing = Boolean(book);
  const [status, setStatus] = useState<ContentStatus>(book?.status ?? 'published');
  const [category, setCategory] = useState(book?.category ?? '');
  const [duration, setDuration] = useState(book ? String(book.duration) : '');
  const audio = useMediaChoice(book?.audioUrl);
  const cover = useMediaChoice(book?.coverImageUrl);

  const form = useCmsSave({
    kind: 'audiobooks',
    id: book?.id,
    noun: 'Audiobook',
    success: savedMessage('Audiobook', editing, status),
    onDone: onClose,
  });
  const { errors } = form;

  function read(data: FormData) {
    return {
      title: text(data, 'title'),
      author: text(data, 'author'),
      narrator: text(data, 'narrator'),
      description: text(data, 'description'),
      category,
      publishedYear: text(data, 'publishedYear'),
      isbn: text(data, 'isbn'),
      isAccessible: data.get('isAccessible') === 'on',
      hasTranscript: data.get('hasTranscript') === 'on',
      ...mediaInput('audioMediaId', audio, editing),
      ...mediaInput('coverMediaId', cover, editing),
      duration,
      status,
    };
  }

  return (
    <FormDialog
      onClose={onClose}
      form={form}
      read={read}
      submitLabel={saveLabel('Audiobook', editing, status)}
      size="lg"
      title={book ? 'Edit Audiobook' : 'New Audiobook'}
      description="Members see a published audiobook at once."
    >
      <TextField label="Title" name="title" defaultValue={book?.title} error={errors.title} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Author" name="author" defaultValue={book?.author} error={errors.author} />
        <TextField label="Narrator" name="narrator" defaultValue={book?.narrator} error={errors.narrator} />
      </div>
      <TextArea
        label="Description"
        name="description"
        rows={5}
        defaultValue={book?.description}
        error={errors.description}
        hint="10 to 5,000 characters."
      />
      <CategoryField value={category} onChange={setCategory} error={errors.category} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Year published"
          name="publishedYear"
          inputMode="numeric"
          defaultValue={book?.publishedYear}
          error={errors.publishedYear}
          hint="For example: 2024."
        />
        <TextField
          label="ISBN (optional)"
          name="isbn"
          defaultValue={book?.isbn ?? ''}
          error={errors.isbn}
          hint="10 or 13 digits; hyphens are fine."
        />
      </div>
      <CheckboxField
        label="Screen-reader accessible"
        name="isAccessible"
        defaultChecked={book?.isAccessible ?? true}
        error={errors.isAccessible}
        hint={'Members see "Accessible: Yes" on the book.'}
      />
      <CheckboxField
        label="Has a transcript"
        name="hasTranscript"
        defaultChecked={book?.hasTranscript ?? false}
        error={errors.hasTranscript}
        hint={'Members see "Transcript: Yes" on the book.'}
      />
      <AudioFields choice={audio} duration={duration} onDuration={setDuration} errors={errors} formatLength={formatHoursMinutes} />
      <MediaPicker
        kind="image"
        legend="Cover image (optional)"
        name="coverMediaId"
        optional
        value={cover.value}
        noneLabel={cover.keptOutside ? 'the current cover (kept)' : 'none'}
        hint={
          cover.keptOutside
            ? 'The current cover is not in the media library. It is kept unless you choose another or None.'
            : 'Its alt text comes from the media library.'
        }
        error={errors.coverMediaId}
        onChange={(m) => cover.setPick(m?.id ?? null)}
      />
      <PublishFields status={status} onStatus={setStatus} errors={errors} />
    </FormDialog>
  );
}
