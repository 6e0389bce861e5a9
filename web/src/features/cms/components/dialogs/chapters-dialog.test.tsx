import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { expectErrorSummaryFocused } from '@/test/error-summary';
import { renderWithApp, stubApi } from '@/test/render';
import ChaptersDialog from './chapters-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const episode = { id: 12, title: 'Getting support', duration: 1800 };

describe('ChaptersDialog', () => {
  it('starts from the saved chapters as clock times, and saves the list in order', async () => {
    const fetchSpy = stubApi({
      '/api/chapters/episode/12': [200, { chapters: [{ title: 'Welcome', startSeconds: 0 }] }],
      'PUT /api/chapters/episode/12': [
        200,
        {
          chapters: [
            { title: 'Welcome', startSeconds: 0 },
            { title: 'Getting support', startSeconds: 750 },
          ],
        },
      ],
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<ChaptersDialog kind="episode" item={episode} onClose={onClose} />);
    expect(await screen.findByLabelText('Chapter 1 title')).toHaveValue('Welcome');
    expect(screen.getByLabelText('Chapter 1 start')).toHaveValue('0:00');
    await user.click(screen.getByRole('button', { name: 'Add chapter' }));
    // Focus goes to the new chapter's title.
    expect(screen.getByLabelText('Chapter 2 title')).toHaveFocus();
    await user.keyboard('Getting support');
    await user.type(screen.getByLabelText('Chapter 2 start'), '12:30');
    await user.click(screen.getByRole('button', { name: 'Save chapters' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      chapters: [
        { title: 'Welcome', start: '0:00' },
        { title: 'Getting support', start: '12:30' },
      ],
    });
    expect(getToasts().map((t) => t.title)).toContain('Chapters of “Getting support” saved');
  });

  it('refuses with the worker’s words beside each field: no title, unreadable, past the end, out of order', async () => {
    const fetchSpy = stubApi({ '/api/chapters/episode/12': [200, { chapters: [] }] });
    const user = userEvent.setup();
    renderWithApp(<ChaptersDialog kind="episode" item={episode} onClose={vi.fn()} />);
    await user.type(await screen.findByLabelText('Chapter 1 title'), 'Late');
    await user.clear(screen.getByLabelText('Chapter 1 start'));
    await user.type(screen.getByLabelText('Chapter 1 start'), '30:00');
    await user.click(screen.getByRole('button', { name: 'Add chapter' }));
    await user.type(screen.getByLabelText('Chapter 2 start'), '1:75');
    await user.click(screen.getByRole('button', { name: 'Save chapters' }));
    await expectErrorSummaryFocused();
    // What each field says first, as the worker's shape check does; the times come after.
    expect(screen.getByLabelText('Chapter 2 title')).toHaveAccessibleDescription(expect.stringContaining('Chapter title is required'));
    expect(screen.getByLabelText('Chapter 2 start')).toHaveAccessibleDescription(
      expect.stringContaining('Write the start as minutes and seconds, like 12:30, or with hours, like 1:02:03'),
    );
    await user.type(screen.getByLabelText('Chapter 2 title'), 'Early');
    await user.clear(screen.getByLabelText('Chapter 2 start'));
    await user.type(screen.getByLabelText('Chapter 2 start'), '4:00');
    await user.click(screen.getByRole('button', { name: 'Save chapters' }));
    expect(screen.getByLabelText('Chapter 1 start')).toHaveAccessibleDescription(
      expect.stringContaining('Chapter 1 must start before the audio ends'),
    );
    await user.clear(screen.getByLabelText('Chapter 1 start'));
    await user.type(screen.getByLabelText('Chapter 1 start'), '5:00');
    await user.click(screen.getByRole('button', { name: 'Save chapters' }));
    expect(screen.getByLabelText('Chapter 2 start')).toHaveAccessibleDescription(
      expect.stringContaining('Chapter 2 must start after chapter 1'),
    );
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
