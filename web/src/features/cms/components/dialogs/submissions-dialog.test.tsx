import type { CmsForm, CmsFormSubmission } from '@schemas/cms-forms';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { renderWithApp, stubApi } from '@/test/render';
import SubmissionsDialog from './submissions-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const form: CmsForm = {
  id: 3,
  name: 'Podcast feedback',
  isActive: true,
  submitCount: 2,
  newCount: 2,
  fields: [
    { name: 'name', label: 'Your name (optional)', type: 'text', required: false },
    { name: 'feedback', label: 'Your feedback', type: 'textarea', required: true },
  ],
  createdAt: '2026-11-01T00:00:00.000Z',
};

const submission = (id: number, member: CmsFormSubmission['member'], name: string): CmsFormSubmission => ({
  id,
  formId: form.id,
  data: { name, feedback: `Feedback ${id}` },
  member,
  isRead: false,
  createdAt: `2026-11-0${id}T01:00:00.000Z`,
});

const LIST = '/api/cms/forms/3/submissions?limit=20&offset=0';

describe('SubmissionsDialog', () => {
  it('tells a member’s own submission from a visitor’s, whatever name the visitor typed', async () => {
    stubApi({
      [LIST]: [
        200,
        [
          submission(2, null, 'Robin Lee'),
          submission(1, { id: 9, firstName: 'Robin', lastName: 'Lee', email: 'robin@example.org' }, 'Robin Lee'),
        ],
      ],
      '/api/cms/forms': [200, [form]],
    });
    renderWithApp(<SubmissionsDialog form={form} onClose={vi.fn()} />);
    const [visitor, member] = await screen.findAllByRole('listitem');
    expect(within(member!).getByText(/Sent by Robin Lee, signed in to their account/)).toBeInTheDocument();
    expect(within(member!).getByText('Member')).toBeInTheDocument();
    expect(within(visitor!).getByText('Unverified')).toBeInTheDocument();
    expect(within(visitor!).getByText(/the name and email are what the sender typed/)).toBeInTheDocument();
  });

  it('deletes a submission after asking, with DELETE and a toast', async () => {
    const fetchSpy = stubApi({
      [LIST]: [200, [submission(4, null, 'Sam')]],
      '/api/cms/forms': [200, [form]],
      'DELETE /api/cms/forms/3/submissions/4': [200, { ok: true }],
    });
    const user = userEvent.setup();
    renderWithApp(<SubmissionsDialog form={form} onClose={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: /^Delete submission of/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete submission?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete submission' }));
    await waitFor(() => expect(getToasts().map((t) => t.title)).toContain('Submission deleted successfully'));
    expect(fetchSpy).toHaveBeenCalledWith('/api/cms/forms/3/submissions/4', expect.objectContaining({ method: 'DELETE' }));
  });
});
