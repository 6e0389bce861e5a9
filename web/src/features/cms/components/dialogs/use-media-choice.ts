import { useState } from 'react';
import { useMedia } from '../../api/use-cms';

/**
 * One media field of an edit form. Content stores a file's URL, the API takes a media id:
 * the current file is found in the library by its URL and shown as chosen. `changed` says
 * the editor picked something, so an edit sends the field only then (omitted keeps the file).
 */
export function useMediaChoice(currentUrl: string | null | undefined) {
  const media = useMedia();
  const [pick, setPick] = useState<number | null | undefined>(undefined);
  const current = currentUrl ? media.data?.find((m) => m.url === currentUrl) : undefined;
  const value = pick !== undefined ? pick : current ? current.id : currentUrl ? undefined : null;
  /** The item has a file that is not in the library, and it stays. */
  const keptOutside = Boolean(currentUrl) && media.data !== undefined && !current && pick === undefined;
  return { value, pick, setPick, changed: pick !== undefined, keptOutside };
}

export type MediaChoice = ReturnType<typeof useMediaChoice>;

/** The field to send: the pick when there is one; when editing, nothing (keep the file). */
export const mediaInput = <K extends string>(key: K, choice: MediaChoice, editing: boolean): Partial<Record<K, number | null>> =>
  choice.changed || !editing ? ({ [key]: choice.pick ?? null } as Record<K, number | null>) : {};
