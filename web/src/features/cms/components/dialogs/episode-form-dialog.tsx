import { useState } from 'react';
import { textsOf } from '@/components/ui/form-dialog';
import { CmsFormDialog } from '../cms-form-dialog';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { formatMinutes } from '@/lib/format';
import { useAdminEpisodes, type AdminEpisode, type ContentStatus } from '../../api/use-content-admin';
import { useCmsSave } from '../use-cms-save';
import { AudioFields } from './audio-fields';
import { ImageChoiceField } from './image-choice-field';
import { PublishFields, publishedAtInput, saveLabel, savedMessage } from './publish-fields';
import { mediaInput, useMediaChoice } from './use-media-choice';

type Props = { episode?: AdminEpisode; onClose: () => void };

/** New Episode and Edit Episode for CripChat: the audio and thumbnail come from the media library. */
export default function EpisodeFormDialog({ episode, onClose }: Props) {
  const editing = Boolean(episode);
  const [status, setStatus] = useState<ContentStatus>(episode?.status ?? 'published');
  const [duration, setDuration] = useState(episode ? String(episode.duration) : '');
  const audio = useMediaChoice(episode?.audioUrl);
  const thumbnail = useMediaChoice(episode?.thumbnailUrl);

  // A new episode is numbered one after the latest (the list's first page is the newest),
  // filled in once that page arrives unless the editor has typed a number already.
  const latest = useAdminEpisodes(0).data;
  const next = latest ? Math.max(0, ...latest.map((e) => e.episodeNumber)) + 1 : null;
  const [number, setNumber] = useState(episode ? String(episode.episodeNumber) : '');
  const [numberTouched, setNumberTouched] = useState(editing);
  if (!numberTouched && next !== null && number !== String(next)) setNumber(String(next));

  const form = useCmsSave({
    kind: 'podcasts',
    id: episode?.id,
    noun: 'Episode',
    success: savedMessage('Episode', editing, status),
    onDone: onClose,
  });
  const { errors, field } = form;

  function read(data: FormData) {
    const { publishedAt, ...fields } = textsOf(data, 'title', 'description', 'transcript', 'tags', 'publishedAt');
    return {
      ...fields,
      episodeNumber: number,
      ...mediaInput('audioMediaId', audio, editing),
      ...mediaInput('thumbnailMediaId', thumbnail, editing),
      duration,
      status,
      ...publishedAtInput(publishedAt, episode?.publishedAt),
    };
  }

  return (
    <CmsFormDialog
      read={read}
      submitLabel={saveLabel('Episode', editing, status)}
      description="Members see a published episode at once."
      form={form}
    >
      <TextField label="Title" hint="5 to 200 characters." {...field('title', episode)} />
      <TextField
        label="Episode number"
        name="episodeNumber"
        inputMode="numeric"
        value={number}
        onChange={(e) => {
          setNumber(e.target.value);
          setNumberTouched(true);
        }}
        error={errors.episodeNumber}
        hint={editing ? undefined : 'One after the latest episode. Each number can be used once.'}
      />
      <TextArea label="Description" rows={5} hint="10 to 5,000 characters." {...field('description', episode)} />
      <AudioFields choice={audio} duration={duration} onDuration={setDuration} errors={errors} formatLength={formatMinutes} />
      <ImageChoiceField
        choice={thumbnail}
        name="thumbnailMediaId"
        legend="Thumbnail image (optional)"
        current="image"
        hint="Shown beside the episode. Its alt text comes from the media library."
        error={errors.thumbnailMediaId}
      />
      <TextArea
        label="Transcript (optional)"
        rows={8}
        hint="Members who are Deaf or hard of hearing read the episode here."
        {...field('transcript', episode)}
      />
      <TextField
        label="Tags (optional)"
        hint="Separate tags with commas. At most 10."
        {...field('tags', episode && { tags: episode.tags.join(', ') })}
      />
      <PublishFields status={status} onStatus={setStatus} errors={errors} date={{ publishedAt: episode?.publishedAt }} />
    </CmsFormDialog>
  );
}
