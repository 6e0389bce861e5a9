import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applySettings } from '@/features/accessibility/lib/apply-settings';
import { DEFAULT_SETTINGS } from '@/features/accessibility/lib/settings';
import { TextSizeControl } from './text-size-control';

afterEach(() => {
  act(() => applySettings(DEFAULT_SETTINGS));
  document.documentElement.removeAttribute('style');
});

describe('TextSizeControl: one model of text size', () => {
  it('shows the size text is drawn at, the widget percent included, and never contradicts the widget', () => {
    render(<TextSizeControl />);
    const group = screen.getByRole('group', { name: 'Text size' });
    expect(group).toHaveTextContent('16 px');
    act(() => applySettings({ ...DEFAULT_SETTINGS, fontSize: 150 }));
    expect(group).toHaveTextContent('24 px');
    expect(screen.getByText('Text size 24 pixels')).toBeInTheDocument();
  });

  it('steps the base by 2 px within 12-24 and says the new size in words, not a bare number', async () => {
    const user = userEvent.setup();
    render(<TextSizeControl />);
    const bigger = screen.getByRole('button', { name: 'Increase text size' });
    await user.click(bigger);
    expect(document.documentElement.style.fontSize).toBe('18px');
    expect(screen.getByRole('status')).toHaveTextContent('Text size 18 pixels');
    for (let i = 0; i < 5; i++) await user.click(bigger);
    expect(document.documentElement.style.fontSize).toBe('24px');
    expect(bigger).toHaveAttribute('aria-disabled', 'true');
    expect(bigger).toHaveFocus();
  });
});
