import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextField } from '@/components/ui/text-field';
import { getToasts } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { expectErrorSummaryFocused } from '@/test/error-summary';
import { renderWithApp } from '@/test/render';
import { refusalOr, useSubmit, type FormOptions } from './use-submit';

afterEach(() => vi.useRealTimers());

const schema = v.object({ name: v.pipe(v.string(), v.trim(), v.minLength(1, 'Name is required')) });
type Options = Omit<FormOptions<typeof schema, string>, 'schema'>;

function NameForm(options: Options) {
  const { formRef, summary, errors, busy, submit } = useSubmit({ schema, ...options });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit({ name: new FormData(event.currentTarget).get('name') });
  };
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <ErrorSummary {...summary} />
      <TextField label="Name" name="name" error={errors.name} />
      <Button type="submit" busy={busy}>
        {busy ? 'Saving...' : 'Save'}
      </Button>
    </form>
  );
}

const apiError = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body), '');

describe('useSubmit: the one way forms and actions are sent', () => {
  it('checks with the schema first: nothing is sent, the summary takes focus and links to the field', async () => {
    const action = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<NameForm action={action} failure="Failed" />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectErrorSummaryFocused('Name is required');
    expect(action).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Error: Name is required');
    await user.click(screen.getByRole('link', { name: 'Name is required' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('stays focusable while busy (aria-disabled) and never sends twice', async () => {
    let finish: (value: string) => void = () => {};
    const action = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderWithApp(<NameForm action={action} failure="Failed" success="Saved" />);
    await user.type(screen.getByLabelText('Name'), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const busy = screen.getByRole('button', { name: 'Saving...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    await user.click(busy);
    await user.keyboard('{Enter}');
    expect(action).toHaveBeenCalledTimes(1);
    finish('ok');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled'));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    expect(getToasts()[0]).toMatchObject({ title: 'Saved' });
  });

  it("puts the worker's field messages (400) on the fields and in the summary, with no toast", async () => {
    const action = vi.fn().mockRejectedValue(apiError(400, { message: 'Invalid', errors: { name: ['That name is taken'] } }));
    const user = userEvent.setup();
    renderWithApp(<NameForm action={action} failure="Failed" />);
    await user.type(screen.getByLabelText('Name'), 'Sam');
    const before = getToasts().length;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectErrorSummaryFocused('That name is taken');
    expect(getToasts()).toHaveLength(before);
  });

  it('toasts the fixed failure text, or the refusal the worker explains (a rate limit, a rule)', async () => {
    const action = vi
      .fn()
      .mockRejectedValueOnce(apiError(500, { message: 'boom' }))
      .mockRejectedValueOnce(apiError(429, { message: 'Too many posts. Try again in 5 minutes.' }))
      .mockRejectedValueOnce(apiError(403, { message: 'Confirm your email address to post and comment.' }));
    const user = userEvent.setup();
    renderWithApp(<NameForm action={action} failure={refusalOr('Failed to save. Please try again.')} />);
    await user.type(screen.getByLabelText('Name'), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Error', description: 'Failed to save. Please try again.' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ description: 'Too many posts. Try again in 5 minutes.' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ description: 'Confirm your email address to post and comment.' }));
  });

  it('follows the signed-out path on a 401: the Unauthorized toast, then sign-in', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const action = vi.fn().mockRejectedValue(new ApiError(401, '{"message":"Unauthorized"}', 'Unauthorized'));
    const user = userEvent.setup();
    renderWithApp(<NameForm action={action} failure="Failed" />);
    await user.type(screen.getByLabelText('Name'), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({ title: 'Unauthorized', description: 'You are logged out. Logging in again...' }),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
    vi.unstubAllGlobals();
  });

  it('tells a failure in the summary when the form asks for it (sign-in, giving)', async () => {
    const action = vi.fn().mockRejectedValue(apiError(401, { message: 'Email or password is incorrect' }));
    const user = userEvent.setup();
    renderWithApp(<NameForm action={action} failure="Failed" failureIn="summary" />);
    await user.type(screen.getByLabelText('Name'), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await expectErrorSummaryFocused();
    expect(summary).toHaveTextContent('Email or password is incorrect');
  });
});
