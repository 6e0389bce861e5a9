import { act, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '@/test/render';
import { useDraft } from './use-draft';

afterEach(() => {
  vi.unstubAllGlobals();
});

function ReplyBox() {
  const form = useRef<HTMLFormElement>(null);
  const { posted } = useDraft({ postId: 4, replyToId: 9 }, form);
  return (
    <>
      <form ref={form} aria-label="Reply">
        <textarea name="content" aria-label="Reply" />
      </form>
      <button type="button" onClick={posted}>
        Posted
      </button>
    </>
  );
}

const saves = (fetch: ReturnType<typeof stubApi>) => fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('A forum draft kept as the member leaves', () => {
  it('keeps words that were written before any input event was heard (a form that opened a moment ago), sent with keepalive', async () => {
    const fetch = stubApi({ '/api/community/drafts': [200, { drafts: [] }], 'PUT /api/community/drafts': [200, { draft: { id: 1 } }] });
    renderWithApp(<ReplyBox />);
    const box = await screen.findByRole('textbox', { name: 'Reply' });
    // Written with no input event, as when text lands before the listeners are in place.
    (box as HTMLTextAreaElement).value = 'Thank you, I will try Tuesday.';
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() => expect(saves(fetch)).toHaveLength(1));
    const [, init] = saves(fetch)[0]!;
    expect(init!.keepalive).toBe(true);
    expect(JSON.parse(String(init!.body))).toMatchObject({ postId: 4, replyToId: 9, content: 'Thank you, I will try Tuesday.' });
  });

  it('keeps nothing for an empty form, nor the words just posted', async () => {
    const fetch = stubApi({ '/api/community/drafts': [200, { drafts: [] }], 'PUT /api/community/drafts': [200, { draft: { id: 1 } }] });
    renderWithApp(<ReplyBox />);
    const box = await screen.findByRole('textbox', { name: 'Reply' });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    (box as HTMLTextAreaElement).value = 'Posted already.';
    act(() => screen.getByRole('button', { name: 'Posted' }).click());
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(saves(fetch)).toEqual([]);
  });
});
