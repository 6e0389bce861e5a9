import { virtual } from '@guidepup/virtual-screen-reader';
import type { ReleaseFollows } from '@schemas/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast/toaster';
import { resetToasts } from '@/lib/toast';
import { ReleaseFollowButton } from '@/features/notifications/components/release-follow-button';
import { renderWithApp, stubApi } from '@/test/render';
import { forget, hears, listen, saidTimes } from '@/test/screen-reader';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const follows = (podcast: boolean): ReleaseFollows => ({ podcast, categories: [] });

describe('Following CripChat, heard through a screen reader', () => {
  it('is one toggle whose name stays put: its state is said, and the change is said once', async () => {
    stubApi({
      '/api/notifications/releases': [200, follows(true)],
      'PUT /api/notifications/releases/podcast': [200, follows(false)],
    });
    renderWithApp(
      <>
        <ReleaseFollowButton topic={{ podcast: true }} />
        <Toaster />
      </>,
    );
    const button = await screen.findByRole('button', { name: 'Follow CripChat' });
    await listen();
    for (let i = 0; i < 10 && !(await virtual.spokenPhraseLog()).some((p) => p.includes('Follow CripChat')); i++) await virtual.next();
    const reached = await virtual.lastSpokenPhrase();
    expect(reached).toBe('button, Follow CripChat, pressed');

    await forget();
    await userEvent.click(button);
    const said = await hears('polite: You will no longer hear about new CripChat episodes');
    expect(saidTimes(said, 'You will no longer hear about new CripChat episodes')).toBe(1);
    await forget();
    await virtual.previous();
    await virtual.next();
    expect(await virtual.lastSpokenPhrase()).toBe('button, Follow CripChat, not pressed');
  }, 30_000);
});
