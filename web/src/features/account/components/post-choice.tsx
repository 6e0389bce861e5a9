import { RadioCards } from '@/components/ui/radio-cards';
import type { PostChoice as Choice } from '../api/privacy';

const OPTIONS: { value: Choice; label: string; hint: string }[] = [
  {
    value: 'keep',
    label: 'Keep them, shown as written by "Former member"',
    hint: 'Conversations stay whole. Nothing in them links to you: no name, no email.',
  },
  {
    value: 'delete',
    label: 'Delete them',
    hint: 'Your posts go with the comments others wrote under them, and your comments on other posts go too.',
  },
];

/**
 * What happens to the member's posts and comments: two native radios (arrow keys move between
 * them), nothing chosen at first, so the choice is always the member's own.
 */
export function PostChoice({ error }: { error: string | undefined }) {
  return (
    <RadioCards
      legend="What happens to your posts and comments?"
      name="posts"
      options={OPTIONS}
      firstId="posts"
      error={error}
      errorId="post-choice-error"
    />
  );
}
