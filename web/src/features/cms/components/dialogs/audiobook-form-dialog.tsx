import { useState } from 'react';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { textsOf } from '@/components/ui/form-dialog';
import { CmsFormDialog } from '../cms-form-dialog';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { formatHoursMinutes } from '@/lib/format';
import { useCmsSave } from '../use-cms-save';
import { AudioFields } from './audio-fields';
import { CategoryField } from './category-field';
import { ImageChoiceField } from './image-choice-field';
import { PublishFields, saveLabel, savedMessage } from './publish-fields';
import { mediaInput, useMediaChoice } from './use-media-choice';
import type { AdminAudiobook, ContentStatus } from '../../api/use-content-admin';

type Props = { book?: AdminAudiobook; onClose: () => void };

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
  const { errors, field } = form;

  function read(data: FormData) {
    return {
      ...textsOf(data, 'title', 'author', 'narrator', 'description', 'publishedYear', 'isbn'),
      category,
      isAccessible: data.get('isAccessible') === 'on',
      hasTranscript: data.get('hasTranscript') === 'on',
      ...mediaInput('audioMediaId', audio, editing),
      ...mediaInput('coverMediaId', cover, editing),
      duration,
      status,
    };
  }

  return (
    <CmsFormDialog
      read={read}
      submitLabel={saveLabel('Audiobook', editing, status)}
      description="Members see a published audiobook at once."
      form={form}
    >
      <TextField label="Title" {...field('title', book)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Author" {...field('author', book)} />
        <TextField label="Narrator" {...field('narrator', book)} />
      </div>
      <TextArea label="Description" rows={5} hint="10 to 5,000 characters." {...field('description', book)} />
      <CategoryField value={category} onChange={setCategory} error={errors.category} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Year published" inputMode="numeric" hint="For example: 2024." {...field('publishedYear', book)} />
        <TextField label="ISBN (optional)" hint="10 or 13 digits; hyphens are fine." {...field('isbn', book)} />
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
      <ImageChoiceField
        choice={cover}
        name="coverMediaId"
        legend="Cover image (optional)"
        current="cover"
        hint="Its alt text comes from the media library."
        error={errors.coverMediaId}
      />
      <PublishFields status={status} onStatus={setStatus} errors={errors} />
    </CmsFormDialog>
  );
}
