import type { LiveEvent } from '@schemas/messages';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '@/test/render';
import { hears, heard, listen } from '@/test/screen-reader';
import { NotificationsControl } from './notifications-control';

// The live channel as the bell sees it: the test hands it events.
const live = vi.hoisted(() => ({ handler: undefined as undefined | ((event: unknown) => void) }));
vi.mock('@/lib/live-channel', async (original) => ({
  ...(await original<typeof import('@/lib/live-channel')>()),
  useLiveEvents: (handler: (event: unknown) => void) => {
    live.handler = handler;
  },
  useLiveCatchUp: () => undefined,
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

const notification = (announce: boolean) => ({ type: 'notification', kind: 'mention', announce }) as unknown as LiveEvent;

describe('Announcing a new notification, heard through a screen reader', () => {
  it('is silent when the server says not to (announcements off, or Do Not Disturb), and says it otherwise', async () => {
    stubApi({ '/api/notifications/unread': [200, { unread: 0 }] });
    renderWithApp(<NotificationsControl />);
    await listen();
    await act(async () => live.handler!(notification(false)));
    expect((await heard()).join(' ')).not.toContain('New notification');
    await act(async () => live.handler!(notification(true)));
    expect((await hears('polite: New notification.')).filter((p) => p.includes('New notification'))).toHaveLength(1);
  }, 30_000);
});
