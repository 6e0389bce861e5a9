import { POST_CATEGORIES, postSchema } from '@schemas/community';
import type { CommunityPost } from '@schemas/content';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { ApiError, isUnauthorizedError } from '@/lib/api-client';
import { redirectToLogin } from '@/lib/session-expired';
import { useFormErrors } from '@/lib/use-form-errors';
import { createPost, refreshCommunity, updatePost } from '../api/use-community';

type Props = { post?: CommunityPost; onClose: () => void; onSaved?: (post: CommunityPost) => void };

/** Create Post (and Edit Post, pre-filled): the same schema and messages as the worker. */
export default function PostFormDialog({ post, onClose, onSaved }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, validate, fromServer } = useFormErrors(postSchema, () => formRef.current);
  const [busy, setBusy] = useState(false);
  const editing = Boolean(post);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const raw = {
      title: data.get('title'),
      content: data.get('content'),
      category: data.get('category') || undefined,
      tags: data.get('tags') ?? '',
      contentWarning: data.get('contentWarning'),
    };
    const input = validate(raw);
    if (!input) return;
    setBusy(true);
    try {
      // Tags go to the worker as the array SPEC section 5 describes.
      const saved = post ? await updatePost(post.id, input) : await createPost(input);
      await refreshCommunity();
      toast({ title: editing ? 'Post updated' : 'Your post has been created successfully!' });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      if (isUnauthorizedError(error)) redirectToLogin();
      else if (fromServer(error)) return;
      else if (error instanceof ApiError && error.status === 429)
        toast({ title: 'Error', description: error.serverMessage, variant: 'destructive' });
      else
        toast({
          title: 'Error',
          description: editing ? 'Failed to update post. Please try again.' : 'Failed to create post. Please try again.',
          variant: 'destructive',
        });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={editing ? 'Edit Post' : 'Create Post'}
      description="Share news, a question or your story with the community."
    >
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
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
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? (editing ? 'Saving...' : 'Posting...') : editing ? 'Save changes' : 'Create Post'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
