import { MediaPicker } from './media-picker';
import type { MediaChoice } from './use-media-choice';

type Props = {
  choice: MediaChoice;
  name: string;
  legend: string;
  /** What the item calls its image ("cover", "image"), in "the current cover (kept)". */
  current: string;
  /** Said while the current image is in the library, or there is none. */
  hint: string;
  error: string | undefined;
};

/**
 * An item's optional image from the media library (a book's cover, an episode's thumbnail). One
 * set from outside the library is kept, and said to be, unless the editor picks another or None.
 */
export function ImageChoiceField({ choice, name, legend, current, hint, error }: Props) {
  return (
    <MediaPicker
      kind="image"
      legend={legend}
      name={name}
      optional
      value={choice.value}
      noneLabel={choice.keptOutside ? `the current ${current} (kept)` : 'none'}
      hint={choice.keptOutside ? `The current ${current} is not in the media library. It is kept unless you choose another or None.` : hint}
      error={error}
      onChange={(m) => choice.setPick(m?.id ?? null)}
    />
  );
}
