import type { RoomReactionCount } from '@schemas/chat';
import type { MessagingSettings } from '@schemas/messages';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/components/messages/testing/fake-socket';
import { aMessage, alex, me, messagingSettings, aRoom } from '@/components/messages/testing/message-factory';
import { RoomScreen } from '@/features/chat/components/room-screen';
import { renderWithApp, stubApi } from '@/test/render';
import { heard, hears, listen, saidTimes } from '@/test/screen-reader';

// A chat room's reactions and typing, heard through a screen reader (decision 0040): a reaction
// to the member's own message is said in words, others are only shown; typing is said at most
// once a minute per room, and never to a member who left typing indicators off.

const room = aRoom({ lastReadMessageId: 2 });

const settings = messagingSettings;

const history = [aMessage(1, { body: 'Morning all' }), aMessage(2, { mine: true, body: 'Hello everyone' })];

async function open(mySettings: MessagingSettings, extra: Record<string, [number, unknown]> = {}) {
  stubApi({
    '/api/chat/rooms/4/messages': [200, { messages: history, hasEarlier: false }],
    '/api/messages/settings': [200, mySettings],
    '/api/messages/blocks': [200, []],
    'POST /api/chat/rooms/4/read': [200, { lastReadMessageId: 2 }],
    ...extra,
  });
  renderWithApp(<RoomScreen room={room} viewerId={me.id} />);
  await screen.findByRole('log', { name: 'Messages in Peer support' });
  act(() => FakeSocket.latest().open());
  await listen();
}

const reacted = (messageId: number, by: typeof alex, reactions: RoomReactionCount[], added = true) =>
  act(() => FakeSocket.latest().push({ type: 'room-reactions', roomId: 4, messageId, by, reaction: 'Thank you', added, reactions }));

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => vi.unstubAllGlobals());

describe('Reactions in a room, heard through a screen reader', () => {
  it('says who reacted to the member’s own message, and the reaction button names the count in words', async () => {
    await open(settings());
    await reacted(2, alex, [{ reaction: 'Thank you', count: 3, memberIds: [2, 5, 6] }]);
    const said = 'polite: Alex Chen reacted Thank you to your message. 3 people reacted Thank you';
    expect(await hears(said)).toContain(said);
    const mine = screen.getAllByRole('article').at(-1)!;
    const chip = within(mine).getByRole('button', { name: '3 people reacted Thank you' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
  }, 30_000);

  it('shows reactions to other members’ messages without saying them, and marks the member’s own as pressed', async () => {
    await open(settings());
    await reacted(1, alex, [{ reaction: 'Thank you', count: 2, memberIds: [2, me.id] }]);
    const first = screen.getAllByRole('article')[0]!;
    expect(await within(first).findByRole('button', { name: '2 people reacted Thank you' })).toHaveAttribute('aria-pressed', 'true');
    expect(saidTimes(await heard(), 'reacted')).toBe(0);
  }, 30_000);
});

describe('Typing in a room, heard through a screen reader', () => {
  const typing = () => act(() => FakeSocket.latest().push({ type: 'room-typing', roomId: 4, member: alex }));

  it('says who is typing at most once a minute per room, when typing indicators are on', async () => {
    await open(settings({ typingIndicators: true }));
    await typing();
    expect(await hears('polite: Alex Chen is typing…')).toContain('polite: Alex Chen is typing…');
    expect(screen.getByText('Alex Chen is typing…', { selector: '.italic' })).toBeVisible();
    await typing();
    await typing();
    expect(saidTimes(await heard(), 'is typing')).toBe(1);
  }, 30_000);

  it('shows and says nothing while the member has typing indicators off (the default)', async () => {
    await open(settings());
    await typing();
    expect(screen.queryByText('Alex Chen is typing…', { selector: '.italic' })).toBeNull();
    expect(saidTimes(await heard(), 'is typing')).toBe(0);
  }, 30_000);
});
