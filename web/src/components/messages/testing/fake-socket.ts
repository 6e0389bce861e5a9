import { vi } from 'vitest';
import type { RoomLiveEvent } from '@schemas/chat';
import type { LiveEvent } from '@schemas/messages';
import type { NotificationLiveEvent } from '@schemas/notifications';
import { stubResizeObserver } from '@/test/resize-observer';

/**
 * A stand-in for the browser's WebSocket in component tests: the test opens, closes and
 * pushes events through it as the worker's live channel would. Only tests import it.
 */
export class FakeSocket {
  static all: FakeSocket[] = [];
  static latest = () => FakeSocket.all.at(-1)!;
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }

  send(text: string) {
    this.sent.push(text);
  }

  close() {
    this.closed = true;
    this.readyState = 3;
  }

  /** The server accepted the socket. */
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  push(event: LiveEvent | RoomLiveEvent | NotificationLiveEvent | string) {
    this.onmessage?.(new MessageEvent('message', { data: typeof event === 'string' ? event : JSON.stringify(event) }));
  }

  /** The connection dropped (network, server restart). */
  drop() {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }
}

/**
 * For a test's beforeEach: a fresh FakeSocket as the browser's WebSocket, and the
 * ResizeObserver jsdom lacks (Headless UI's menu measures its anchor with one).
 */
export function stubLiveBrowser(): void {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  stubResizeObserver();
}
