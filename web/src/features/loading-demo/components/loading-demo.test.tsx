import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingAnimation, LOADING_ICONS } from './loading-animation';
import { LoadingDemo } from './loading-demo';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('LoadingAnimation', () => {
  it('changes icon every 800 ms through seven icons and dots every 500 ms', () => {
    const { container } = render(<LoadingAnimation message="Loading" />);
    const icon = () => container.querySelector('[data-icon]')!.getAttribute('data-icon');
    expect(LOADING_ICONS).toHaveLength(7);
    expect(icon()).toBe(LOADING_ICONS[0]);
    act(() => vi.advanceTimersByTime(799));
    expect(icon()).toBe(LOADING_ICONS[0]);
    act(() => vi.advanceTimersByTime(1));
    expect(icon()).toBe(LOADING_ICONS[1]);
    expect(screen.getByRole('status')).toHaveTextContent(/Loading\.$/);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status')).toHaveTextContent(/Loading\.\.$/);
  });

  it('stands still while the widget\'s "Reduce motion" class is on <html>, and moves again when it goes', async () => {
    document.documentElement.classList.add('a11y-reduce-motion');
    const { container } = render(<LoadingAnimation message="Loading" />);
    const icon = () => container.querySelector('[data-icon]')!.getAttribute('data-icon');
    act(() => vi.advanceTimersByTime(2000));
    expect(icon()).toBe(LOADING_ICONS[0]);
    expect(screen.getByRole('status')).toHaveTextContent(/Loading\.\.\.$/);
    act(() => document.documentElement.classList.remove('a11y-reduce-motion'));
    // MutationObserver callbacks are microtasks; let them run before the timers advance.
    await act(() => Promise.resolve());
    act(() => vi.advanceTimersByTime(800));
    expect(icon()).toBe(LOADING_ICONS[1]);
  });
});

describe('LoadingDemo', () => {
  it('shows three sizes, six presets, and an overlay for exactly 3 seconds', () => {
    render(<LoadingDemo />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Size sm', 'Size md', 'Size lg']);
    expect(screen.getAllByRole('status')).toHaveLength(9);
    fireEvent.click(screen.getByRole('button', { name: 'Show full-page loading' }));
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  });
});
