import { useRef, useState } from 'react';
import { AudioPlayer } from '@/components/audio-player/audio-player';
import { BookmarkList } from '@/components/audio-player/bookmark-list';
import { ChapterList } from '@/components/audio-player/chapter-list';
import { sameItem, usePlayer } from '@/components/audio-player/player-context';
import { bookItem } from '@/components/audio-player/player-items';
import { UpNextButton } from '@/components/audio-player/up-next-button';
import { DownloadButton } from '@/components/offline/download-button';
import { BackButton } from '@/components/ui/back-button';
import { Button, buttonClass } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { MissingItem, type MissingWords } from '@/components/ui/states';
import { focusAfterChange } from '@/lib/focus-after-change';
import { formatHoursMinutes } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useSubmit } from '@/lib/use-submit';
import { setFavourite, useBook, useInvalidateFavourites } from '../api/use-library';
import { BookCover } from './book-cover';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const MISSING: MissingWords = {
  loading: 'Loading the book...',
  notFound: { title: 'Book Not Found', text: "The book you're looking for doesn't exist or has been removed." },
  failed: { title: 'Unable to Load Library', text: 'There was an error loading the audio books. Please try again later.' },
};

export function BookView({ id }: { id: string | undefined }) {
  const read = useBook(id);
  const { data: book, mutate } = read;
  const invalidateFavourites = useInvalidateFavourites();
  const [listening, setListening] = useState(false);
  const player = usePlayer();
  const playerRef = useRef<HTMLDivElement>(null);
  const favourite = useSubmit({
    action: ({ id, wanted }: { id: number; wanted: boolean }) => setFavourite(id, wanted),
    refresh: async ({ isFavourite }) => {
      if (book) await mutate({ ...book, isFavourite }, { revalidate: false });
      await invalidateFavourites();
    },
    success: ({ isFavourite }) => ({
      title: isFavourite ? 'Added to your favourites' : 'Removed from your favourites',
      description: book?.title,
    }),
    failure: () => 'Failed to update your favourites. Please try again.',
  });

  if (!book) return <MissingItem read={read} words={MISSING} />;

  const item = bookItem(book);
  // Coming back to the book while it plays shows its player straight away.
  const showPlayer = listening || sameItem(player.item, item);
  const details = [
    ['Author', book.author],
    ['Narrator', book.narrator],
    ['Category', book.category],
    ['Duration', formatHoursMinutes(book.duration)],
    ['Published', String(book.publishedYear)],
  ];

  return (
    <article>
      <BackButton label="Back to Library" fallback={paths.library} />
      <div className="mt-4 grid gap-8 md:grid-cols-[16rem_1fr]">
        <BookCover book={book} className="aspect-[2/3] w-48 md:w-64" />
        <div>
          <PageTitle title={book.title}>{book.title}</PageTitle>
          <dl className="mt-4 grid gap-x-6 gap-y-1 text-lg sm:grid-cols-[auto_1fr]">
            {details.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-semibold text-slate-700">{term}</dt>
                <dd className="text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button
              onClick={() => {
                focusAfterChange(
                  () => {
                    setListening(true);
                    player.load(item, { autoPlay: true });
                  },
                  () => playerRef.current?.querySelector<HTMLButtonElement>('button'),
                );
              }}
            >
              <span aria-hidden="true">▶</span> Play Audiobook
            </Button>
            <UpNextButton item={item} />
            <a href={`${book.audioUrl}?download=1`} download className={buttonClass('secondary')}>
              Download
            </a>
            <Button
              variant="secondary"
              busy={favourite.busy}
              onClick={() => void favourite.submit({ id: book.id, wanted: !book.isFavourite })}
            >
              <span aria-hidden="true">{book.isFavourite ? '★' : '☆'}</span>{' '}
              {book.isFavourite ? 'Remove from Favorites' : 'Add to Favorites'}
            </Button>
          </div>
          <div className="mt-6">
            <DownloadButton item={item} />
          </div>
          <div ref={playerRef} className="mt-6">
            {showPlayer && <AudioPlayer item={item} />}
          </div>
          <dl className="grid-tiles mt-6 grid gap-3 sm:max-w-md">
            <div className="flex flex-col-reverse rounded-xl border border-teal-200 bg-teal-50 p-4">
              <dt className="text-sm text-slate-700">Accessible</dt>
              <dd className="text-xl font-bold text-teal-950">{yesNo(book.isAccessible)}</dd>
            </div>
            <div className="flex flex-col-reverse rounded-xl border border-teal-200 bg-teal-50 p-4">
              <dt className="text-sm text-slate-700">Transcript</dt>
              <dd className="text-xl font-bold text-teal-950">{yesNo(book.hasTranscript)}</dd>
            </div>
          </dl>
          <div className="mt-8">
            <ChapterList item={item} headingLevel={2} />
          </div>
          <div className="mt-8">
            <BookmarkList item={item} headingLevel={2} />
          </div>
          <h2 className="mt-8 text-2xl font-bold text-slate-950">About This Book</h2>
          <p className="mt-2 max-w-prose text-lg whitespace-pre-line text-slate-900">{book.description}</p>
          {book.isbn && <p className="mt-4 text-slate-700">ISBN {book.isbn}</p>}
        </div>
      </div>
    </article>
  );
}
