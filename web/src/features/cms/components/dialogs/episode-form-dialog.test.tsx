import type { CmsMedia } from '@schemas/cms-media';
import type { AdminEpisode } from '@schemas/content-admin';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { renderWithApp, stubApi } from '@/test/render';
import EpisodeFormDialog from './episode-form-dialog';
import { expectErrorSummaryFocused } from '@/test/error-summary';

/** new Audio() in the dialog: each test says what length the chosen file reports. */
const audios: FakeAudio[] = [];
class FakeAudio extends EventTarget {
  duration = Number.NaN;
  preload = '';
  src = '';
  constructor() {
    super();
    audios.push(this);
  }
  removeAttribute() {}
  load() {}
}

beforeEach(() => {
  audios.length = 0;
  vi.stubGlobal('Audio', FakeAudio);
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const media: CmsMedia[] = [
  {
    id: 31,
    filename: 'episode-12.mp3',
    alt: '',
    url: '/media/audio/episode-12.mp3',
    mimeType: 'audio/mpeg',
    size: 40_000_000,
    createdAt: '2026-05-01T00:00:00.000Z',
  },
  {
    id: 32,
    filename: 'episode-13.mp3',
    alt: '',
    url: '/media/audio/episode-13.mp3',
    mimeType: 'audio/mpeg',
    size: 42_000_000,
    createdAt: '2026-05-08T00:00:00.000Z',
  },
  {
    id: 40,
    filename: 'host.jpg',
    alt: 'The host at a microphone',
    url: '/media/images/host.jpg',
    mimeType: 'image/jpeg',
    size: 90_000,
    createdAt: '2026-05-01T00:00:00.000Z',
  },
];

const episode = (over: Partial<AdminEpisode> = {}): AdminEpisode => ({
  id: 12,
  title: 'Getting around Melbourne by tram',
  description: 'Low-floor trams, level stops and what still needs fixing.',
  audioUrl: '/media/audio/episode-12.mp3',
  thumbnailUrl: '/media/images/host.jpg',
  episodeNumber: 12,
  publishedAt: '2026-05-01T00:00:00.000Z',
  duration: 2400,
  tags: ['Transport'],
  transcript: null,
  status: 'published',
  ...over,
});

const listKey = '/api/cms/podcasts?limit=12&offset=0';

describe('EpisodeFormDialog', () => {
  it('numbers a new episode after the latest and fills the duration from the chosen audio file', async () => {
    const fetchSpy = stubApi({
      '/api/cms/media': [200, media],
      [listKey]: [200, [episode()]],
      'POST /api/podcasts': [201, episode({ id: 13 })],
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<EpisodeFormDialog onClose={onClose} />);

    await waitFor(() => expect(screen.getByLabelText('Episode number')).toHaveValue('13'));
    await user.type(screen.getByLabelText('Title'), 'Accessible festivals');
    await user.type(screen.getByLabelText('Description'), 'What makes a festival work for everyone.');
    await user.click(await screen.findByRole('radio', { name: /episode-13\.mp3/ }));

    expect(screen.getByText('Reading the length of the audio file...')).toBeInTheDocument();
    const audio = audios.at(-1)!;
    expect(audio.src).toBe('/media/audio/episode-13.mp3');
    await act(async () => {
      audio.duration = 2712.4;
      audio.dispatchEvent(new Event('loadedmetadata'));
    });
    const duration = screen.getByLabelText('Duration in seconds');
    expect(duration).toHaveValue('2712');
    expect(duration).toHaveAccessibleDescription(
      expect.stringContaining('2,712 seconds: 45 minutes 12 seconds, shown to members as 45 min.'),
    );
    expect(screen.getByText('Duration read from the audio file: 45 minutes 12 seconds.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish Episode' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = fetchSpy.mock.calls.find(([url]) => url === '/api/podcasts') as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      episodeNumber: 13,
      audioMediaId: 32,
      thumbnailMediaId: null,
      duration: 2712,
      status: 'published',
    });
    expect(getToasts()[0]?.title).toBe('Episode published successfully');
  });

  it('asks for an audio file when none is chosen', async () => {
    stubApi({ '/api/cms/media': [200, media], [listKey]: [200, []] });
    const user = userEvent.setup();
    renderWithApp(<EpisodeFormDialog onClose={vi.fn()} />);
    await screen.findAllByRole('radio');
    await user.click(screen.getByRole('button', { name: 'Publish Episode' }));
    expect(screen.getByRole('group', { name: 'Audio file' })).toHaveAccessibleDescription(expect.stringContaining('Choose an audio file'));
  });

  it('when editing, shows the current files as chosen and keeps them unless changed', async () => {
    const fetchSpy = stubApi({ '/api/cms/media': [200, media], [listKey]: [200, [episode()]], 'PATCH /api/podcasts/12': [200, episode()] });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<EpisodeFormDialog episode={episode()} onClose={onClose} />);

    expect(await screen.findByRole('radio', { name: /episode-12\.mp3/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /host\.jpg/ })).toBeChecked();
    expect(screen.getByLabelText('Duration in seconds')).toHaveValue('2400');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = fetchSpy.mock.calls.find(([url]) => url === '/api/podcasts/12') as unknown as [string, RequestInit];
    const body = JSON.parse(String(init.body));
    expect(init.method).toBe('PATCH');
    expect(body).not.toHaveProperty('audioMediaId');
    expect(body).not.toHaveProperty('thumbnailMediaId');
    expect(body).not.toHaveProperty('publishedAt');
    expect(body.episodeNumber).toBe(12);
    expect(getToasts()[0]?.title).toBe('Episode updated successfully');
  });

  it("shows the worker's 409 for a number already used on the number field", async () => {
    stubApi({
      '/api/cms/media': [200, media],
      [listKey]: [200, [episode()]],
      'PATCH /api/podcasts/12': [409, { message: 'Episode number taken', errors: { episodeNumber: ['Episode 11 already exists'] } }],
    });
    const user = userEvent.setup();
    renderWithApp(<EpisodeFormDialog episode={episode()} onClose={vi.fn()} />);
    const number = screen.getByLabelText('Episode number');
    await user.clear(number);
    await user.type(number, '11');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(number).toHaveAccessibleDescription(expect.stringContaining('Episode 11 already exists')));
    await expectErrorSummaryFocused(/Episode 11 already exists/);
  });
});
