import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '@/test/render';
import SignInRoute from './sign-in';

afterEach(() => vi.unstubAllGlobals());

const signedOut: [number, unknown] = [401, { message: 'Unauthorized' }];

describe('/login', () => {
  it('offers a sign-in link instead of the password, one form at a time, and the way back', async () => {
    stubApi({ '/api/auth/user': signedOut });
    const user = userEvent.setup();
    renderWithApp(<SignInRoute />, '/login');
    await screen.findByRole('heading', { level: 1, name: /^Sign in to / });
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');

    await user.click(screen.getByRole('link', { name: 'Email me a sign-in link instead' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Sign in with an email link' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe("Sign in with an email link | Members' Portal");
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Email me a sign-in link' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Sign in with your password' }));
    const back = await screen.findByRole('heading', { level: 1, name: /^Sign in to / });
    await waitFor(() => expect(back).toHaveFocus());
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });
});
