import { Link } from 'react-router-dom';
import { formatHoursMinutes } from '@/lib/format';
import { paths } from '@/lib/paths';
import { BookCover } from './book-cover';
import type { Audiobook } from '../api/use-library';

/**
 * A book in the grid. On a phone the cover sits small beside the words, so a card is a short
 * row and the first books show on the first screen; at large text the words go under it.
 */
export function BookCard({ book }: { book: Audiobook }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-300 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap gap-x-4 gap-y-3 sm:flex-col sm:flex-nowrap">
        <BookCover book={book} className="aspect-[2/3] w-24 shrink-0 sm:w-full sm:max-w-48" />
        <div className="min-w-0 flex-[1_1_10em] sm:flex-none">
          <p className="text-sm font-semibold text-teal-800">{book.category}</p>
          <h2 className="mt-1 text-lg font-bold text-slate-950">{book.title}</h2>
          <p className="text-slate-700">{book.author}</p>
          <p className="mt-1 text-sm text-slate-700">
            Read by {book.narrator} · {formatHoursMinutes(book.duration)}
          </p>
        </div>
      </div>
      <div className="mt-auto pt-4">
        <Link
          to={paths.book(book.id)}
          className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-violet-800 px-4 font-semibold text-white hover:bg-violet-900"
          aria-label={`Play ${book.title}`}
        >
          <span aria-hidden="true">▶</span> Play
        </Link>
      </div>
    </article>
  );
}
