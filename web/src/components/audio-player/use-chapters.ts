import { client } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';
import type { PlayerItem } from './player-context';
import type { Chapter } from '@/lib/api-types';

const chapters = client.api.chapters[':kind'][':id'];
const none: Chapter[] = [];

/** An episode's or a book's chapters, in order (none while loading or for nothing). One read per item, shared by every view. */
export function useChapters(item: Pick<PlayerItem, 'kind' | 'itemId'> | null): Chapter[] {
  const { data } = useApi(chapters, item ? { param: { kind: item.kind, id: String(item.itemId) } } : null, {
    revalidateOnFocus: false,
  });
  return data?.chapters ?? none;
}
