import { lazy, Suspense } from 'react';
import { BookmarkList } from '@/components/audio-player/bookmark-list';
import { ChapterList } from '@/components/audio-player/chapter-list';
import { episodeItem } from '@/components/audio-player/player-items';
import { BackButton } from '@/components/ui/back-button';
import { Button, buttonClass } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { MissingItem, type MissingWords } from '@/components/ui/states';
import { Tags } from '@/components/ui/tags';
import { formatLongDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { shareLink } from '@/lib/share';
import { useDialog } from '@/lib/use-dialog';
import { useEpisode, useTimedTranscript } from '../api/use-podcasts';
import { EpisodePlayer } from './episode-player';
import { DownloadButton } from '@/components/offline/download-button';
import { TimedTranscript } from './timed-transcript';

// The dialog (and Headless UI with it) loads only when a listener opens it.
const FeedbackDialog = lazy(() => import('./feedback-dialog'));

const MISSING: MissingWords = {
  loading: 'Loading the episode...',
  notFound: { title: 'Episode Not Found', text: "The episode you're looking for doesn't exist or has been removed." },
  failed: { title: 'Unable to Load Episodes', text: 'There was an error loading the podcast episodes. Please try again later.' },
};

export function EpisodeView({ id }: { id: string | undefined }) {
  const read = useEpisode(id);
  const { data: episode } = read;
  const feedback = useDialog<true>();
  const timed = useTimedTranscript(id);
  if (!episode) return <MissingItem read={read} words={MISSING} />;
  const transcript = episode.transcript?.trim();
  const cues = timed.data?.cues;
  return (
    <article>
      <BackButton label="Back to Podcasts" fallback={paths.podcasts} />
      {/* The player below shows the picture and the length, so the details here say neither. */}
      <p className="mt-4 font-semibold text-teal-800">
        CripChat · Episode {episode.episodeNumber} · <time dateTime={episode.publishedAt}>{formatLongDate(episode.publishedAt)}</time>
      </p>
      <PageTitle title={episode.title} className="mt-2">
        {episode.title}
      </PageTitle>
      <p className="mt-3 text-lg text-slate-800">{episode.description}</p>
      <div className="mt-3">
        <Tags tags={episode.tags} />
      </div>
      <div className="mt-6">
        <EpisodePlayer episode={episode} cue />
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={`${episode.audioUrl}?download=1`} download className={buttonClass('secondary')}>
          Download Episode
        </a>
        <Button variant="secondary" onClick={() => shareLink({ title: `CripChat: ${episode.title}`, path: paths.episode(episode.id) })}>
          Share
        </Button>
        <Button variant="secondary" onClick={() => feedback.open(true)}>
          Feedback
        </Button>
      </div>
      <div className="mt-6">
        <DownloadButton item={episodeItem(episode)} />
      </div>
      <div className="mt-6">
        <ChapterList item={episodeItem(episode)} headingLevel={2} />
      </div>
      <div className="mt-6">
        <BookmarkList item={episodeItem(episode)} headingLevel={2} />
      </div>
      {(cues || transcript) && (
        <section aria-labelledby="transcript-heading" className="mt-10 rounded-xl border border-slate-300 bg-white p-6">
          <h2 id="transcript-heading" className="text-2xl font-bold text-slate-950">
            Episode Transcript
          </h2>
          {cues ? (
            <TimedTranscript item={episodeItem(episode)} cues={cues} />
          ) : (
            <div className="mt-4 max-w-prose text-lg whitespace-pre-line text-slate-900">{transcript}</div>
          )}
        </section>
      )}
      {feedback.current && (
        <Suspense fallback={null}>
          <FeedbackDialog episodeId={episode.id} onClose={feedback.close} />
        </Suspense>
      )}
    </article>
  );
}
