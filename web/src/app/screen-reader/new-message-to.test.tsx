import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewConversationForm } from '@/features/messages/components/new-conversation-form';
import { renderWithApp, stubFetch } from '@/test/render';
import { forget, heard, hears, listen, saidTimes } from '@/test/screen-reader';
import { stubResizeObserver } from '@/test/resize-observer';

beforeEach(() => {
  // Headless UI measures the list's anchor with one; jsdom has none.
  stubResizeObserver();
  // The virtual reader names the nodes of a change after the page has drawn it; the closed list's
  // options are gone by then, and their root (an element, not the document) has no getElementById:
  // it threw, and every phrase of that change was lost, the status's too. A real reader has no such gap.
  Object.defineProperty(Element.prototype, 'getElementById', {
    configurable: true,
    value(this: Element, id: string) {
      return id ? this.querySelector(`#${CSS.escape(id)}`) : null;
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<{ getElementById: unknown }>).getElementById;
});

const jordan = { id: 5, displayName: 'Jordan Nguyen', initials: 'JN', profileImageUrl: null };

describe('The "To" box of a new message, heard through a screen reader', () => {
  it('keeps its name while its list is open, says who was added, and is no longer invalid', async () => {
    stubFetch(({ url }) => (url.startsWith('/api/messages/members?') ? [200, { members: [jordan] }] : [404, { message: 'Not found' }]));
    const user = userEvent.setup();
    renderWithApp(<NewConversationForm to={null} />);
    await listen();

    // Sent with nobody chosen: "To" reports the problem.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const to = screen.getByRole('combobox', { name: 'To' });
    expect(saidTimes(await hears('assertive: There is a problem'), 'Choose who to message')).toBeGreaterThan(0);
    expect(to).toHaveAttribute('aria-invalid', 'true');

    await user.click(to);
    await user.type(to, 'Jor');
    await screen.findByRole('option', { name: 'Jordan Nguyen' });
    // The list is open: the box is still called "To", its label and the count are not hidden.
    expect(to).toHaveAttribute('aria-expanded', 'true');
    expect(to).toHaveAccessibleName('To');
    expect(screen.getByText('To').closest('[aria-hidden="true"]')).toBeNull();
    expect(await hears('polite: 1 member found')).toContain('polite: 1 member found');
    await forget();
    await act(() => to.blur());
    act(() => to.focus());
    expect((await heard()).at(-1)).toMatch(/^combobox, To,/);

    await forget();
    await user.keyboard('{ArrowDown}{Enter}');
    const said = await hears('polite: Jordan Nguyen added');
    expect(said).toContain('polite: Jordan Nguyen added');
    expect(saidTimes(said, 'Jordan Nguyen added')).toBe(1);
    expect(to).toHaveFocus();
    expect(to).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Choose who to message', { selector: 'a' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Chosen members' })).toHaveTextContent('Jordan Nguyen');
  }, 30_000);
});
