import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/components/messages/testing/fake-socket';
import { aMessage } from '@/components/messages/testing/message-factory';
import { liveChannel, useLiveEvents } from '@/lib/live-channel';
import { stubApi } from '@/test/render';
import { useConversationMessages } from './use-conversation-messages';

const history = '/api/messages/conversations/7/messages';

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => vi.unstubAllGlobals());

/** The hook, with the socket held open as the nav holds it in the app. */
function mount(onLive = vi.fn()) {
  return renderHook(() => {
    useLiveEvents(() => {});
    return useConversationMessages(7, onLive);
  });
}

describe("a conversation's messages", () => {
  it('after a drop, fetches what came after the newest held and merges by id: nothing lost, nothing twice', async () => {
    const fetch = stubApi({
      [history]: [200, { messages: [aMessage(1), aMessage(2)], hasEarlier: false }],
      // It overlaps what the socket already gave (a race): merged by id, 3 is still shown once.
      [`${history}?after=3`]: [200, { messages: [aMessage(3), aMessage(4)], hasEarlier: false }],
    });
    const onLive = vi.fn();
    const { result } = mount(onLive);
    await waitFor(() => expect(result.current.messages.map((m) => m.id)).toEqual([1, 2]));
    act(() => FakeSocket.latest().open());
    // Message 3 arrives live just before the socket drops; 4 is missed.
    act(() => FakeSocket.latest().push({ type: 'message', conversationId: 7, message: aMessage(3) }));
    act(() => liveChannel.dropped());
    act(() => liveChannel.retryNow());
    act(() => FakeSocket.latest().open());
    await waitFor(() => expect(result.current.messages.map((m) => m.id)).toEqual([1, 2, 3, 4]));
    expect(fetch).toHaveBeenCalledWith(`${history}?after=3`, expect.anything());
    // Each new message is told once (to announce it), whichever way it came.
    expect(onLive.mock.calls.map(([m]) => m.id)).toEqual([3, 4]);
  });

  it('keeps a failed message with "Not sent", and a retry sends the same clientId', async () => {
    const fetch = stubApi({
      [history]: [200, { messages: [aMessage(1)], hasEarlier: false }],
      [`POST ${history}`]: [503, { message: 'Unavailable' }],
    });
    const { result } = mount();
    await waitFor(() => expect(result.current.messages).toHaveLength(1));
    act(() => void result.current.send('Hello'));
    await waitFor(() => expect(result.current.pending[0]?.failed).toBe(true));
    const firstId = (JSON.parse(String(fetch.mock.calls.at(-1)![1]!.body)) as { clientId: string }).clientId;

    const retried = stubApi({ [`POST ${history}`]: [201, aMessage(5, { mine: true, body: 'Hello', clientId: firstId })] });
    act(() => result.current.retry(firstId));
    await waitFor(() => expect(result.current.messages.map((m) => m.id)).toEqual([1, 5]));
    expect(result.current.pending).toEqual([]);
    expect(JSON.parse(String(retried.mock.calls[0]![1]!.body))).toEqual({ body: 'Hello', clientId: firstId });
  });
});
