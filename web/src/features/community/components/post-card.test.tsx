import { fireEvent, render, screen } from '@testing-library/react';
import type { CommunityPost } from '@schemas/content';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PostCard } from './post-card';

const post = (over: Partial<CommunityPost> = {}): CommunityPost => ({
  id: 7,
  title: 'Wheelchair taxis in Perth',
  content: 'Short post text here.',
  category: 'Support',
  tags: ['Transport'],
  contentWarning: null,
  createdAt: '2026-11-20T05:30:00.000Z',
  updatedAt: '2026-11-20T05:30:00.000Z',
  likesCount: 3,
  commentsCount: 2,
  likedByMe: false,
  newComments: 0,
  canEdit: false,
  canModerate: false,
  user: { id: 12, firstName: 'Aisha', lastName: 'Rahman', email: null, profileImageUrl: null },
  ...over,
});

const renderCard = (p: CommunityPost, liked = false) => {
  const onLike = vi.fn();
  const onShare = vi.fn();
  render(
    <MemoryRouter>
      <PostCard post={p} liked={liked} onLike={onLike} onShare={onShare} />
    </MemoryRouter>,
  );
  return { onLike, onShare };
};

describe('PostCard', () => {
  it('shows author name, initials, date with time, and links to the post for comments', () => {
    renderCard(post());
    // The name is a link to the author's member page; its text is the name alone.
    expect(screen.getByRole('link', { name: 'Aisha Rahman' })).toHaveAttribute('href', '/members/12');
    expect(screen.getByText('AR')).toBeInTheDocument();
    expect(screen.getByText(/20 November 2026 at/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Comment on Wheelchair taxis in Perth/ })).toHaveAttribute('href', '/community/posts/7');
  });

  it('clamps text over 300 characters with Show more / Show less', () => {
    const long = `${'word '.repeat(70)}ending`;
    renderCard(post({ content: long }));
    expect(screen.queryByText(/ending/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText(/ending/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('does not clamp text of exactly 300 characters', () => {
    renderCard(post({ content: 'x'.repeat(300) }));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('keeps text behind a content warning until the reader asks', () => {
    renderCard(post({ contentWarning: 'Discusses medical trauma' }));
    expect(screen.getByText('Content warning: Discusses medical trauma')).toBeInTheDocument();
    expect(screen.queryByText('Short post text here.')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show post text' }));
    expect(screen.getByText('Short post text here.')).toBeInTheDocument();
  });

  it('reports like and share through callbacks and shows the liked state it is given', () => {
    const { onLike, onShare } = renderCard(post(), true);
    const like = screen.getByRole('button', { name: /Like this post/ });
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveTextContent('(3 likes)');
    fireEvent.click(like);
    fireEvent.click(screen.getByRole('button', { name: /Share/ }));
    expect(onLike).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
    expect(onShare).toHaveBeenCalledTimes(1);
  });

  it('turns web addresses into safe links and never renders HTML', () => {
    renderCard(post({ content: 'See https://example.org/guide. <img src=x onerror=alert(1)> javascript:alert(1)' }));
    expect(screen.getByRole('link', { name: 'https://example.org/guide' })).toHaveAttribute('href', 'https://example.org/guide');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.queryByRole('link', { name: /javascript/ })).not.toBeInTheDocument();
  });
});
