import { Icon } from '@/components/ui/icons';
import type { Audiobook } from '../api/use-library';

/** The cover, or a placeholder that still says what the book is. */
export function BookCover({ book, className = '' }: { book: Pick<Audiobook, 'coverImageUrl' | 'title'>; className?: string }) {
  if (book.coverImageUrl)
    return (
      <img src={book.coverImageUrl} alt="" width={400} height={600} loading="lazy" className={`rounded-lg object-cover ${className}`} />
    );
  return (
    <div
      className={`flex flex-col items-center justify-center gap-2 rounded-lg bg-violet-100 p-4 text-center text-violet-950 ${className}`}
    >
      <Icon name="book" className="size-12" />
      <span className="font-semibold">{book.title}</span>
    </div>
  );
}
