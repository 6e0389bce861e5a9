import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessibilityWidget } from '@/features/accessibility/components/accessibility-widget';
import { NARRATION_OFFER_KEY } from '@/features/accessibility/lib/settings';
import { hears, heard, listen, saidTimes } from '@/test/screen-reader';

afterEach(() => {
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
  vi.unstubAllGlobals();
});

describe('The accessibility widget, heard through a screen reader', () => {
  it('says what a profile did, once, shows it pressed, and reads a profile by name then description', async () => {
    localStorage.setItem(NARRATION_OFFER_KEY, 'declined');
    const speak = vi.fn();
    vi.stubGlobal('speechSynthesis', { speak, cancel: vi.fn() });
    const user = userEvent.setup();
    render(<AccessibilityWidget onStartTips={() => {}} />);
    await listen();
    await user.click(screen.getByRole('button', { name: 'Accessibility settings' }));
    expect(await heard()).toContain('heading, Accessibility settings, level 2');

    const vision = screen.getByRole('button', { name: 'Vision profile' });
    vision.focus();
    const onVision = await heard();
    expect(onVision.at(-1)).toBe(
      'button, Vision profile, Larger text (150%), high contrast, highlighted links, highlighted headings, not pressed',
    );

    await user.click(vision);
    const message =
      'polite: Vision profile applied: text 150 %, spacing 100 %, high contrast on, dark mode off, highlight links on, highlight headings on, reduced motion off';
    const after = await hears(message);
    expect(saidTimes(after, 'Vision profile applied')).toBe(1);
    expect(vision).toHaveAttribute('aria-pressed', 'true');
    // Narration is off until asked for: no second voice over the screen reader.
    expect(speak).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await hears('polite: Settings reset')).toContain('polite: Settings reset');
    expect(screen.getByRole('button', { name: 'Reset' })).toHaveFocus();
  }, 30_000);
});
