import type { CmsChatRoom } from '@schemas/chat';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/lib/toast';
import { renderWithApp, stubApi } from '@/test/render';
import ChatRoomsTab from './chat-rooms-tab';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const room = (id: number, name: string, fields: Partial<CmsChatRoom> = {}): CmsChatRoom => ({
  id,
  name,
  description: '',
  position: id,
  slowModeSeconds: 0,
  archived: false,
  members: 3,
  activeMutes: [],
  ...fields,
});

const welcome = room(1, 'Welcome');
const tech = room(2, 'Tech help', {
  slowModeSeconds: 30,
  activeMutes: [{ member: { id: 9, displayName: 'Kim Lee', initials: 'KL', profileImageUrl: null }, until: '2026-11-27T01:00:00.000Z' }],
});
const tab = <ChatRoomsTab creating={false} onCreate={() => {}} onCreateDone={() => {}} />;

describe('the CMS Chat Rooms tab', () => {
  it('lists rooms in order with their slow mode and mutes; Move up is off for the first and Move down for the last', async () => {
    stubApi({ '/api/cms/chat-rooms': [200, [welcome, tech]] });
    renderWithApp(tab);
    const list = await screen.findByRole('list', { name: 'Chat rooms, in order' });
    const [first, second] = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(first).toHaveTextContent('Position 1 of 2');
    expect(second).toHaveTextContent('Slow mode: One message every 30 seconds');
    expect(second).toHaveTextContent(/Kim Lee, until/);
    expect(screen.getByRole('button', { name: 'Move up Welcome' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down Tech help' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Lift mute of Kim Lee' })).toBeEnabled();
  });

  it('moves a room by keyboard, keeps focus with it and says its new place', async () => {
    const user = userEvent.setup();
    const table: Record<string, [number, unknown]> = {
      '/api/cms/chat-rooms': [200, [welcome, tech]],
      'POST /api/cms/chat-rooms/2/move': [200, [tech, welcome]],
    };
    const api = stubApi(table);
    renderWithApp(tab);
    const moveUp = await screen.findByRole('button', { name: 'Move up Tech help' });
    moveUp.focus();
    // The list reloads in its new order after the move.
    table['/api/cms/chat-rooms'] = [200, [tech, welcome]];
    await user.keyboard('{Enter}');
    expect(api).toHaveBeenCalledWith(
      '/api/cms/chat-rooms/2/move',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ direction: 'up' }) }),
    );
    expect(await screen.findByText('Tech help moved to position 1 of 2')).toBeInTheDocument();
    // Now first, its Move up is off: focus moves to its Move down.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move down Tech help' })).toHaveFocus());
  });
});
