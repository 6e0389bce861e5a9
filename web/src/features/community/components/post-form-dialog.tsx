import { POST_CATEGORIES, postSchema } from '@schemas/community';
import { FormDialog } from '@/components/ui/form-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { refusalOr, useSubmit } from '@/lib/use-submit';
import { createPost, invalidateCommunity, updatePost, type CommunityPost } from '../api/use-community';
import { DraftStatus } from './draft-status';
import { useDraft } from './use-draft';

type Props = {
  post?: CommunityPost;
  onClose: () => void;
  onSaved?: (post: CommunityPost) => void;
  /** Id of what to focus if the control that opened the form is gone once it is saved. */
  fallbackFocus?: string;
};

/** Create Post (and Edit Post, pre-filled): the same schema and messages as the worker. */
export default function PostFormDialog({ post, onClose, onSaved, fallbackFocus }: Props) {
  const editing = Boolean(post);
  const form = useSubmit({
    schema: postSchema,
    // Tags go to the worker as an array: the schema splits the comma-separated text.
    action: (input) => (post ? updatePost(post.id, input) : createPost(input)),
    refresh: invalidateCommunity,
    success: editing ? 'Post updated' : 'Your post has been created successfully!',
    failure: refusalOr(editing ? 'Failed to update post. Please try again.' : 'Failed to create post. Please try again.'),
    onSuccess: (saved) => {
      if (!editing) draft.posted();
      onSaved?.(saved);
      onClose();
    },
  });
  // A new post is kept as a draft while it is written (decision 0038); an edit is not.
  const draft = useDraft({ postId: null, replyToId: null }, form.formRef, { enabled: !editing });
  const { errors } = form;

  function read(data: FormData) {
    return {
      title: data.get('title'),
      content: data.get('content'),
      category: data.get('category') || undefined,
      tags: data.get('tags') ?? '',
      contentWarning: data.get('contentWarning'),
    };
  }

  return (
    <FormDialog
      onClose={onClose}
      fallbackFocus={fallbackFocus}
      form={form}
      read={read}
      submitLabel={editing ? 'Save changes' : 'Create Post'}
      busyLabel={editing ? 'Saving...' : 'Posting...'}
      title={editing ? 'Edit Post' : 'Create Post'}
      description="Share news, a question or your story with the community."
    >
      {!editing && <DraftStatus status={draft.status} onDiscard={() => void draft.discard()} />}
      <TextField label="Title" name="title" defaultValue={post?.title} error={errors.title} hint="5 to 200 characters." />
      <TextArea
        label="Content"
        name="content"
        rows={7}
        defaultValue={post?.content}
        error={errors.content}
        hint="10 to 5000 characters. Web addresses become links."
      />
      <SelectField
        label="Category"
        name="category"
        options={POST_CATEGORIES}
        placeholder="Select a category"
        defaultValue={post?.category ?? ''}
        error={errors.category}
      />
      <TextField
        label="Tags (optional)"
        name="tags"
        defaultValue={post?.tags.join(', ')}
        error={errors.tags}
        hint="Separate tags with commas, for example: NDIS, housing"
      />
      <TextField
        label="Content warning (optional)"
        name="contentWarning"
        defaultValue={post?.contentWarning ?? ''}
        error={errors.contentWarning}
        hint='For example "discusses medical trauma". Readers then choose whether to show the text.'
      />
    </FormDialog>
  );
}
