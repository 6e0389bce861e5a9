import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChapterList } from '@/components/audio-player/chapter-list';
import { usePlayer } from '@/components/audio-player/player-context';
import { anEpisode, noPosition, restoreMedia, stubMedia } from '@/components/audio-player/testing/fake-media';
import { PlayerProvider } from '@/components/audio-player/player-provider';
import PlayerDock from '@/components/player-dock/player-dock';
import { forget, heard, listen } from '@/test/screen-reader';

// The chapter playing is said once as playing carries the listener into it, never on every
// tick, never for a jump the member made, and never twice for one chapter.

const CHAPTERS = [
  { title: 'Welcome', startSeconds: 0 },
  { title: 'Getting support', startSeconds: 750 },
  { title: 'Questions', startSeconds: 1500 },
];

beforeEach(() =>
  stubMedia({
    fetch: async (input) => (String(input).includes('/api/chapters/') ? Response.json({ chapters: CHAPTERS }) : noPosition(7)()),
  }),
);
afterEach(restoreMedia);

const item = anEpisode();

function Page() {
  const { cue } = usePlayer();
  useEffect(() => cue(item), [cue]);
  return (
    <main>
      <ChapterList item={item} headingLevel={2} />
    </main>
  );
}

async function renderPlaying() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter>
        <PlayerProvider>
          <Page />
          <PlayerDock onHeight={() => {}} />
        </PlayerProvider>
      </MemoryRouter>
    </SWRConfig>,
  );
  const audio = document.querySelector('audio')!;
  fireEvent.loadedMetadata(audio);
  await screen.findByRole('button', { name: 'Chapter 2: Getting support, starts at 12:30' });
  fireEvent.play(audio);
  const at = async (seconds: number) => {
    audio.currentTime = seconds;
    await act(async () => void fireEvent.timeUpdate(audio));
  };
  return { audio, at };
}

const chapterPhrases = (log: string[]) => log.filter((phrase) => phrase.includes('Chapter'));

describe('chapters, heard through a screen reader', () => {
  it('says the next chapter once as playing reaches it, and the list marks it current', async () => {
    const { at } = await renderPlaying();
    await at(740);
    await listen();
    await forget();
    for (let t = 745; t <= 760; t++) await at(t);
    expect(chapterPhrases(await heard())).toEqual(['polite: Chapter 2: Getting support']);
    const dock = screen.getByRole('region', { name: 'Player' });
    expect(within(dock).getByText('Chapter 2: Getting support', { selector: 'p:not([role])' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chapter 2: Getting support, starts at 12:30' })).toHaveAttribute('aria-current', 'true');

    // Back into chapter 1 by skipping, then playing on into chapter 2 again: not said twice.
    await forget();
    await at(745);
    for (let t = 746; t <= 755; t++) await at(t);
    expect(chapterPhrases(await heard())).toEqual([]);
  }, 30_000);

  it('says nothing for a jump the member made with a chapter button', async () => {
    await renderPlaying();
    await listen();
    await forget();
    const button = screen.getByRole('button', { name: 'Chapter 3: Questions, starts at 25:00' });
    act(() => button.focus());
    fireEvent.click(button);
    const audio = document.querySelector('audio')!;
    expect(audio.currentTime).toBe(1500);
    await act(async () => void fireEvent.timeUpdate(audio));
    const log = await heard();
    expect(log[0]).toMatch(/^button, Chapter 3: Questions, starts at 25:00/);
    expect(log.filter((phrase) => phrase.startsWith('polite'))).toEqual([]);
  }, 30_000);

  it('Next and Previous chapter say where they went, once, playing or paused', async () => {
    const { audio, at } = await renderPlaying();
    await at(100);
    await listen();
    const next = screen.getByRole('button', { name: 'Next chapter' });
    act(() => next.focus());
    await forget();
    fireEvent.click(next);
    await act(async () => void fireEvent.timeUpdate(audio));
    expect(chapterPhrases(await heard())).toEqual(['polite: Chapter 2: Getting support']);

    fireEvent.pause(audio);
    await forget();
    fireEvent.click(screen.getByRole('button', { name: 'Previous chapter' }));
    await act(async () => void fireEvent.timeUpdate(audio));
    expect(chapterPhrases(await heard())).toEqual(['polite: Chapter 1: Welcome']);
  }, 30_000);
});
