import { Button } from '@/components/ui/button';
import { useSubmit } from '@/lib/use-submit';
import { setReleaseFollow, useReleaseFollows, type ReleaseFollows, type ReleaseTopic } from '../api/use-release-follows';

const nameOf = (topic: ReleaseTopic) => ('podcast' in topic ? 'CripChat' : topic.category);
const releasesOf = (topic: ReleaseTopic) => ('podcast' in topic ? 'new CripChat episodes' : `new audiobooks in ${topic.category}`);

/** Whether the member follows the topic; null where there is nothing to follow (no published book in the category). */
export const followingIn = (follows: ReleaseFollows, topic: ReleaseTopic): boolean | null =>
  'podcast' in topic ? follows.podcast : (follows.categories.find((c) => c.category === topic.category)?.following ?? null);

/**
 * Follow CripChat or a library category to hear about what is new in it (decision 0041). A
 * toggle button: its name stays "Follow Memoir", aria-pressed says the state, and a tick shows
 * it to the eye. Every member follows until they stop, so a new member is told without asking.
 */
export function ReleaseFollowButton({ topic }: { topic: ReleaseTopic }) {
  const { data, mutate } = useReleaseFollows();
  const following = data ? followingIn(data, topic) : null;
  const toggle = useSubmit({
    action: () => setReleaseFollow(topic, !following),
    refresh: (result) => mutate(result, { revalidate: false }),
    success: (result) =>
      followingIn(result, topic) ? `You will hear about ${releasesOf(topic)}` : `You will no longer hear about ${releasesOf(topic)}`,
    failure: 'Could not change that. Please try again.',
  });
  if (following === null) return null;
  return (
    <Button variant="secondary" aria-pressed={following} busy={toggle.busy} onClick={() => void toggle.submit()}>
      <span aria-hidden="true">{following ? '✓' : '+'}</span> Follow {nameOf(topic)}
    </Button>
  );
}
