import type { ConversationPage, ConversationSummary } from '@schemas/messages';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { mutate, SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/components/messages/testing/fake-socket';
import { aMessage, alex } from '@/components/messages/testing/message-factory';
import { Inbox } from '@/features/messages/components/inbox';
import { swrConfig } from '@/lib/swr-config';
import { stubFetch } from '@/test/render';
import { forget, hears, listen, saidTimes } from '@/test/screen-reader';

const jordan = { id: 3, displayName: 'Jordan Nguyen', initials: 'JN', profileImageUrl: null };

const summary = (id: number, member: typeof alex, firstLine: string, myStatus: 'active' | 'request'): ConversationSummary => ({
  id,
  title: null,
  members: [member],
  lastMessage: { senderName: member.displayName, firstLine, createdAt: new Date().toISOString(), mine: false },
  unread: 1,
  myStatus,
});

const pageOf = (conversations: ConversationSummary[]): ConversationPage => ({
  conversations,
  page: 1,
  totalPages: 1,
  total: conversations.length,
});

/** The member's inbox as the worker would answer it, with requests that can grow while the test runs. */
function stubInbox() {
  const requests = [summary(8, jordan, 'Hi, we met at the expo', 'request')];
  const inbox = [summary(7, alex, 'See you Tuesday', 'active'), summary(6, alex, 'Thanks!', 'active')];
  stubFetch(({ url }) => {
    if (url === '/api/messages/unread') return [200, { unread: 2, requests: requests.length }];
    if (url === '/api/messages/conversations?box=inbox&page=1') return [200, pageOf(inbox)];
    if (url === '/api/messages/conversations?box=requests&page=1') return [200, pageOf(requests)];
    return [404, { message: 'Not found' }];
  });
  return requests;
}

/** On the app's own SWR cache, as in the app: a live event reloads the lists and counts through the global mutate(). */
function renderInbox() {
  const router = createMemoryRouter([{ path: '*', element: <Inbox /> }], { initialEntries: ['/messages'] });
  render(
    <SWRConfig value={{ ...swrConfig, dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
}

beforeEach(async () => {
  await mutate(() => true, undefined, { revalidate: false });
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => vi.unstubAllGlobals());

describe('The inbox, heard through a screen reader', () => {
  it('says what a box holds when it is chosen, and focus stays on its tab', async () => {
    stubInbox();
    const user = userEvent.setup();
    renderInbox();
    await screen.findByText('See you Tuesday');
    await listen();

    const requestsTab = await screen.findByRole('link', { name: 'Message requests (1)' });
    await user.click(requestsTab);
    const said = await hears('polite: Message requests, 1 conversation');
    expect(saidTimes(said, 'Message requests, 1 conversation')).toBe(1);
    expect(await screen.findByText('Hi, we met at the expo')).toBeVisible();
    expect(requestsTab).toHaveFocus();
    expect(requestsTab).toHaveAttribute('aria-current', 'page');

    await forget();
    const conversationsTab = screen.getByRole('link', { name: 'Conversations' });
    await user.click(conversationsTab);
    expect(await hears('polite: Conversations, 2 conversations')).toContain('polite: Conversations, 2 conversations');
    expect(conversationsTab).toHaveFocus();
  }, 30_000);

  it('says a message request that arrives while the inbox is open, once, without moving focus', async () => {
    const requests = stubInbox();
    renderInbox();
    await screen.findByText('See you Tuesday');
    await screen.findByRole('link', { name: 'Message requests (1)' });
    act(() => FakeSocket.latest().open());
    const newMessage = screen.getByRole('link', { name: 'New message' });
    newMessage.focus();
    await listen();

    // As the worker sends it: the message, then the member's fresh counts.
    requests.unshift(summary(9, alex, 'Can I ask about the ramp?', 'request'));
    await act(() => {
      FakeSocket.latest().push({
        type: 'message',
        conversationId: 9,
        message: aMessage(30, { conversationId: 9, body: 'Can I ask about the ramp?' }),
      });
      FakeSocket.latest().push({ type: 'unread', counts: { unread: 2, requests: 2 } });
    });
    const said = await hears('polite: New message request from Alex Chen');
    expect(saidTimes(said, 'New message request')).toBe(1);
    await screen.findByRole('link', { name: 'Message requests (2)' });
    expect(saidTimes(await hears('never said', 300), 'message request')).toBe(1);
    expect(newMessage).toHaveFocus();
  }, 30_000);
});
