import type { ConversationDetail } from '@schemas/messages';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/components/messages/testing/fake-socket';
import { aMessage, alex, me, messagingSettings, aRoom } from '@/components/messages/testing/message-factory';
import { RoomScreen } from '@/features/chat/components/room-screen';
import { ConversationScreen } from '@/features/messages/components/conversation-screen';
import { renderWithApp, stubApi } from '@/test/render';
import { forget, heard, hears, listen, saidTimes } from '@/test/screen-reader';

// Messages that arrive while the member types are not said then (unless they chose to hear them):
// a mention is said at once; the rest are summed up once they send or leave the box. A message
// the member sends is said once it is stored ("Message sent"), as the new-message form says it.

const detail: ConversationDetail = {
  id: 7,
  title: null,
  members: [
    { ...me, status: 'active' },
    { ...alex, status: 'active' },
  ],
  myStatus: 'active',
  canSend: true,
  cannotSendReason: null,
  seenMessageId: null,
  notDelivered: false,
  lastReadMessageId: 1,
};

const room = aRoom();

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => vi.unstubAllGlobals());

const box = () => screen.getByRole('textbox', { name: 'Write a message…' });

describe('Messages that arrive while the member types, heard through a screen reader', () => {
  it('in a conversation: a mention is said at once, the rest are summed up after sending, and focus stays in the box', async () => {
    stubApi({
      '/api/messages/conversations/7': [200, detail],
      '/api/messages/conversations/7/messages': [200, { messages: [aMessage(1, { body: 'Hello Sam' })], hasEarlier: false }],
      '/api/messages/settings': [200, messagingSettings()],
      'POST /api/messages/conversations/7/read': [200, { ok: true }],
      'POST /api/messages/conversations/7/messages': [201, aMessage(10, { mine: true, body: 'I will be there' })],
    });
    renderWithApp(<ConversationScreen conversationId={7} viewerId={me.id} />);
    await screen.findByRole('log', { name: 'Messages with Alex Chen' });
    act(() => FakeSocket.latest().open());
    const user = userEvent.setup();
    await user.type(box(), 'I will be there');
    await listen();

    const push = (id: number, body: string) =>
      act(() => FakeSocket.latest().push({ type: 'message', conversationId: 7, message: aMessage(id, { body }) }));
    await push(2, 'Are you coming tonight?');
    expect(await screen.findByText('Are you coming tonight?')).toBeVisible();
    await push(3, '@Sam Rivera can you bring the cake?');
    const mention = 'polite: Alex Chen: @Sam Rivera can you bring the cake? (mentions you)';
    expect(await hears(mention)).toContain(mention);
    expect(saidTimes(await heard(), 'Are you coming tonight?')).toBe(0);

    await forget();
    await user.keyboard('{Enter}');
    const said = await hears('polite: 1 new message while you typed');
    expect(said).toContain('polite: 1 new message while you typed');
    expect(saidTimes(said, 'while you typed')).toBe(1);
    expect(box()).toHaveFocus();
    expect(box()).toHaveValue('');
    // Once stored, the send itself is said, once, after the summary.
    const sent = await hears('polite: Message sent');
    expect(saidTimes(sent, 'Message sent')).toBe(1);
    expect(sent.indexOf('polite: Message sent')).toBeGreaterThan(sent.indexOf('polite: 1 new message while you typed'));
  }, 30_000);

  it('in a room: three messages held while typing are summed up once the member leaves the box', async () => {
    stubApi({
      '/api/chat/rooms/4/messages': [200, { messages: [aMessage(1, { body: 'Morning all' })], hasEarlier: false }],
      '/api/messages/settings': [200, messagingSettings()],
      '/api/messages/blocks': [200, []],
      'POST /api/chat/rooms/4/read': [200, { lastReadMessageId: 1 }],
      'POST /api/chat/rooms/4/messages': [201, aMessage(10, { mine: true, body: 'Sounds good' })],
    });
    renderWithApp(<RoomScreen room={room} viewerId={me.id} />);
    await screen.findByRole('log', { name: 'Messages in Peer support' });
    act(() => FakeSocket.latest().open());
    const user = userEvent.setup();
    await user.type(box(), 'Sounds good');
    await listen();

    for (const id of [2, 3, 4])
      await act(() => FakeSocket.latest().push({ type: 'room-message', roomId: 4, message: aMessage(id, { body: `Room news ${id}` }) }));
    expect(await screen.findByText('Room news 4')).toBeVisible();
    expect(saidTimes(await heard(), 'Room news')).toBe(0);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    const said = await hears('polite: 3 new messages while you typed');
    expect(said).toContain('polite: 3 new messages while you typed');
    expect(saidTimes(said, 'while you typed')).toBe(1);

    // Sending from the Send button: "Message sent" once it is stored, and nothing else.
    await forget();
    await user.keyboard('{Enter}');
    const sent = await hears('polite: Message sent');
    expect(saidTimes(sent, 'Message sent')).toBe(1);
  }, 30_000);
});
