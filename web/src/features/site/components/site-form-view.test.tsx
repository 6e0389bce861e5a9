import type { PublicForm } from '@schemas/cms-forms';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '@/test/render';
import { SiteFormView } from './site-form-view';
import { expectErrorSummaryFocused } from '@/test/error-summary';

afterEach(() => vi.unstubAllGlobals());

const contactForm: PublicForm = {
  id: 3,
  name: 'Contact us',
  fields: [
    { name: 'name', label: 'Your name', type: 'text', required: true },
    { name: 'email', label: 'Email address', type: 'email', required: true },
    { name: 'message', label: 'Message', type: 'textarea', required: true },
    { name: 'agree', label: 'I agree to be contacted', type: 'checkbox', required: true },
    { name: 'wantsReply', label: 'Please reply to me', type: 'checkbox', required: false },
  ],
};

const submissionsUrl = '/api/forms/3/submissions';
const posted = (spy: ReturnType<typeof stubApi>) =>
  (spy.mock.calls as unknown as [string, RequestInit | undefined][])
    .filter(([url, init]) => url === submissionsUrl && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init!.body)));

async function openForm(submitAnswer: [number, unknown] = [201, { id: 41 }]) {
  const spy = stubApi({ '/api/forms/3': [200, contactForm], [`POST ${submissionsUrl}`]: submitAnswer });
  renderWithApp(<SiteFormView id="3" />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
  return { spy, user: userEvent.setup() };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name (required)'), '  Sam Taylor ');
  await user.type(screen.getByLabelText('Email address (required)'), 'sam@example.org');
  await user.type(screen.getByLabelText('Message (required)'), 'Hello there');
  await user.click(screen.getByLabelText('I agree to be contacted (required)'));
}

describe('SiteFormView', () => {
  it('labels each field, marks the required ones, and leaves browser validation off', async () => {
    await openForm();
    const form = screen.getByRole('form', { name: 'Contact us' });
    expect(form).toHaveAttribute('novalidate');
    expect(screen.getByLabelText('Email address (required)')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email address (required)')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Your name (required)')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Message (required)').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('checkbox', { name: 'Please reply to me' })).not.toBeChecked();
  });

  it('checks with the shared schema first: errors on the fields and in the focused summary, nothing sent', async () => {
    const { spy, user } = await openForm();
    await user.type(screen.getByLabelText('Email address (required)'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send response' }));
    const name = screen.getByLabelText('Your name (required)');
    await expectErrorSummaryFocused(/Your name is required/, /must be an email address/, /I agree to be contacted is required/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(/Your name is required/);
    expect(screen.getByLabelText('Email address (required)')).toHaveAccessibleDescription(/must be an email address like name@example.org/);
    const agree = screen.getByRole('checkbox', { name: 'I agree to be contacted (required)' });
    expect(agree).toHaveAttribute('aria-invalid', 'true');
    expect(agree).toHaveAccessibleDescription(/I agree to be contacted is required/);
    expect(posted(spy)).toHaveLength(0);
  });

  it('sends the trimmed answers, then thanks the visitor with focus on the heading, and can start again', async () => {
    const { spy, user } = await openForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send response' }));
    const thanks = await screen.findByRole('heading', { level: 2, name: 'Thank you' });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(within(screen.getByRole('status')).getByText('Your response has been sent.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(posted(spy)).toEqual([{ name: 'Sam Taylor', email: 'sam@example.org', message: 'Hello there', agree: true, wantsReply: false }]);

    await user.click(screen.getByRole('button', { name: 'Send another response' }));
    const name = screen.getByLabelText('Your name (required)');
    expect(name).toHaveValue('');
    expect(name).toHaveFocus();
  });

  it('shows the server’s message in an alert when responses are rate limited', async () => {
    const { user } = await openForm([429, { message: 'Too many responses. Please wait a few minutes and try again.' }]);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send response' }));
    expect(await screen.findByText('Too many responses. Please wait a few minutes and try again.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('There is a problemToo many responses');
    expect(screen.getByRole('form', { name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send response' })).not.toHaveAttribute('aria-disabled');
  });

  it('puts the worker’s field messages on the fields', async () => {
    const { user } = await openForm([
      400,
      { message: 'Invalid input', errors: { email: ['Email address must be an email address like name@example.org'] } },
    ]);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send response' }));
    const email = screen.getByLabelText('Email address (required)');
    await expectErrorSummaryFocused(/must be an email address/);
    expect(email).toHaveAccessibleDescription(/must be an email address/);
  });

  it('says "Form Not Found" for a missing or inactive form', async () => {
    stubApi({ '/api/forms/9': [404, { message: 'Form not found' }] });
    renderWithApp(<SiteFormView id="9" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Form Not Found' })).toBeInTheDocument();
    expect(screen.getByText('This form does not exist or is no longer accepting responses.')).toBeInTheDocument();
  });

  it('offers Try Again when the form could not be loaded', async () => {
    stubApi({ '/api/forms/3': [503, { message: 'Unavailable' }] });
    renderWithApp(<SiteFormView id="3" />);
    expect(await screen.findByRole('heading', { name: 'Unable to Load Form' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
