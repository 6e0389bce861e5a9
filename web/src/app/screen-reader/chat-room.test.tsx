import type { ChatRoomDetail } from '@schemas/chat';
import type { MessagingSettings } from '@schemas/messages';
import { DEFAULT_QUICK_PHRASES } from '@schemas/messages';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/components/messages/testing/fake-socket';
import { aMessage, alex, me } from '@/components/messages/testing/message-factory';
import { RoomScreen } from '@/features/chat/components/room-screen';
import { renderWithApp, stubApi } from '@/test/render';
import { forget, heard, hears, listen, saidTimes } from '@/test/screen-reader';

// A chat room's log heard through a screen reader (decision 0027): the room's own live channel
// brings a message, said politely with its sender, never moving focus; "only mentions" says
// only the messages that @mention the member, marked as such.

const room: ChatRoomDetail = {
  id: 4,
  name: 'Tech help',
  description: 'Ask and answer.',
  hereNow: 2,
  joined: true,
  unread: 0,
  lastActivityAt: null,
  slowModeSeconds: 0,
  canSend: true,
  cannotSendReason: null,
  mutedUntil: null,
  moderator: false,
  lastReadMessageId: 1,
  viewerName: me.displayName,
};

const settings = (fields: Partial<MessagingSettings> = {}): MessagingSettings => ({
  whoMayMessage: 'anyone',
  readReceipts: true,
  announce: 'all',
  announceWhileTyping: false,
  shortcuts: true,
  typingIndicators: false,
  quickPhrases: DEFAULT_QUICK_PHRASES,
  ...fields,
});

const kim = { id: 3, displayName: 'Kim Lee', initials: 'KL', profileImageUrl: null };

function open(mySettings: MessagingSettings, blocks: unknown[] = []) {
  stubApi({
    '/api/messages/blocks': [200, blocks],
    '/api/chat/rooms/4/messages': [200, { messages: [aMessage(1, { body: 'Welcome in' })], hasEarlier: false }],
    '/api/messages/settings': [200, mySettings],
    'POST /api/chat/rooms/4/read': [200, { ok: true }],
  });
  renderWithApp(<RoomScreen room={room} viewerId={me.id} />);
}

const roomSocket = () => FakeSocket.all.filter((s) => s.url.includes('/api/live/rooms/4')).at(-1)!;
/** A message in the room, pushed down the room's channel as the worker would (one copy: mine is false). */
const inRoom = (id: number, body: string) =>
  act(() => roomSocket().push({ type: 'room-message', roomId: 4, message: aMessage(id, { body }) }));

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => vi.unstubAllGlobals());

describe('A chat room, heard through a screen reader', () => {
  it('names the log, and says a new message with its sender and text without moving focus', async () => {
    open(settings());
    const log = await screen.findByRole('log', { name: 'Messages in Tech help' });
    act(() => roomSocket().open());
    await listen();
    const first = screen.getAllByRole('article')[0]!;
    first.focus();
    await forget();
    await inRoom(2, 'Try the Keyboard shortcuts button');
    expect(await hears('polite: Alex Chen: Try the Keyboard shortcuts button')).toContain(
      'polite: Alex Chen: Try the Keyboard shortcuts button',
    );
    expect(first).toHaveFocus();
    expect(log).toHaveTextContent('Try the Keyboard shortcuts button');
  }, 30_000);

  it('with "only mentions and private messages", says only a message that @mentions the member, and says so', async () => {
    open(settings({ announce: 'mentions' }));
    await screen.findByRole('log');
    act(() => roomSocket().open());
    await listen();
    await inRoom(2, 'Anyone around?');
    expect(await screen.findByText('Anyone around?')).toBeVisible();
    expect(saidTimes(await heard(), 'Anyone around?')).toBe(0);
    await inRoom(3, `@${me.displayName} can you help?`);
    const said = `polite: ${alex.displayName}: @${me.displayName} can you help? (mentions you)`;
    expect(await hears(said)).toContain(said);
    const article = screen.getAllByRole('article').at(-1)!;
    expect(article).toHaveTextContent('Mentions you');
    expect(article.querySelector('mark')).toHaveTextContent(`@${me.displayName}`);
  }, 30_000);

  it('shows who is here now from the room’s channel', async () => {
    open(settings());
    await screen.findByRole('log');
    act(() => roomSocket().open());
    act(() =>
      roomSocket().push({
        type: 'presence',
        here: [
          { id: 1, displayName: me.displayName },
          { id: 2, displayName: alex.displayName },
          { id: 3, displayName: 'Kim Lee' },
        ],
      }),
    );
    expect(await screen.findByText('3 people here now')).toBeVisible();
  }, 30_000);

  it('drops a live message from a member the viewer blocked (the room sends one copy to all)', async () => {
    open(settings(), [kim]);
    await screen.findByRole('log');
    act(() => roomSocket().open());
    await listen();
    // The blocks list arrives with the screen; a frame from Kim is neither shown nor said.
    await new Promise((r) => setTimeout(r, 100));
    await act(() => roomSocket().push({ type: 'room-message', roomId: 4, message: aMessage(5, { sender: kim, body: 'Unwanted words' }) }));
    await inRoom(6, 'From Alex');
    expect(await screen.findByText('From Alex')).toBeVisible();
    expect(screen.queryByText('Unwanted words')).toBeNull();
    expect(saidTimes(await heard(), 'Unwanted words')).toBe(0);
  }, 30_000);
});
