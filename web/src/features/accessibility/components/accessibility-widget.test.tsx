import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, PROFILES, SETTINGS_KEY } from '../lib/settings';
import { stubSpeech } from '../test/stub-speech';
import { AccessibilityWidget } from './accessibility-widget';

const root = document.documentElement;
const saved = () => JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? 'null');

afterEach(() => {
  root.className = '';
  root.removeAttribute('style');
  vi.unstubAllGlobals();
});

async function openPanel() {
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

  it('offers spoken narration as the first control, on by default', async () => {
    const { user } = await openPanel();
    await user.tab();
    expect(screen.getByRole('switch', { name: 'Spoken narration' })).toHaveFocus();
    expect(screen.getByRole('switch', { name: 'Spoken narration' })).toBeChecked();
  });

  it('turns a switch on, applies it to <html>, saves it and says so at rate 0.9, pitch 1, volume 0.8', async () => {
    const { synth, spoken } = stubSpeech();
    const { user, panel } = await openPanel();
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
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('switch', { name: 'Spoken narration' }));
    await user.click(within(panel).getByRole('switch', { name: 'Dark mode' }));
    expect(root).toHaveClass('a11y-dark');
    expect(spoken()).toEqual([]);
    expect(saved()).toMatchObject({ voiceOverEnabled: false, darkMode: true });
  });

  it('steps the text size slider by 10 within 80-200 and shows the value', async () => {
    const { spoken } = stubSpeech();
    const { panel } = await openPanel();
    const slider = within(panel).getByRole('slider', { name: 'Text size' });
    expect(slider).toHaveAttribute('min', '80');
    expect(slider).toHaveAttribute('max', '200');
    expect(slider).toHaveAttribute('step', '10');
    // jsdom does not move range inputs with arrow keys; the browser does, by the step.
    fireEvent.change(slider, { target: { value: '130' } });
    expect(slider).toHaveValue('130');
    expect(slider).toHaveAttribute('aria-valuetext', '130%');
    expect(within(panel).getByText('130%')).toBeInTheDocument();
    expect(root.style.getPropertyValue('--a11y-font-scale')).toBe('1.3');
    expect(spoken().at(-1)).toBe('Text size 130 percent');
  });

  it('applies a profile described by what it does, and every setting stays adjustable', async () => {
    const { spoken } = stubSpeech();
    const { user, panel } = await openPanel();
    const motor = within(panel).getByRole('button', { name: /^Motor profile/ });
    expect(motor).toHaveTextContent('Larger text (120%), wider spacing (120%), highlighted links');
    await user.click(within(panel).getByRole('button', { name: /^Vision profile/ }));
    expect(saved()).toEqual(PROFILES.vision.settings);
    expect(root).toHaveClass('a11y-contrast', 'a11y-links', 'a11y-headings');
    expect(spoken().at(-1)).toBe('Vision profile applied');
    await user.click(within(panel).getByRole('switch', { name: 'High contrast' }));
    expect(saved()).toEqual({ ...PROFILES.vision.settings, contrast: false });
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
