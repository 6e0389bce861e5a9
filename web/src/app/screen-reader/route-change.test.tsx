import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forget, hears, listen, saidTimes } from '@/test/screen-reader';
import { renderTitledApp } from '@/test/titled-app';

// PageTitle remembers the last path it showed: a fresh copy of the modules is a fresh page load.
beforeEach(() => {
  vi.resetModules();
});

const renderApp = () =>
  renderTitledApp(
    [
      {
        path: '/news',
        title: 'News Feed',
        links: [
          ['/news/1', 'NDIS review opens'],
          ['/news/2', 'Ramps at every station'],
        ],
      },
      { path: '/news/:id', title: 'Ramps at every station' },
    ],
    '/news',
  );

describe('Changing page, heard through a screen reader', () => {
  it('says the new page once, by its heading, and Back returns to the link the member followed', async () => {
    const router = await renderApp();
    const user = userEvent.setup();
    await listen();

    await user.click(screen.getByRole('link', { name: 'Ramps at every station' }));
    const arrived = await hears('heading, Ramps at every station, level 1');
    expect(arrived).toContain('heading, Ramps at every station, level 1');
    // Once: no route announcer repeating the title over the heading.
    expect(saidTimes(arrived, 'heading, Ramps at every station')).toBe(1);
    expect(arrived.filter((phrase) => /^(polite|assertive):/.test(phrase))).toEqual([]);

    await forget();
    await act(() => router.navigate(-1));
    const back = await hears('link, Ramps at every station');
    expect(back).toContain('link, Ramps at every station');
    expect(back).not.toContain('heading, News Feed, level 1');
    expect(screen.getByRole('link', { name: 'Ramps at every station' })).toHaveFocus();
  }, 30_000);
});
