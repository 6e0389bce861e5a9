import type { Draft } from '@schemas/drafts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownComment } from '@/test/community-factories';
import { renderWithApp, stubApi } from '@/test/render';
import { ReplyForm } from './reply-form';

afterEach(() => vi.unstubAllGlobals());

const replyDraft: Draft = {
  id: 41,
  postId: 5,
  replyToId: 9,
  title: '',
  content: 'Half of what I meant to say',
  category: '',
  updatedAt: '2026-11-26T05:00:00.000Z',
  postTitle: 'A post',
};

function stubDrafts() {
  stubApi({ '/api/community/drafts': [200, { drafts: [replyDraft] }], 'DELETE /api/community/drafts/41': [200, { ok: true }] });
}

describe('ReplyForm', () => {
  it('reads "Draft restored" with the box it focuses, which a status filled as it opens often never says', async () => {
    stubDrafts();
    renderWithApp(<ReplyForm postId={5} replyTo={ownComment(9, 'Plan reviews took me six months.', 5)} onClose={() => {}} />);
    const box = screen.getByRole('textbox', { name: 'Reply to Sam Taylor' });
    await waitFor(() => expect(box).toHaveValue('Half of what I meant to say'));
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription('Draft restored');

    // Discarded, the status says so as focus comes back to the box: the box does not say it again.
    await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(box).toHaveFocus();
    expect(screen.getByText('Draft discarded')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('');
  });

  it('still names its error once the draft describes it too', async () => {
    stubDrafts();
    renderWithApp(<ReplyForm postId={5} replyTo={ownComment(9, 'Plan reviews took me six months.', 5)} onClose={() => {}} />);
    const box = screen.getByRole('textbox', { name: 'Reply to Sam Taylor' });
    await waitFor(() => expect(box).toHaveValue('Half of what I meant to say'));
    await userEvent.clear(box);
    await userEvent.click(screen.getByRole('button', { name: 'Post Reply' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription(/^Draft restored\s+Error: /));
  });
});
