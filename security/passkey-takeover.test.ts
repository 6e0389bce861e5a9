import { describe, expect, it } from 'vitest';
import { latestMailTo } from '../e2e/support/mail';
import { api, freshAddress, join, joinAndConfirm, mailURL, PASSWORD, signIn, tokenIn } from './support/http';

// Issue 52's second takeover, end to end through the real mail inbox (decision 0046): someone
// registers another person's address first and tries to keep a way in for when its owner takes
// the account over with "Forgot your password?".

describe('a way in is only added to a confirmed account', () => {
  it('the squatter cannot add a passkey, and the owner’s password reset ends the squatter’s session', async () => {
    const victim = freshAddress('squatted');
    const confirmation = await join(victim, 'Squatter');
    // The confirmation mail to an address not yet proved greets nobody by name.
    expect(confirmation.text).not.toContain('Squatter');

    const squatter = await signIn({ email: victim, password: PASSWORD });
    const options = await api('/api/auth/passkeys/registration/options', { method: 'POST', cookie: squatter });
    expect(options.status).toBe(403);
    expect(options.json.message).toMatch(/confirm/i);

    // The owner asks for a reset and chooses a password from the mail.
    const after = new Date();
    expect((await api('/api/auth/forgot-password', { method: 'POST', body: { email: victim } })).status).toBe(202);
    const mail = await latestMailTo(mailURL, victim, { subject: /Choose a new password/, after });
    const reset = await api('/api/auth/reset-password', {
      method: 'POST',
      body: { token: tokenIn(mail, '/reset-password'), password: 'the owner’s own long pass phrase' },
    });
    expect(reset.status, JSON.stringify(reset.json)).toBe(200);

    // The squatter's session is gone, and their password no longer opens the account.
    expect((await api('/api/auth/user', { cookie: squatter })).status).toBe(401);
    expect((await api('/api/auth/login', { method: 'POST', body: { email: victim, password: PASSWORD } })).status).toBe(401);
    const owner = await signIn({ email: victim, password: 'the owner’s own long pass phrase' });
    expect((await api('/api/auth/user', { cookie: owner })).json.emailVerified).toBe(true);
  });

  it('a reset link mailed before the address changed no longer works', async () => {
    const member = await joinAndConfirm('moved');
    const asked = new Date();
    expect((await api('/api/auth/forgot-password', { method: 'POST', body: { email: member.email } })).status).toBe(202);
    const reset = await latestMailTo(mailURL, member.email, { subject: /Choose a new password/, after: asked });

    const moved = freshAddress('moved-to');
    const changing = new Date();
    const change = await api('/api/auth/email', {
      method: 'POST',
      cookie: member.cookie,
      body: { newEmail: moved, currentPassword: PASSWORD },
    });
    expect(change.status, JSON.stringify(change.json)).toBeLessThan(300);
    const confirm = await latestMailTo(mailURL, moved, { subject: /Confirm your new email address/, after: changing });
    const confirmed = await api('/api/auth/email/confirm', {
      method: 'POST',
      cookie: member.cookie,
      body: { token: tokenIn(confirm, '/confirm-email-change') },
    });
    expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);

    const late = await api('/api/auth/reset-password', {
      method: 'POST',
      body: { token: tokenIn(reset, '/reset-password'), password: 'somebody else’s pass phrase' },
    });
    expect(late.status).toBe(400);
  });
});
