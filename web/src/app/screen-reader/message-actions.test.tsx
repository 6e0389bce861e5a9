import type { ConversationDetail, MessageView } from '@schemas/messages';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, stubLiveBrowser } from '@/components/messages/testing/fake-socket';
import { aMessage, messagingSettings } from '@/components/messages/testing/message-factory';
import { ConversationScreen } from '@/features/messages/components/conversation-screen';
import { renderWithApp, stubFetch, type Answer, type StubRequest } from '@/test/render';
import { hears, listen } from '@/test/screen-reader';

// Actions on a message that change the screen: each one leaves focus somewhere a member can go
// on from, and says what happened when nothing on screen at the focus did.

const detail = (fields: Partial<ConversationDetail> = {}): ConversationDetail => ({
  id: 7,
  title: null,
  members: [{ id: 2, displayName: 'Alex Chen', initials: 'AC', profileImageUrl: null, status: 'active' }],
  myStatus: 'active',
  canSend: true,
  cannotSendReason: null,
  seenMessageId: null,
  notDelivered: false,
  lastReadMessageId: 0,
  ...fields,
});

const settings = messagingSettings();

const base = '/api/messages/conversations/7';

/** The conversation's worker: `route` answers first, then the reads every screen makes. */
function open(route: (request: StubRequest) => Answer | Promise<Answer> | undefined, conversation = () => detail()) {
  stubFetch((request) => {
    const answer = route(request);
    if (answer) return answer;
    if (request.url === base) return [200, conversation()];
    if (request.url === '/api/messages/settings') return [200, settings];
    if (request.url === `${base}/read`) return [200, { counts: { total: 0, requests: 0, conversations: {} } }];
    return [404, { message: 'Not found' }];
  });
  renderWithApp(<ConversationScreen conversationId={7} viewerId={1} />);
}

const page = (messages: MessageView[], hasEarlier = false): Answer => [200, { messages, hasEarlier }];

beforeEach(stubLiveBrowser);
afterEach(() => vi.unstubAllGlobals());

describe('Actions on a message, heard through a screen reader', () => {
  it('taking back the only reaction removes its button: focus goes to the message, and the change is said', async () => {
    const user = userEvent.setup();
    const thanked = aMessage(1, { body: 'See you there', reactions: [{ reaction: 'Thank you', count: 1, mine: true }] });
    open((request) => {
      if (request.url === `${base}/messages`) return page([thanked]);
      if (request.method === 'POST' && request.url === `${base}/messages/1/reactions`) return [200, { ...thanked, reactions: [] }];
      return undefined;
    });
    const chip = await screen.findByRole('button', { name: '1 person reacted Thank you' });
    await listen();
    await user.click(chip);
    expect(await hears('polite: Your Thank you reaction was taken away.')).toContain('polite: Your Thank you reaction was taken away.');
    await waitFor(() => expect(document.getElementById('message-1')).toHaveFocus());
    expect(screen.queryByRole('list', { name: 'Reactions' })).not.toBeInTheDocument();
  }, 30_000);

  it('"Try again" on a message not sent moves focus to the message box and says it is sending again', async () => {
    const user = userEvent.setup();
    let tries = 0;
    open((request) => {
      if (request.url === `${base}/messages` && request.method === 'GET') return page([aMessage(1)]);
      if (request.url === `${base}/messages` && request.method === 'POST') {
        tries += 1;
        // The first try fails; the second waits, so the member is on "Sending…" when it is said.
        return tries === 1 ? [503, { message: 'Unavailable' }] : new Promise<Answer>(() => undefined);
      }
      return undefined;
    });
    const box = await screen.findByRole('textbox', { name: 'Write a message…' });
    await user.type(box, 'Running late{Enter}');
    const again = await screen.findByRole('button', { name: 'Try again' });
    await listen();
    await user.click(again);
    expect(await hears('polite: Sending your message again.')).toContain('polite: Sending your message again.');
    expect(box).toHaveFocus();
    expect(screen.getByText('Sending…')).toBeVisible();
    expect(tries).toBe(2);
  }, 30_000);

  it('loading the earliest page takes the button away: focus goes to the newest message loaded, and the number is said', async () => {
    const user = userEvent.setup();
    const newer = Array.from({ length: 30 }, (_, i) => aMessage(i + 3));
    open((request) => {
      if (request.url === `${base}/messages`) return page(newer, true);
      if (request.url === `${base}/messages?before=3`) return page([aMessage(1), aMessage(2, { body: 'The second message' })]);
      return undefined;
    });
    const load = await screen.findByRole('button', { name: 'Load earlier messages' });
    await listen();
    await user.click(load);
    expect(await hears('polite: 2 earlier messages loaded')).toContain('polite: 2 earlier messages loaded');
    await waitFor(() => expect(document.getElementById('message-2')).toHaveFocus());
    expect(screen.queryByRole('button', { name: /earlier messages/ })).not.toBeInTheDocument();
  }, 30_000);

  it('accepting a request takes its banner away: focus goes to the message box once it opens', async () => {
    const user = userEvent.setup();
    let accepted = false;
    open(
      (request) => {
        if (request.url === `${base}/messages`) return page([aMessage(1, { body: 'Hello, can we talk?' })]);
        if (request.method === 'POST' && request.url === `${base}/accept`) {
          accepted = true;
          return [200, { ok: true }];
        }
        if (request.url.startsWith('/api/messages/conversations?')) return [200, { conversations: [], total: 0, page: 0, pageSize: 20 }];
        if (request.url === '/api/messages/unread') return [200, { total: 0, requests: 0, conversations: {} }];
        return undefined;
      },
      () => (accepted ? detail() : detail({ myStatus: 'request', canSend: false, cannotSendReason: 'Accept the request to reply.' })),
    );
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Write a message…' })).toHaveFocus());
    expect(screen.queryByRole('heading', { name: 'Message request' })).not.toBeInTheDocument();
  }, 30_000);

  it('deleting a message takes its actions button away: focus goes back to the message', async () => {
    const user = userEvent.setup();
    const mine = aMessage(4, { mine: true, body: 'Wrong chat, sorry' });
    open((request) => {
      if (request.url === `${base}/messages`) return page([aMessage(1), mine]);
      if (request.method === 'DELETE' && request.url === `${base}/messages/4`) return [200, { ...mine, body: '', deleted: true }];
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: /^Actions for your message/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete message' }));
    await waitFor(() => expect(document.getElementById('message-4')).toHaveFocus());
    expect(screen.getByText('Message deleted', { selector: 'p' })).toBeVisible();
  }, 30_000);

  it('a message deleted live while the member is on its actions button keeps focus on it; a live change elsewhere takes no focus', async () => {
    const user = userEvent.setup();
    const alexs = aMessage(1, { body: 'Oops, wrong person' });
    open((request) => (request.url === `${base}/messages` ? page([alexs, aMessage(2, { body: 'Hello again' })]) : undefined));
    const [actions] = await screen.findAllByRole('button', { name: /^Actions for message from Alex Chen/ });
    act(() => FakeSocket.latest().open());
    const deleted = (message: MessageView) =>
      act(() => FakeSocket.latest().push({ type: 'message-updated', conversationId: 7, message: { ...message, body: '', deleted: true } }));
    // Nothing focused: a live change leaves it so.
    await deleted(aMessage(2));
    expect(document.body).toHaveFocus();
    actions!.focus();
    expect(actions).toHaveFocus();
    await deleted(alexs);
    expect(document.getElementById('message-1')).toHaveFocus();
    expect(screen.getAllByText('Message deleted', { selector: 'p' })).toHaveLength(2);
    await user.keyboard('{ArrowDown}');
    expect(document.getElementById('message-2')).toHaveFocus();
  }, 30_000);

  it('says so in words when the messages cannot be loaded', async () => {
    open((request) => (request.url === `${base}/messages` ? [503, { message: 'Unavailable' }] : undefined));
    expect(await screen.findByText('The messages could not be loaded. Please check your connection and reload.')).toBeVisible();
    await act(() => Promise.resolve());
  });
});
