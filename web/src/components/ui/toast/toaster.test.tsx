import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts, toast, TOAST_REMOVE_DELAY_MS } from '@/lib/toast';
import { Toaster } from './toaster';

beforeEach(() => {
  vi.useFakeTimers();
  resetToasts();
});
afterEach(() => vi.useRealTimers());

describe('Toaster', () => {
  it('shows one notification at a time; a new one replaces it', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'First' }));
    act(() => void toast({ title: 'Second' }));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByText('Second')).toBeInTheDocument();
  });

  it('hides a notification after 5000 ms and forgets it after 1,000,000 ms', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Saved' }));
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(getToasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(getToasts()).toHaveLength(0);
  });

  it('announces destructive notifications as alerts', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You are logged out. Logging in again...');
  });

  it('dismisses on a swipe right past 50 px but not a shorter one', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Swipe me' }));
    const card = screen.getByTestId('toast');
    fireEvent.pointerDown(card, { clientX: 100 });
    fireEvent.pointerMove(card, { clientX: 140 });
    fireEvent.pointerUp(card, { clientX: 140 });
    expect(screen.getByText('Swipe me')).toBeInTheDocument();
    fireEvent.pointerDown(card, { clientX: 100 });
    fireEvent.pointerUp(card, { clientX: 151 });
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });

  it('stands clear of the accessibility button, and above the docked player when that is taller', () => {
    const { rerender } = render(<Toaster />);
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    // The region's class places its foot at this (bottom-(--toast-bottom)); e2e/player.test.ts checks the real layout.
    const foot = () => region.style.getPropertyValue('--toast-bottom');
    expect(region.className).toContain('bottom-(--toast-bottom)');
    expect(foot()).toBe('96px');
    rerender(<Toaster dockHeight={248} />);
    expect(foot()).toBe('248px');
    rerender(<Toaster dockHeight={72} />);
    expect(foot()).toBe('96px');
  });

  it('focuses the notification region on F8', () => {
    render(<Toaster />);
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (F8)' }));
  });

  it('keeps the message while focus is in the region (F8), and hides it 5000 ms after focus leaves', () => {
    render(
      <>
        <button type="button">Elsewhere</button>
        <Toaster />
      </>,
    );
    act(() => void toast({ title: 'Comment added' }));
    fireEvent.keyDown(window, { key: 'F8' });
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByText('Comment added')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Comment added')).not.toBeInTheDocument();
  });

  it('gives focus back to where the member was when they dismiss the notification', () => {
    render(
      <>
        <button type="button">Post Comment</button>
        <Toaster />
      </>,
    );
    const before = screen.getByRole('button', { name: 'Post Comment' });
    act(() => before.focus());
    act(() => void toast({ title: 'Your comment has been added!' }));
    fireEvent.keyDown(window, { key: 'F8' });
    const dismiss = screen.getByRole('button', { name: 'Dismiss notification' });
    act(() => dismiss.focus());
    fireEvent.click(dismiss);
    expect(screen.queryByText('Your comment has been added!')).not.toBeInTheDocument();
    expect(before).toHaveFocus();
  });
});
