import { useState } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { useCmsSave } from '../use-cms-save';
import { PublishFields, publishedAtInput, saveLabel, savedMessage } from './publish-fields';
import type { AdminNewsArticle, ContentStatus } from '../../api/use-content-admin';

type Props = { article?: AdminNewsArticle; onClose: () => void };

const text = (data: FormData, key: string) => String(data.get(key) ?? '');

/** New Article and Edit Article for the News Feed: published at once, or kept as a draft. */
export default function ArticleFormDialog({ article, onClose }: Props) {
  const [status, setStatus] = useState<ContentStatus>(article?.status ?? 'published');

  const form = useCmsSave({
    kind: 'news',
    id: article?.id,
    noun: 'Article',
    success: savedMessage('Article', Boolean(article), status),
    onDone: onClose,
  });
  const { errors } = form;

  function read(data: FormData) {
    return {
      title: text(data, 'title'),
      excerpt: text(data, 'excerpt'),
      content: text(data, 'content'),
      author: text(data, 'author'),
      imageUrl: text(data, 'imageUrl'),
      tags: text(data, 'tags'),
      status,
      ...publishedAtInput(text(data, 'publishedAt'), article?.publishedAt),
    };
  }

  return (
    <FormDialog
      onClose={onClose}
      form={form}
      read={read}
      submitLabel={saveLabel('Article', Boolean(article), status)}
      size="lg"
      title={article ? 'Edit Article' : 'New Article'}
      description="Members see a published article at once."
    >
      <TextField label="Title" name="title" defaultValue={article?.title} error={errors.title} hint="5 to 200 characters." />
      <TextArea
        label="Summary"
        name="excerpt"
        rows={3}
        defaultValue={article?.excerpt}
        error={errors.excerpt}
        hint="One or two sentences shown on the article's card. 10 to 500 characters."
      />
      <TextArea
        label="Article text"
        name="content"
        rows={12}
        defaultValue={article?.content}
        error={errors.content}
        hint="Line breaks are kept as you type them."
      />
      <TextField label="Author" name="author" defaultValue={article?.author} error={errors.author} autoComplete="name" />
      <TextField
        label="Image URL (optional)"
        name="imageUrl"
        defaultValue={article?.imageUrl ?? ''}
        error={errors.imageUrl}
        hint="A file from the media library, such as /media/… (copy its address in the Media tab). Leave it empty for none."
      />
      <TextField
        label="Tags (optional)"
        name="tags"
        defaultValue={article?.tags.join(', ')}
        error={errors.tags}
        hint="Separate tags with commas, for example: NDIS, Housing. At most 10."
      />
      <PublishFields status={status} onStatus={setStatus} errors={errors} date={{ publishedAt: article?.publishedAt }} />
    </FormDialog>
  );
}
