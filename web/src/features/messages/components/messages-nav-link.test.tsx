import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { MessagesNavLink } from './messages-nav-link';

describe('the Messages link', () => {
  it('says the unread count in its name, and only when there is one', () => {
    const { unmount } = renderWithApp(<MessagesNavLink counts={{ unread: 3, requests: 1 }} active={false} className="" />);
    expect(screen.getByRole('link', { name: 'Messages, 3 unread, 1 message request' })).toHaveAttribute('href', '/messages');
    unmount();
    renderWithApp(<MessagesNavLink counts={{ unread: 0, requests: 0 }} active className="" />);
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
  });
});
