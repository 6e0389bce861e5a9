import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePlayer } from '@/components/audio-player/player-context';
import { PlayerProvider } from '@/components/audio-player/player-provider';
import { restoreMedia, stubMedia } from '@/components/audio-player/testing/fake-media';
import { renderWithApp, stubApi } from '@/test/render';
import { ContinueListening } from './continue-listening';

let playSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  playSpy = vi.fn(() => Promise.resolve());
  stubMedia({ duration: 2700, play: playSpy as () => Promise<void>, fetch: null });
});
afterEach(restoreMedia);

const episode = {
  kind: 'episode',
  itemId: 4,
  positionSeconds: 754,
  updatedAt: '2026-03-03T10:00:00.000Z',
  title: 'Work and the DSP',
  episodeNumber: 4,
  author: null,
  artworkUrl: '/media/podcasts/4.svg',
  audioUrl: '/media/podcasts/4.wav',
  duration: 2700,
};
const book = {
  kind: 'audiobook',
  itemId: 9,
  positionSeconds: 60,
  updatedAt: '2026-03-02T10:00:00.000Z',
  title: 'A long book',
  episodeNumber: null,
  author: 'Ada Author',
  artworkUrl: null,
  audioUrl: '/media/audiobooks/9.wav',
  duration: 3600,
};

/** What the player has loaded, as the dock would show it. */
function Loaded() {
  const { item, playing } = usePlayer();
  return <p data-testid="loaded">{item ? `${item.title} (${item.subtitle}) ${item.href}${playing ? ' playing' : ''}` : 'nothing'}</p>;
}

const renderDashboard = () =>
  renderWithApp(
    <PlayerProvider>
      <ContinueListening />
      <Loaded />
    </PlayerProvider>,
  );

describe('Continue listening', () => {
  it('lists what the member started, in the order the server gives (newest first), with where they stopped', async () => {
    stubApi({ '/api/listening-positions': [200, { items: [episode, book] }] });
    renderDashboard();
    const section = await screen.findByRole('region', { name: 'Continue listening' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual(['Work and the DSP', 'A long book']);
    expect(within(items[0]!).getByText('CripChat · Episode 4')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Stopped at 12:34 of 45:00 · 32:26 left')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Audiobook · Ada Author')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: 'A long book' })).toHaveAttribute('href', '/library/9');
  });

  it('resumes one into the player: loaded, and started once its saved position is applied', async () => {
    stubApi({
      '/api/listening-positions': [200, { items: [episode, book] }],
      '/api/listening-positions/audiobook/9': [200, { kind: 'audiobook', itemId: 9, positionSeconds: 60, updatedAt: book.updatedAt }],
    });
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Resume A long book' }));
    expect(screen.getByTestId('loaded')).toHaveTextContent('A long book (Ada Author) /library/9');
    const audio = document.querySelector('audio')!;
    expect(audio.getAttribute('src')).toBe('/media/audiobooks/9.wav');
    fireEvent.loadedMetadata(audio);
    await waitFor(() => expect(playSpy).toHaveBeenCalledTimes(1));
    expect(audio.currentTime).toBe(60);
  });

  it('shows nothing for a member with nothing to continue', async () => {
    const fetchSpy = stubApi({ '/api/listening-positions': [200, { items: [] }] });
    renderDashboard();
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Continue listening' })).not.toBeInTheDocument();
    expect(screen.getByTestId('loaded')).toHaveTextContent('nothing');
  });
});
