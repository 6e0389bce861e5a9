import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetShownTips } from '../hooks/use-tips';
import { TIP_DELAY_MS, TIPS_SEEN_KEY } from '../lib/tips';
import { AccessibilityTools } from './accessibility-tools';

beforeEach(() => {
  vi.useFakeTimers();
  forgetShownTips();
});
afterEach(() => {
  vi.useRealTimers();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
});

function renderPage(tipsDue: boolean) {
  render(
    <>
      <AccessibilityTools tipsDueOnLoad={() => tipsDue} />
      <nav aria-label="Main">
        <a href="/news">News</a>
      </nav>
      <main>
        <p>Story</p>
        <button type="button">Share</button>
      </main>
    </>,
  );
}
const liveRegion = () => screen.getByTestId('tip-live');
const hoverFor = (element: Element, ms: number) => {
  fireEvent.mouseOver(element);
  act(() => vi.advanceTimersByTime(ms));
};

describe('accessibility tips', () => {
  it('show on hover after 700 ms in a polite live region, without taking focus', () => {
    renderPage(true);
    const before = document.activeElement;
    hoverFor(screen.getByText('Story'), TIP_DELAY_MS - 1);
    expect(liveRegion()).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1));
    expect(liveRegion()).toHaveTextContent('Tip: Content areas.');
    expect(document.activeElement).toBe(before);
  });

  it('show on keyboard focus too, and Escape dismisses them', () => {
    renderPage(true);
    act(() => screen.getByRole('button', { name: 'Share' }).focus());
    act(() => vi.advanceTimersByTime(TIP_DELAY_MS));
    expect(liveRegion()).toHaveTextContent('Tip: Buttons and links.');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(liveRegion()).toBeEmptyDOMElement();
  });

  it('stay away when they are not due (seen, or 3 visits already)', () => {
    renderPage(false);
    hoverFor(screen.getByText('Story'), TIP_DELAY_MS * 2);
    expect(liveRegion()).toBeEmptyDOMElement();
  });

  it('start again from the widget Tips button', () => {
    renderPage(false);
    fireEvent.click(screen.getByRole('button', { name: 'Accessibility settings' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tips' }));
    hoverFor(screen.getByText('Story'), TIP_DELAY_MS);
    expect(liveRegion()).toHaveTextContent('Tip: Content areas.');
  });

  it('stop for good with Hide all tips, which stores the seen flag', () => {
    renderPage(true);
    hoverFor(screen.getByText('Story'), TIP_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Hide all tips' }));
    expect(localStorage.getItem(TIPS_SEEN_KEY)).not.toBeNull();
    expect(liveRegion()).toBeEmptyDOMElement();
    hoverFor(screen.getByRole('link', { name: 'News' }), TIP_DELAY_MS * 2);
    expect(liveRegion()).toBeEmptyDOMElement();
  });

  it('store the seen flag once all four have been shown', () => {
    renderPage(true);
    render(<input aria-label="Search" />);
    const targets = [
      screen.getByText('Story'),
      screen.getByRole('button', { name: 'Share' }),
      screen.getByRole('link', { name: 'News' }),
      screen.getByLabelText('Search'),
    ];
    for (const target of targets) {
      hoverFor(target, TIP_DELAY_MS);
      expect(localStorage.getItem(TIPS_SEEN_KEY)).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    }
    expect(localStorage.getItem(TIPS_SEEN_KEY)).not.toBeNull();
  });

  it('speak of keys only to someone using keys: a pointer user hears no "press H"', () => {
    renderPage(true);
    fireEvent.pointerDown(screen.getByText('Story'));
    hoverFor(screen.getByText('Story'), TIP_DELAY_MS);
    expect(liveRegion()).toHaveTextContent('Tip: Content areas.');
    expect(liveRegion()).not.toHaveTextContent(/H key|Tab|Enter/);
    expect(screen.queryByText('Press Escape to close it.')).toBeNull();
  });

  it('give focus back to where the member was when closed with Got it or Hide all tips', () => {
    renderPage(true);
    const share = screen.getByRole('button', { name: 'Share' });
    fireEvent.keyDown(share, { key: 'Tab' });
    act(() => share.focus());
    act(() => vi.advanceTimersByTime(TIP_DELAY_MS));
    expect(liveRegion()).toHaveTextContent('Enter or Space presses a button');
    const gotIt = screen.getByRole('button', { name: 'Got it' });
    act(() => gotIt.focus());
    fireEvent.click(gotIt);
    act(() => vi.advanceTimersByTime(20));
    expect(share).toHaveFocus();
  });
});
