import { spokenDuration } from '@/components/audio-player/spoken-time';
import { TextField } from '@/components/ui/text-field';
import { useAudioDuration } from '../use-audio-duration';
import { MediaPicker } from './media-picker';
import type { MediaChoice } from './use-media-choice';

type Props = {
  choice: MediaChoice;
  duration: string;
  onDuration: (value: string) => void;
  errors: Record<string, string | undefined>;
  /** How members see the length: "45 min" for episodes, "2h 5m" for books. */
  formatLength: (seconds: number) => string;
};

const KEPT_HINT = 'The current file is not in the media library. It is kept unless you choose another.';

/**
 * The audio file and its duration. Choosing a file reads its length from the file itself and
 * fills the duration in seconds, which stays editable; a status line says what happened.
 */
export function AudioFields({ choice, duration, onDuration, errors, formatLength }: Props) {
  const { read, readFrom } = useAudioDuration((seconds) => onDuration(String(seconds)));
  const seconds = /^\d+$/.test(duration.trim()) ? Number(duration) : null;

  return (
    <>
      <MediaPicker
        kind="audio"
        legend="Audio file"
        name="audioMediaId"
        value={choice.value}
        noneLabel={choice.keptOutside ? 'the current file (kept)' : 'none'}
        hint={choice.keptOutside ? KEPT_HINT : 'MP3, M4A, WAV or OGG from the media library.'}
        error={errors.audioMediaId}
        onChange={(m) => {
          choice.setPick(m?.id ?? null);
          readFrom(m?.url ?? null);
        }}
      />
      <div>
        <TextField
          label="Duration in seconds"
          name="duration"
          inputMode="numeric"
          value={duration}
          onChange={(e) => onDuration(e.target.value)}
          error={errors.duration}
          hint={`${seconds ? `${seconds.toLocaleString('en-AU')} seconds: ${spokenDuration(seconds)}, shown to members as ${formatLength(seconds)}. ` : ''}Filled in from the audio file when you choose one; you can change it.`}
        />
        <p role="status" className="mt-1 text-sm text-slate-800">
          {read.state === 'reading'
            ? 'Reading the length of the audio file...'
            : read.state === 'done'
              ? `Duration read from the audio file: ${spokenDuration(read.seconds)}.`
              : read.state === 'failed'
                ? 'The length of this audio file could not be read. Enter the duration in seconds.'
                : ''}
        </p>
      </div>
    </>
  );
}
