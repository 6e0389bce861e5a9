import type { Audiobook } from '@schemas/content';
import { Link } from 'react-router-dom';
import { formatHoursMinutes } from '@/lib/format';
import { paths } from '@/lib/paths';
import { BookCover } from './book-cover';

export function BookCard({ book }: { book: Audiobook }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-300 bg-white p-4 shadow-sm">
      <BookCover book={book} className="aspect-[2/3] w-full" />
      <p className="mt-3 text-sm font-semibold text-teal-800">{book.category}</p>
      <h2 className="mt-1 text-lg font-bold text-slate-950">{book.title}</h2>
      <p className="text-slate-700">{book.author}</p>
      <p className="mt-1 text-sm text-slate-700">
        Read by {book.narrator} · {formatHoursMinutes(book.duration)}
      </p>
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
