import { mutedMessage, slowModeMessage } from '@schemas/chat';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubLiveBrowser } from '@/components/messages/testing/fake-socket';
import { aMessage, me, messagingSettings, aRoom } from '@/components/messages/testing/message-factory';
import { resetToasts } from '@/lib/toast';
import { renderWithApp, stubApi } from '@/test/render';
import { RoomScreen } from './room-screen';

// The room screen says the worker's refusals in the compose box's own words: slow mode's wait
// (429) after a send, and a mute (403) in place of the box.

const room = aRoom({ hereNow: 1, slowModeSeconds: 30 });

const settings = messagingSettings();

beforeEach(stubLiveBrowser);
afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('the room screen', () => {
  it('shows slow mode’s 429 beside the message box, tied to it, and keeps the message to try again', async () => {
    const user = userEvent.setup();
    const slow = slowModeMessage(20);
    stubApi({
      '/api/chat/rooms/4/messages': [200, { messages: [aMessage(1, { body: 'Hello' })], hasEarlier: false }],
      '/api/messages/settings': [200, settings],
      'POST /api/chat/rooms/4/messages': [429, { message: slow }],
    });
    renderWithApp(<RoomScreen room={room} viewerId={me.id} />);
    expect(await screen.findByText('Slow mode: one message every 30 seconds for each member.')).toBeVisible();
    const box = await screen.findByRole('textbox', { name: 'Write a message…' });
    await user.type(box, 'Too soon{Enter}');
    expect(await screen.findByText(slow, { selector: 'p' })).toBeVisible();
    expect(box).toHaveAccessibleDescription(new RegExp(slow.replace(/[.]/g, '\\.')));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('says a mute in words instead of offering a box that refuses', async () => {
    const until = '2026-11-27T01:00:00.000Z';
    stubApi({
      '/api/chat/rooms/4/messages': [200, { messages: [], hasEarlier: false }],
      '/api/messages/settings': [200, settings],
    });
    renderWithApp(
      <RoomScreen room={{ ...room, canSend: false, mutedUntil: until, cannotSendReason: mutedMessage(until) }} viewerId={me.id} />,
    );
    expect(await screen.findByText(mutedMessage(until))).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Write a message…' })).toBeNull();
  });

  it('reacts from the message’s menu in words, and marks the reaction as the member’s own', async () => {
    const user = userEvent.setup();
    const hello = aMessage(1, { body: 'Hello' });
    stubApi({
      '/api/chat/rooms/4/messages': [200, { messages: [hello], hasEarlier: false }],
      '/api/messages/settings': [200, settings],
      'POST /api/chat/rooms/4/messages/1/reactions': [200, { ...hello, reactions: [{ reaction: 'Thank you', count: 1, mine: true }] }],
    });
    renderWithApp(<RoomScreen room={room} viewerId={me.id} />);
    await user.click(await screen.findByRole('button', { name: /^Actions for message from Alex Chen/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Thank you' }));
    expect(await screen.findByRole('button', { name: '1 person reacted Thank you' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows reactions without offering them to a member who has not joined (no button that does nothing)', async () => {
    stubApi({
      '/api/chat/rooms/4/messages': [
        200,
        { messages: [aMessage(1, { reactions: [{ reaction: 'Thank you', count: 2, mine: false }] })], hasEarlier: false },
      ],
      '/api/messages/settings': [200, settings],
    });
    renderWithApp(
      <RoomScreen
        room={{ ...room, joined: false, canSend: false, cannotSendReason: 'Join this room to send messages.' }}
        viewerId={me.id}
      />,
    );
    expect(await screen.findByText('2 people reacted Thank you')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '2 people reacted Thank you' })).toBeNull();
  });
});
