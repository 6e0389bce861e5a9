import type { PostChoice as Choice } from '@schemas/privacy';
import { FieldError } from '@/components/ui/field-shell';

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
    <fieldset aria-describedby={error ? 'post-choice-error' : undefined}>
      <legend className="font-semibold text-slate-900">What happens to your posts and comments?</legend>
      <div className="mt-2 grid gap-2">
        {OPTIONS.map((o) => (
          <label
            key={o.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border-2 border-slate-400 bg-white p-3 text-slate-900 has-[:checked]:border-4 has-[:checked]:border-violet-800 has-[:checked]:bg-violet-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-amber-400"
          >
            <input
              type="radio"
              name="posts"
              value={o.value}
              id={o.value === 'keep' ? 'posts' : undefined}
              // The name is the option's words alone; its explanation is the description.
              aria-labelledby={`post-choice-${o.value}-label`}
              aria-describedby={`post-choice-${o.value}-hint`}
              className="mt-1 size-5 shrink-0 accent-violet-800"
            />
            <span>
              <span id={`post-choice-${o.value}-label`} className="block font-semibold">
                {o.label}
              </span>
              <span id={`post-choice-${o.value}-hint`} className="block text-sm text-slate-700">
                {o.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && <FieldError id="post-choice-error">{error}</FieldError>}
    </fieldset>
  );
}
