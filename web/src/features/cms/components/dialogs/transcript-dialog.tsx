import { MAX_VTT_BYTES, transcriptSchema } from '@schemas/webvtt';
import { useId, useState } from 'react';
import { FieldShell } from '@/components/ui/field-shell';
import { FileInput } from '@/components/ui/file-input';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextArea } from '@/components/ui/text-area';
import { useSubmit } from '@/lib/use-submit';
import { saveTranscript, useEpisodeCues } from '../../api/listening-extras';

type Props = { episode: { id: number; title: string }; onClose: () => void };

/**
 * An episode's timed transcript: a WebVTT or SRT file chosen or pasted, checked by the worker's
 * parser (the first problem named by line and reason) before it replaces the one stored.
 */
export default function TranscriptDialog({ episode, onClose }: Props) {
  const current = useEpisodeCues(episode.id);
  const [vtt, setVtt] = useState('');
  const [fileError, setFileError] = useState<string | undefined>();
  const fileId = useId();
  const form = useSubmit({
    schema: transcriptSchema,
    action: (input) => saveTranscript(episode.id, input.vtt),
    success: (saved) => `Timed transcript of “${episode.title}” saved (${saved.cues.length} cues)`,
    failure: 'Failed to save the timed transcript',
    onSuccess: onClose,
  });
  const cues = current.data?.cues.length;

  const choose = async (file: File | undefined) => {
    setFileError(undefined);
    if (!file) return;
    if (file.size > MAX_VTT_BYTES) return setFileError('A transcript file can be at most 500 KB');
    setVtt(await file.text());
  };

  return (
    <FormDialog
      onClose={onClose}
      form={form}
      read={() => ({ vtt })}
      submitLabel="Save transcript"
      size="lg"
      title={`Timed transcript: ${episode.title}`}
      description={
        cues
          ? `This episode has a timed transcript of ${cues} cues. A new file replaces it.`
          : 'Members see each cue as a line they can play from. The plain transcript stays for the feed.'
      }
    >
      <FieldShell id={fileId} label="WebVTT or SRT file" error={fileError}>
        {(field) => (
          <FileInput
            id={field.id}
            accept=".vtt,.srt,text/vtt,application/x-subrip"
            aria-invalid={field.invalid}
            aria-describedby={field.describedBy}
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
            className="mt-1"
          />
        )}
      </FieldShell>
      <TextArea
        label="Transcript text"
        name="vtt"
        value={vtt}
        onChange={(event) => setVtt(event.currentTarget.value)}
        error={form.errors.vtt}
        hint="Choose a file above or paste it here. WebVTT starts with WEBVTT; each cue has a timing line like 00:00:05.000 --> 00:00:09.000, then its words. SRT is kept as WebVTT."
        rows={10}
        spellCheck={false}
        className="font-mono"
      />
    </FormDialog>
  );
}
