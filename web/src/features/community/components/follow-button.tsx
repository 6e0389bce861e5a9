import { client, read } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';
import { useSubmit } from '@/lib/use-submit';

const follows = client.api.notifications.follows[':postId'];

/**
 * Follow a discussion to hear about new replies (its author and commenters follow without
 * asking). A toggle button: its name stays "Follow this discussion", aria-pressed says the state.
 */
export function FollowButton({ postId, className }: { postId: number; className: string }) {
  const param = { param: { postId: String(postId) } };
  const { data, mutate } = useApi(follows, param);
  const following = data?.following ?? false;
  const toggle = useSubmit({
    action: () => read(follows.$put({ ...param, json: { following: !following } })),
    refresh: (result) => mutate(result, { revalidate: false }),
    success: (result) => (result.following ? 'You will hear about new replies here' : 'You will no longer hear about new replies here'),
    failure: 'Could not change that. Please try again.',
  });
  if (!data) return null;
  return (
    <button
      type="button"
      aria-pressed={following}
      className={className}
      aria-disabled={toggle.busy || undefined}
      onClick={() => void toggle.submit()}
    >
      Follow this discussion
    </button>
  );
}
