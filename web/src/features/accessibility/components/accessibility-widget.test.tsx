import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, NARRATION_OFFER_KEY, PROFILES, SETTINGS_KEY } from '../lib/settings';
import { stubSpeech } from '../test/stub-speech';
import { AccessibilityWidget } from './accessibility-widget';

const root = document.documentElement;
const saved = () => JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? 'null');

afterEach(() => {
  root.className = '';
  root.removeAttribute('style');
  vi.unstubAllGlobals();
});

/** Opens the panel as a returning visitor (the one-time narration offer answered), or as a first-time one. */
async function openPanel({ narration = false, firstVisit = false } = {}) {
  if (!firstVisit) localStorage.setItem(NARRATION_OFFER_KEY, 'declined');
  if (narration) localStorage.setItem(SETTINGS_KEY, JSON.stringify({ voiceOverEnabled: true }));
  const user = userEvent.setup();
  const onStartTips = vi.fn();
  render(
    <>
      <a href="/before">Before</a>
      <AccessibilityWidget onStartTips={onStartTips} />
    </>,
  );
  const button = screen.getByRole('button', { name: 'Accessibility settings' });
  await user.click(button);
  return { user, button, panel: screen.getByRole('region', { name: 'Accessibility settings' }), onStartTips };
}

describe('AccessibilityWidget', () => {
  it('opens as a sheet over a phone screen, with Close at the top that hands focus back to the button', async () => {
    vi.stubGlobal('innerWidth', 375);
    vi.stubGlobal('innerHeight', 812);
    const { user, button, panel } = await openPanel();
    expect(panel).toHaveAttribute('data-sheet');
    expect(panel.style.width).toBe('375px');
    expect(panel.style.height).toBe('812px');
    const closes = within(panel).getAllByRole('button', { name: 'Close' });
    // The top one comes right after the heading, before every setting.
    expect(closes).toHaveLength(2);
    await user.tab();
    expect(closes[0]).toHaveFocus();
    await user.click(closes[0]!);
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays the pop-up SPEC describes on a wide screen: no sheet, one Close', async () => {
    const { panel } = await openPanel();
    expect(panel).not.toHaveAttribute('data-sheet');
    expect(within(panel).getAllByRole('button', { name: 'Close' })).toHaveLength(1);
  });

  it('is a disclosure button that opens the panel and moves focus to its heading', async () => {
    render(<AccessibilityWidget onStartTips={() => {}} />);
    const button = screen.getByRole('button', { name: 'Accessibility settings' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).not.toBeNull();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: 'Accessibility settings' })).toHaveFocus();
  });

  it('closes on Escape and hands focus back to the button', async () => {
    const { user, button } = await openPanel();
    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Accessibility settings' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('offers spoken narration as the first control, off by default: it would talk over a screen reader', async () => {
    const { user } = await openPanel();
    await user.tab();
    expect(screen.getByRole('switch', { name: 'Spoken narration' })).toHaveFocus();
    expect(screen.getByRole('switch', { name: 'Spoken narration' })).not.toBeChecked();
  });

  it('asks once, on the first opening, whether to read changes aloud; focus then goes to the switch', async () => {
    const { spoken } = stubSpeech();
    const { user, panel } = await openPanel({ firstVisit: true });
    expect(within(panel).getByText('Would you like the changes you make here read aloud?')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Yes, read aloud' }));
    const narration = within(panel).getByRole('switch', { name: 'Spoken narration' });
    expect(narration).toBeChecked();
    await vi.waitFor(() => expect(narration).toHaveFocus());
    expect(within(panel).queryByText('Would you like the changes you make here read aloud?')).toBeNull();
    expect(localStorage.getItem(NARRATION_OFFER_KEY)).toBe('accepted');
    expect(spoken()).toEqual(['Spoken narration on']);
  });

  it('does not ask again once answered', async () => {
    const { panel } = await openPanel();
    expect(within(panel).queryByText('Would you like the changes you make here read aloud?')).toBeNull();
  });

  it('turns a switch on, applies it to <html>, saves it and says so at rate 0.9, pitch 1, volume 0.8', async () => {
    const { synth, spoken } = stubSpeech();
    const { user, panel } = await openPanel({ narration: true });
    const contrast = within(panel).getByRole('switch', { name: 'High contrast' });
    expect(contrast).toHaveAttribute('aria-checked', 'false');
    await user.click(contrast);
    expect(contrast).toHaveAttribute('aria-checked', 'true');
    expect(root).toHaveClass('a11y-contrast');
    expect(saved()).toMatchObject({ contrast: true });
    expect(spoken()).toEqual(['High contrast on']);
    expect(synth.speak.mock.calls[0]![0]).toMatchObject({ rate: 0.9, pitch: 1, volume: 0.8 });
  });

  it('stays silent when narration is off', async () => {
    const { spoken } = stubSpeech();
    const { user, panel } = await openPanel({ narration: true });
    await user.click(within(panel).getByRole('switch', { name: 'Spoken narration' }));
    await user.click(within(panel).getByRole('switch', { name: 'Dark mode' }));
    expect(root).toHaveClass('a11y-dark');
    expect(spoken()).toEqual([]);
    expect(saved()).toMatchObject({ voiceOverEnabled: false, darkMode: true });
  });

  it('steps the text size slider by 10 within 80-200 and shows the value', async () => {
    const { spoken } = stubSpeech();
    const { panel } = await openPanel({ narration: true });
    const slider = within(panel).getByRole('slider', { name: 'Text size' });
    expect(slider).toHaveAttribute('min', '80');
    expect(slider).toHaveAttribute('max', '200');
    expect(slider).toHaveAttribute('step', '10');
    // jsdom does not move range inputs with arrow keys; the browser does, by the step.
    fireEvent.change(slider, { target: { value: '130' } });
    expect(slider).toHaveValue('130');
    // One model of text size: the percent, and the size it gives on the 16 px base.
    expect(slider).toHaveAttribute('aria-valuetext', '130 percent, text 21 pixels');
    expect(within(panel).getByText('(21 px)')).toBeInTheDocument();
    expect(root.style.getPropertyValue('--a11y-font-scale')).toBe('1.3');
    expect(spoken().at(-1)).toBe('Text size 130 percent');
  });

  it('names each profile, describes it by what it does, announces it in the panel and shows it pressed', async () => {
    const { spoken } = stubSpeech();
    const { user, panel } = await openPanel({ narration: true });
    const motor = within(panel).getByRole('button', { name: 'Motor profile' });
    expect(motor).toHaveAccessibleDescription('Larger text (120%), wider spacing (120%), highlighted links');
    expect(motor).toHaveAttribute('aria-pressed', 'false');
    const vision = within(panel).getByRole('button', { name: 'Vision profile' });
    await user.click(vision);
    expect(vision).toHaveAttribute('aria-pressed', 'true');
    expect(saved()).toEqual({ ...PROFILES.vision.settings, voiceOverEnabled: true });
    expect(root).toHaveClass('a11y-contrast', 'a11y-links', 'a11y-headings');
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'Vision profile applied: text 150 %, spacing 100 %, high contrast on, dark mode off, highlight links on, highlight headings on, reduced motion off',
    );
    expect(spoken().at(-1)).toBe('Vision profile applied');
    // Every setting stays adjustable; the profile is then no longer the one in use.
    await user.click(within(panel).getByRole('switch', { name: 'High contrast' }));
    expect(saved()).toEqual({ ...PROFILES.vision.settings, voiceOverEnabled: true, contrast: false });
    expect(vision).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps narration as the member chose it when a profile is applied', async () => {
    stubSpeech();
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Cognitive profile' }));
    expect(saved()).toMatchObject({ voiceOverEnabled: false, fontSize: 130 });
    expect(within(panel).getByRole('switch', { name: 'Spoken narration' })).not.toBeChecked();
  });

  it('resets to the defaults and forgets the saved copy', async () => {
    stubSpeech();
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: /^Cognitive profile/ }));
    expect(root).toHaveClass('a11y-reduce-motion');
    await user.click(within(panel).getByRole('button', { name: 'Reset' }));
    expect(localStorage.getItem(SETTINGS_KEY)).toBeNull();
    expect(within(panel).getByRole('slider', { name: 'Text size' })).toHaveValue(String(DEFAULT_SETTINGS.fontSize));
    expect(root.className).toBe('');
    expect(within(panel).getByRole('status')).toHaveTextContent('Settings reset');
  });

  it('starts the tips from the Tips button and closes from the Close button', async () => {
    const { user, panel, button, onStartTips } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Tips' }));
    expect(onStartTips).toHaveBeenCalledOnce();
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
