import { Link } from 'react-router-dom';
import { usePlayer } from '@/components/audio-player/player-context';
import { bookItem, episodeItem } from '@/components/audio-player/player-items';
import { buttonClass } from '@/components/ui/button';
import { formatClock } from '@/lib/format';
import { useUnfinishedListening } from '../api/use-dashboard';

type Unfinished = NonNullable<ReturnType<typeof useUnfinishedListening>['data']>['items'][number];

const toItem = (u: Unfinished) =>
  u.kind === 'episode'
    ? episodeItem({
        id: u.itemId,
        title: u.title,
        episodeNumber: u.episodeNumber ?? 0,
        audioUrl: u.audioUrl,
        thumbnailUrl: u.artworkUrl,
        duration: u.duration,
      })
    : bookItem({
        id: u.itemId,
        title: u.title,
        author: u.author ?? '',
        audioUrl: u.audioUrl,
        coverImageUrl: u.artworkUrl,
        duration: u.duration,
      });

/**
 * What the member started and did not finish, newest first, each resuming where they stopped
 * into the docked player. Nothing shows until there is something to continue: a new member's
 * dashboard stays as it was.
 */
export function ContinueListening() {
  const { data } = useUnfinishedListening();
  const player = usePlayer();
  const items = data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="continue-listening" className="mt-10">
      <h2 id="continue-listening" className="text-2xl font-bold text-slate-950">
        Continue listening
      </h2>
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {items.map((u) => {
          const item = toItem(u);
          const left = Math.max(0, u.duration - u.positionSeconds);
          return (
            <li
              key={`${u.kind}:${u.itemId}`}
              className="flex flex-wrap items-center gap-4 rounded-xl border border-slate-300 bg-white p-4 shadow-sm"
            >
              {u.artworkUrl && (
                <img src={u.artworkUrl} alt="" width={64} height={64} loading="lazy" className="size-16 shrink-0 rounded-lg object-cover" />
              )}
              {/* Beside the picture while 10em of text fits there, under it at large text sizes. */}
              <div className="min-w-0 flex-[1_1_10em]">
                <p className="text-sm font-semibold text-teal-800">{u.kind === 'episode' ? item.subtitle : `Audiobook · ${u.author}`}</p>
                <h3 className="mt-1 font-bold break-words">
                  <Link to={item.href} className="inline-block min-h-6 underline-offset-4 hover:underline">
                    {u.title}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-slate-700">
                  Stopped at {formatClock(u.positionSeconds)} of {formatClock(u.duration)} · {formatClock(left)} left
                </p>
              </div>
              <button
                type="button"
                onClick={() => player.load(item, { autoPlay: true })}
                aria-label={`Resume ${u.title}`}
                className={buttonClass('primary', 'shrink-0')}
              >
                Resume
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
