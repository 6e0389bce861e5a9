import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePlayer, type PlayerItem } from '@/components/audio-player/player-context';
import { anEpisode, restoreMedia, stubMedia } from '@/components/audio-player/testing/fake-media';
import { PlayerProvider } from '@/components/audio-player/player-provider';
import { UpNextButton } from '@/components/audio-player/up-next-button';
import PlayerDock from './player-dock';

let playSpy: ReturnType<typeof vi.fn>;

beforeEach(() => {
  playSpy = vi.fn(() => Promise.resolve());
  stubMedia({ play: playSpy as () => Promise<void> });
  localStorage.clear();
});
afterEach(restoreMedia);

const item = anEpisode();

/** Another episode, whose page offers "Add to Up next". */
const other: PlayerItem = { ...item, itemId: 5, title: 'Episode 5', href: '/podcasts/5' };

/** A page with a heading, a search field and another episode's Up next button outside the player, and the dock with Episode 7 loaded. */
let latest: ReturnType<typeof usePlayer> | null = null;
const playerNow = () => latest!;

async function renderDock() {
  function Page() {
    const player = usePlayer();
    latest = player;
    const { cue } = player;
    // Once: after Close player, nothing loads it again.
    const cued = useRef(false);
    useEffect(() => {
      if (cued.current) return;
      cued.current = true;
      cue(item);
    }, [cue]);
    return (
      <main>
        <h1 tabIndex={-1}>A page</h1>
        <UpNextButton item={other} />
        <label>
          Search <input type="search" />
        </label>
      </main>
    );
  }
  // A fresh SWR cache per test: one test's chapters must not be another's.
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
  const dock = await screen.findByRole('region', { name: 'Player' });
  await act(async () => {});
  audio.currentTime = 100;
  fireEvent.timeUpdate(audio);
  return { audio, dock };
}

const openSettings = (dock: HTMLElement) => fireEvent.click(within(dock).getByRole('button', { name: 'Player settings' }));

describe('PlayerDock', () => {
  it('skips 10 seconds each way by default, and by the lengths the member chooses, kept on the device', async () => {
    const { audio, dock } = await renderDock();
    fireEvent.click(within(dock).getByRole('button', { name: 'Skip back 10 seconds' }));
    expect(audio.currentTime).toBe(90);

    openSettings(dock);
    const settings = within(dock).getByRole('group', { name: 'Player settings' });
    const back = within(settings).getByRole('combobox', { name: 'Skip back' });
    expect(
      within(back)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5 seconds', '10 seconds', '15 seconds', '30 seconds', '60 seconds']);
    fireEvent.change(back, { target: { value: '30' } });
    fireEvent.change(within(settings).getByRole('combobox', { name: 'Skip forward' }), { target: { value: '5' } });
    fireEvent.click(within(dock).getByRole('button', { name: 'Skip back 30 seconds' }));
    expect(audio.currentTime).toBe(60);
    fireEvent.click(within(dock).getByRole('button', { name: 'Skip forward 5 seconds' }));
    expect(audio.currentTime).toBe(65);
    expect(JSON.parse(localStorage.getItem('player-preferences')!)).toEqual({
      skipBack: 30,
      skipForward: 5,
      shortcuts: true,
      autoAdvance: true,
    });
  });

  it('answers k, space, j, l, [ and ] only while focus is in the player, never while typing, and says what each did', async () => {
    const { audio, dock } = await renderDock();
    const speed = within(dock).getByRole('combobox', { name: 'Playback speed' });
    const link = within(dock).getByRole('link', { name: 'Episode 7' });

    // Outside the player: nothing happens.
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'k' });
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(playSpy).not.toHaveBeenCalled();
    expect(audio.currentTime).toBe(100);

    fireEvent.keyDown(link, { key: 'k' });
    expect(playSpy).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(link, { key: 'j' });
    expect(audio.currentTime).toBe(90);
    expect(within(dock).getByRole('status')).toHaveTextContent('Back 10 seconds');
    fireEvent.keyDown(link, { key: 'l' });
    fireEvent.keyDown(link, { key: 'l' });
    expect(audio.currentTime).toBe(110);
    fireEvent.keyDown(link, { key: ']' });
    fireEvent.keyDown(link, { key: ']' });
    expect(audio.playbackRate).toBe(1.1);
    fireEvent.keyDown(link, { key: '[' });
    expect(audio.playbackRate).toBe(1.05);
    expect(within(dock).getByRole('status')).toHaveTextContent('Speed 1.05×');

    // Space on a button is the button's own; with a modifier or in a select, keys are not shortcuts.
    fireEvent.keyDown(within(dock).getByRole('button', { name: 'Skip back 10 seconds' }), { key: ' ' });
    fireEvent.keyDown(link, { key: 'j', ctrlKey: true });
    fireEvent.keyDown(speed, { key: 'l' });
    expect(playSpy).toHaveBeenCalledTimes(1);
    expect(audio.currentTime).toBe(110);
  });

  it('moves between chapters with n and p, says which, and says every shortcut with ?', async () => {
    const chapters = [
      { title: 'Welcome', startSeconds: 0 },
      { title: 'Housing', startSeconds: 95 },
      { title: 'Work', startSeconds: 600 },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('/api/chapters/')
          ? Response.json({ chapters })
          : Response.json({ kind: 'episode', itemId: 7, positionSeconds: 0, updatedAt: null }),
      ),
    );
    const { audio, dock } = await renderDock();
    const link = within(dock).getByRole('link', { name: 'Episode 7' });
    // The shortcuts' status, beside the chapter status (which speaks only when playing carries on).
    const said = () => within(dock).getAllByRole('status').at(-1);
    // The chapters arrive from the (stubbed) API a few ticks after the dock shows.
    await waitFor(() => expect(fetch).toHaveBeenCalledWith(expect.stringContaining('/api/chapters/episode/7'), expect.anything()));
    await act(async () => {});

    fireEvent.keyDown(link, { key: 'n' });
    expect(audio.currentTime).toBe(600);
    expect(said()).toHaveTextContent('Chapter 3: Work');
    fireEvent.timeUpdate(audio);
    fireEvent.keyDown(link, { key: 'n' });
    expect(audio.currentTime).toBe(600);
    expect(said()).toHaveTextContent('This is the last chapter');
    // At a chapter's very start, p goes to the one before (as CD players do).
    fireEvent.keyDown(link, { key: 'p' });
    expect(audio.currentTime).toBe(95);
    expect(said()).toHaveTextContent('Chapter 2: Housing');

    fireEvent.keyDown(link, { key: '?' });
    expect(said()).toHaveTextContent(/^Player shortcuts: Space or K, Play or pause; .*N, Next chapter; P, Previous chapter/);
  });

  it('lists the keyboard shortcuts and turns them off', async () => {
    const { audio, dock } = await renderDock();
    openSettings(dock);
    const settings = within(dock).getByRole('group', { name: 'Player settings' });
    expect(within(settings).getByRole('heading', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
    expect(
      within(settings)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual([
      'Play or pause',
      'Skip back 10 seconds',
      'Skip forward 10 seconds',
      'Slower (0.05×)',
      'Faster (0.05×)',
      'Next chapter',
      'Previous chapter',
      'Say these shortcuts',
    ]);
    const toggle = within(settings).getByRole('checkbox', { name: 'Single-key shortcuts' });
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    expect(toggle).toHaveAccessibleDescription(/^Off\./);
    fireEvent.keyDown(within(dock).getByRole('link', { name: 'Episode 7' }), { key: 'l' });
    expect(audio.currentTime).toBe(100);

    // Escape closes the settings and focus goes back to their button.
    fireEvent.keyDown(toggle, { key: 'Escape' });
    expect(within(dock).queryByRole('group', { name: 'Player settings' })).not.toBeInTheDocument();
    expect(within(dock).getByRole('button', { name: 'Player settings' })).toHaveFocus();
  });

  it('shows Up next in order, reorders it with buttons, removes one and clears it', async () => {
    const { dock } = await renderDock();
    const queued = (n: number): PlayerItem => ({ ...item, itemId: n, title: `Episode ${n}`, href: `/podcasts/${n}` });
    fireEvent.click(within(dock).getByRole('button', { name: 'Up next (0)' }));
    let panel = within(dock).getByRole('group', { name: 'Up next' });
    expect(within(panel).getByText(/^Nothing yet/)).toBeInTheDocument();
    // Queued from elsewhere (a page's "Add to Up next").
    const { addToQueue } = playerNow();
    act(() => addToQueue(queued(8)));
    act(() => playerNow().addToQueue(queued(9)));
    panel = within(dock).getByRole('group', { name: 'Up next' });
    const titles = () =>
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent);
    expect(titles()).toEqual(['1. Episode 8', '2. Episode 9']);
    expect(within(panel).getByRole('button', { name: 'Move up: Episode 8' })).toHaveAttribute('aria-disabled', 'true');

    const down = within(panel).getByRole('button', { name: 'Move down: Episode 8' });
    act(() => down.focus());
    fireEvent.click(down);
    expect(titles()).toEqual(['1. Episode 9', '2. Episode 8']);
    // Focus stays on the button that moved with its episode.
    expect(within(panel).getByRole('button', { name: 'Move down: Episode 8' })).toHaveFocus();
    // Only the list shows the new place: it is said.
    expect(within(panel).getByRole('status')).toHaveTextContent('Episode 8 is now number 2 of 2');

    fireEvent.click(within(panel).getByRole('button', { name: 'Remove: Episode 9' }));
    expect(titles()).toEqual(['1. Episode 8']);
    expect(within(panel).getByRole('heading', { name: 'Up next' })).toHaveFocus();
    expect(within(panel).getByRole('status')).toHaveTextContent('Removed Episode 9 from Up next');
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Play the next one automatically' }));
    expect(JSON.parse(localStorage.getItem('player-preferences')!)).toMatchObject({ autoAdvance: false });
    fireEvent.click(within(panel).getByRole('button', { name: 'Clear Up next' }));
    expect(within(panel).getByText(/^Nothing yet/)).toBeInTheDocument();
    expect(within(dock).getByRole('button', { name: 'Up next (0)' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says what "Add to Up next" did, where only the button\'s name changes', async () => {
    await renderDock();
    const page = screen.getByRole('main');
    const add = within(page).getByRole('button', { name: 'Add to Up next: Episode 5' });
    act(() => add.focus());
    fireEvent.click(add);
    expect(within(page).getByRole('status')).toHaveTextContent('Added Episode 5 to Up next, number 1');
    fireEvent.click(within(page).getByRole('button', { name: 'Remove from Up next: Episode 5' }));
    expect(within(page).getByRole('status')).toHaveTextContent('Removed Episode 5 from Up next');
    expect(within(page).getByRole('button', { name: 'Add to Up next: Episode 5' })).toHaveFocus();
  });

  it("Close player takes the dock away, and focus goes to the page's heading", async () => {
    const { dock } = await renderDock();
    const close = within(dock).getByRole('button', { name: 'Close player' });
    act(() => close.focus());
    fireEvent.click(close);
    expect(screen.queryByRole('region', { name: 'Player' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'A page' })).toHaveFocus();
  });

  it('opens the full player as a dialog with every control, Up next, and shortcuts, and Escape returns focus to its button', async () => {
    const { audio, dock } = await renderDock();
    act(() => playerNow().addToQueue({ ...item, itemId: 8, title: 'Episode 8', href: '/podcasts/8' }));
    const open = within(dock).getByRole('button', { name: 'Full player' });
    act(() => open.focus());
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Now playing' });
    expect(within(dialog).getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuetext', '1 minute 40 seconds of 30 minutes');
    expect(within(dialog).getByText('Elapsed', { exact: false }).parentElement).toHaveTextContent('Elapsed 1:40');
    expect(within(dialog).getByText('Remaining', { exact: false }).parentElement).toHaveTextContent('Remaining −28:20');
    for (const name of ['Skip back 10 seconds', 'Play Episode 7', 'Skip forward 10 seconds', 'Clear Up next'])
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    expect(within(dialog).getByRole('slider', { name: 'Volume' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Playback speed' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open its page: Episode 7' })).toHaveAttribute('href', '/podcasts/7');
    expect(within(within(dialog).getByRole('region', { name: 'Up next' })).getAllByRole('listitem')[0]).toHaveTextContent('1. Episode 8');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Skip forward 10 seconds' }));
    expect(audio.currentTime).toBe(110);
    // Shortcuts work inside the dialog, once each (the dock does not hear them too).
    fireEvent.keyDown(within(dialog).getByRole('slider', { name: 'Volume' }), { key: 'j' });
    expect(audio.currentTime).toBe(100);
    expect(within(dialog).getByText('Back 10 seconds')).toBeInTheDocument();

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await vi.waitFor(() => expect(open).toHaveFocus());
  });
});
