import { virtual } from '@guidepup/virtual-screen-reader';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePlayer } from '@/components/audio-player/player-context';
import { anEpisode, restoreMedia, stubMedia } from '@/components/audio-player/testing/fake-media';
import { PlayerProvider } from '@/components/audio-player/player-provider';
import PlayerDock from '@/components/player-dock/player-dock';
import { forget, heard, listen } from '@/test/screen-reader';

beforeEach(() => stubMedia());
afterEach(restoreMedia);

const item = anEpisode({ artworkUrl: '/media/ep.svg' });

function Loaded() {
  const { cue } = usePlayer();
  useEffect(() => cue(item), [cue]);
  return <main>Page</main>;
}

const timeLine = () => screen.getByText(/^Elapsed/).closest('p');

describe('The docked player, heard through a screen reader', () => {
  it('is a region named Player; its button says Play or Pause with the title; time ticks say nothing', async () => {
    render(
      <MemoryRouter>
        <PlayerProvider>
          <Loaded />
          <PlayerDock onHeight={() => {}} />
        </PlayerProvider>
      </MemoryRouter>,
    );
    const audio = document.querySelector('audio')!;
    fireEvent.loadedMetadata(audio);
    const region = await screen.findByRole('region', { name: 'Player' });
    // The artwork is decorative beside the title; the title is the link back to the episode.
    expect(region.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByRole('link', { name: 'Episode 7' })).toHaveAttribute('href', '/podcasts/7');

    await listen();
    const said: string[] = [];
    for (let i = 0; i < 12 && !said.includes('link, Episode 7'); i++) {
      await virtual.next();
      said.push((await virtual.lastSpokenPhrase()) ?? '');
    }
    expect(said).toContain('region, Player');
    expect(said).toContain('link, Episode 7');

    const button = screen.getByRole('button', { name: 'Play Episode 7' });
    act(() => button.focus());
    expect((await heard()).at(-1)).toBe('button, Play Episode 7');
    fireEvent.play(audio);
    expect(button).toHaveAccessibleName('Pause Episode 7');
    expect(timeLine()).toHaveTextContent('Elapsed 0:00 · , remaining −30:00');

    // Playing: the time moves every second and nothing is said.
    await forget();
    for (let t = 1; t <= 5; t++) {
      audio.currentTime = t;
      fireEvent.timeUpdate(audio);
    }
    expect(timeLine()).toHaveTextContent('Elapsed 0:05 · , remaining −29:55');
    expect(await heard()).toEqual([]);
    expect(button).toHaveFocus();
  }, 30_000);

  it('moves focus into Player settings and Up next when they open, so the next Tab is in the panel; Escape goes back to the button', async () => {
    render(
      <MemoryRouter>
        <PlayerProvider>
          <Loaded />
          <PlayerDock onHeight={() => {}} />
        </PlayerProvider>
      </MemoryRouter>,
    );
    fireEvent.loadedMetadata(document.querySelector('audio')!);
    await screen.findByRole('region', { name: 'Player' });
    await listen();

    const settingsButton = screen.getByRole('button', { name: 'Player settings' });
    act(() => settingsButton.focus());
    await forget();
    await virtual.press('Enter');
    const settings = screen.getByRole('group', { name: 'Player settings' });
    expect(within(settings).getByRole('heading', { name: 'Player settings' })).toHaveFocus();
    expect(await heard()).toContain('heading, Player settings, level 2');
    await virtual.press('Tab');
    expect(within(settings).getByRole('combobox', { name: 'Skip back' })).toHaveFocus();
    expect((await heard()).at(-1)).toMatch(/^combobox, Skip back/);
    await forget();
    await virtual.press('Escape');
    expect(settingsButton).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Player settings' })).not.toBeInTheDocument();
    expect((await heard()).at(-1)).toMatch(/^button, Player settings/);

    const queueButton = screen.getByRole('button', { name: 'Up next (0)' });
    act(() => queueButton.focus());
    await forget();
    await virtual.press('Enter');
    const queue = screen.getByRole('group', { name: 'Up next' });
    expect(within(queue).getByRole('heading', { name: 'Up next' })).toHaveFocus();
    expect(await heard()).toContain('heading, Up next, level 2');
    await virtual.press('Tab');
    expect(queue).toContainElement(document.activeElement as HTMLElement);
    await virtual.press('Escape');
    expect(queueButton).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Up next' })).not.toBeInTheDocument();
  }, 30_000);
});
