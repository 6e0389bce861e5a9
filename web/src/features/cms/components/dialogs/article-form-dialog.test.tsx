import type { AdminNewsArticle } from '@schemas/content-admin';
import { MEDIA_IMAGE_MESSAGE } from '@schemas/fields';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { renderWithApp, stubApi } from '@/test/render';
import ArticleFormDialog from './article-form-dialog';
import { expectErrorSummaryFocused } from '@/test/error-summary';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const article = (over: Partial<AdminNewsArticle> = {}): AdminNewsArticle => ({
  id: 5,
  title: 'NDIS pricing changes from July',
  excerpt: 'What the new price limits mean for support workers.',
  content: 'The new limits apply from 1 July.\nProviders have been told.',
  author: 'Priya Nair',
  imageUrl: null,
  publishedAt: '2026-03-10T01:30:00.000Z',
  readingTime: 3,
  tags: ['NDIS', 'Funding'],
  status: 'published',
  ...over,
});

const sent = (spy: ReturnType<typeof stubApi>) => {
  const [url, init] = spy.mock.calls[0] as unknown as [string, RequestInit];
  return { url, method: init.method, body: JSON.parse(String(init.body)) as Record<string, unknown> };
};

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), '  Accessible voting in 2026  ');
  await user.type(screen.getByLabelText('Summary'), 'How to vote with the supports you need.');
  await user.type(screen.getByLabelText('Article text'), 'Every polling place must offer an accessible booth.');
  await user.type(screen.getByLabelText('Author'), 'Sam Lee');
  await user.type(screen.getByLabelText('Tags (optional)'), 'Voting, Rights, voting , Rights');
}

describe('ArticleFormDialog', () => {
  it('refuses an incomplete article: each field says what is wrong, the first is focused, nothing is sent', async () => {
    const fetchSpy = stubApi({});
    const user = userEvent.setup();
    renderWithApp(<ArticleFormDialog onClose={vi.fn()} />);
    await user.type(screen.getByLabelText('Summary'), 'Too short');
    await user.type(screen.getByLabelText('Image URL (optional)'), 'http://example.org/a.png');
    await user.click(screen.getByRole('button', { name: 'Publish Article' }));

    const title = screen.getByLabelText('Title');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(expect.stringContaining('Title is required'));
    await expectErrorSummaryFocused('Title is required', 'Author is required');
    expect(screen.getByLabelText('Summary')).toHaveAccessibleDescription(expect.stringContaining('Summary must be at least 10 characters'));
    expect(screen.getByLabelText('Article text')).toHaveAccessibleDescription(expect.stringContaining('Article text is required'));
    expect(screen.getByLabelText('Author')).toHaveAccessibleDescription(expect.stringContaining('Author is required'));
    expect(screen.getByLabelText('Image URL (optional)')).toHaveAccessibleDescription(expect.stringContaining(MEDIA_IMAGE_MESSAGE));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('publishes a new article: POST /api/news with trimmed text, a tag list and "now" as the date', async () => {
    const fetchSpy = stubApi({ 'POST /api/news': [201, article({ id: 9 })] });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<ArticleFormDialog onClose={onClose} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Publish Article' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const { url, method, body } = sent(fetchSpy);
    expect([url, method]).toEqual(['/api/news', 'POST']);
    expect(body).toEqual({
      title: 'Accessible voting in 2026',
      excerpt: 'How to vote with the supports you need.',
      content: 'Every polling place must offer an accessible booth.',
      author: 'Sam Lee',
      imageUrl: null,
      tags: ['Voting', 'Rights', 'voting'],
      status: 'published',
      publishedAt: null,
    });
    expect(getToasts()[0]?.title).toBe('Article published successfully');
  });

  it('keeps a new article as a draft, with the chosen date as that day', async () => {
    const fetchSpy = stubApi({ 'POST /api/news': [201, article({ status: 'draft' })] });
    const user = userEvent.setup();
    renderWithApp(<ArticleFormDialog onClose={vi.fn()} />);
    await fillValid(user);
    await user.selectOptions(screen.getByLabelText('Status'), 'draft');
    await user.type(screen.getByLabelText('Publish date (optional)'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));

    await waitFor(() => expect(getToasts()[0]?.title).toBe('Article saved as draft'));
    const { body } = sent(fetchSpy);
    expect(body.status).toBe('draft');
    expect(body.publishedAt).toBe(new Date(2026, 11, 1).toISOString());
  });

  it("puts the worker's field messages on the fields and stays open", async () => {
    stubApi({ 'POST /api/news': [400, { message: 'Invalid input', errors: { author: ['Author is not a known contributor'] } }] });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<ArticleFormDialog onClose={onClose} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Publish Article' }));

    const author = screen.getByLabelText('Author');
    await waitFor(() => expect(author).toHaveAccessibleDescription(expect.stringContaining('Author is not a known contributor')));
    await expectErrorSummaryFocused(/Author is not a known contributor/);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits an article: the fields start filled, PATCH /api/news/{id} keeps the publish time, "updated" toast', async () => {
    const fetchSpy = stubApi({ 'PATCH /api/news/5': [200, article()] });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<ArticleFormDialog article={article()} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Edit Article' })).toBeInTheDocument();
    expect(screen.getByLabelText('Tags (optional)')).toHaveValue('NDIS, Funding');
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'NDIS pricing changes from 1 July');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const { url, method, body } = sent(fetchSpy);
    expect([url, method]).toEqual(['/api/news/5', 'PATCH']);
    expect(body.title).toBe('NDIS pricing changes from 1 July');
    expect(body.tags).toEqual(['NDIS', 'Funding']);
    expect(body).not.toHaveProperty('publishedAt');
    expect(getToasts()[0]?.title).toBe('Article updated successfully');
  });
});
