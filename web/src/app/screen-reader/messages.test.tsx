import type { ConversationDetail, MessagingSettings } from '@schemas/messages';
import { act, screen } from '@testing-library/react';
import { virtual } from '@guidepup/virtual-screen-reader';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/components/messages/testing/fake-socket';
import { aMessage, alex, messagingSettings } from '@/components/messages/testing/message-factory';
import { formatMessageTime } from '@/components/messages/message-time';
import { ConversationScreen } from '@/features/messages/components/conversation-screen';
import { NotificationsControl } from '@/features/notifications/components/notifications-control';
import { renderWithApp, stubApi } from '@/test/render';
import { forget, heard, hears, listen, saidTimes } from '@/test/screen-reader';

const detail: ConversationDetail = {
  id: 7,
  title: null,
  members: [{ ...alex, status: 'active' }],
  myStatus: 'active',
  canSend: true,
  cannotSendReason: null,
  seenMessageId: null,
  notDelivered: false,
  lastReadMessageId: 2,
};

const settings = messagingSettings;

const messages = [aMessage(1, { body: 'Hello Sam' }), aMessage(2, { mine: true, body: 'Hi Alex' })];

function open(mySettings: MessagingSettings) {
  stubApi({
    '/api/messages/conversations/7': [200, detail],
    '/api/messages/conversations/7/messages': [200, { messages, hasEarlier: false }],
    '/api/messages/settings': [200, mySettings],
    'POST /api/messages/conversations/7/read': [200, { ok: true }],
  });
  renderWithApp(<ConversationScreen conversationId={7} viewerId={1} />);
}

/** Alex's next message, pushed down the live channel as the worker would. */
const fromAlex = (body: string) =>
  act(() => FakeSocket.latest().push({ type: 'message', conversationId: 7, message: aMessage(3, { body }) }));

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => vi.unstubAllGlobals());

describe('A conversation, heard through a screen reader', () => {
  it('names the message list, and says a new message with its sender and text without moving focus', async () => {
    const user = userEvent.setup();
    open(settings());
    const log = await screen.findByRole('log', { name: 'Messages with Alex Chen' });
    act(() => FakeSocket.latest().open());
    await listen();
    // Reading on from the last control above the list: the list says what it is.
    screen.getByRole('button', { name: 'Leave conversation' }).focus();
    await forget();
    for (let i = 0; i < 4; i += 1) await virtual.next();
    expect(await heard()).toContain('log, Messages with Alex Chen');
    const newest = screen.getAllByRole('article').at(-1)!;
    newest.focus();
    // Who, when and what: "article, You, 6:32 am Hi Alex".
    expect(await heard()).toContain(`article, You,${formatMessageTime(messages[1]!.createdAt)} Hi Alex`);
    await forget();

    await fromAlex('Are you coming tonight?');
    expect(await hears('polite: Alex Chen: Are you coming tonight?')).toContain('polite: Alex Chen: Are you coming tonight?');
    expect(newest).toHaveFocus();
    expect(log).toHaveTextContent('Are you coming tonight?');
    await user.keyboard('{End}');
    expect(screen.getAllByRole('article').at(-1)).toHaveFocus();
  }, 30_000);

  it('says a message in the conversation being read once: the bell does not ring for it too', async () => {
    stubApi({
      '/api/messages/conversations/7': [200, detail],
      '/api/messages/conversations/7/messages': [200, { messages, hasEarlier: false }],
      '/api/messages/settings': [200, settings()],
      'POST /api/messages/conversations/7/read': [200, { ok: true }],
      '/api/notifications/unread': [200, { unread: 0 }],
    });
    renderWithApp(
      <>
        <NotificationsControl />
        <ConversationScreen conversationId={7} viewerId={1} />
      </>,
    );
    await screen.findByRole('log');
    act(() => FakeSocket.latest().open());
    await listen();
    // As the worker sends it: the message, then the reader's notification about it.
    await act(() => {
      FakeSocket.latest().push({ type: 'message', conversationId: 7, message: aMessage(3, { body: 'A reply arriving while you read' }) });
      FakeSocket.latest().push({ type: 'notification', kind: 'message', announce: true, conversationId: 7 });
    });
    const phrases = await hears('polite: Alex Chen: A reply arriving while you read');
    expect(saidTimes(phrases, 'A reply arriving while you read')).toBe(1);
    expect(saidTimes(await heard(), 'New notification')).toBe(0);
    // A message in another conversation still rings the bell.
    await act(() => FakeSocket.latest().push({ type: 'notification', kind: 'message', announce: true, conversationId: 8 }));
    expect(saidTimes(await hears('polite: New notification.'), 'New notification')).toBe(1);
  }, 30_000);

  it('keeps quiet while the member types in the compose box, unless they chose to hear messages then', async () => {
    const user = userEvent.setup();
    open(settings());
    await screen.findByRole('log');
    act(() => FakeSocket.latest().open());
    await listen();
    await user.type(screen.getByRole('textbox', { name: 'Write a message…' }), 'I will be');
    await forget();
    await fromAlex('Are you coming tonight?');
    expect(await screen.findByText('Are you coming tonight?')).toBeVisible();
    expect(saidTimes(await heard(), 'Are you coming tonight?')).toBe(0);
  }, 30_000);

  it('says the message while typing when "announce while typing" is on', async () => {
    const user = userEvent.setup();
    open(settings({ announceWhileTyping: true }));
    await screen.findByRole('log');
    act(() => FakeSocket.latest().open());
    await listen();
    await user.type(screen.getByRole('textbox', { name: 'Write a message…' }), 'I will be');
    await fromAlex('Bring an umbrella');
    expect(await hears('polite: Alex Chen: Bring an umbrella')).toContain('polite: Alex Chen: Bring an umbrella');
  }, 30_000);

  it('says nothing when the member turned announcements off', async () => {
    open(settings({ announce: 'none' }));
    await screen.findByRole('log');
    act(() => FakeSocket.latest().open());
    await listen();
    await fromAlex('Quiet please');
    expect(await screen.findByText('Quiet please')).toBeVisible();
    expect(saidTimes(await heard(), 'Quiet please')).toBe(0);
  }, 30_000);

  it('says who is typing, when typing indicators are on, at most once a minute per conversation', async () => {
    open(settings({ typingIndicators: true }));
    await screen.findByRole('log');
    act(() => FakeSocket.latest().open());
    await listen();
    const typing = () => act(() => FakeSocket.latest().push({ type: 'typing', conversationId: 7, member: alex }));
    await typing();
    expect(await hears('polite: Alex Chen is typing…')).toContain('polite: Alex Chen is typing…');
    await typing();
    await typing();
    expect(saidTimes(await heard(), 'is typing')).toBe(1);
  }, 30_000);
});
