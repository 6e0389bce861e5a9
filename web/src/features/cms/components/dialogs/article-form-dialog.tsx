import { useState } from 'react';
import { textsOf } from '@/components/ui/form-dialog';
import { CmsFormDialog } from '../cms-form-dialog';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { useCmsSave } from '../use-cms-save';
import { PublishFields, publishedAtInput, saveLabel, savedMessage } from './publish-fields';
import type { AdminNewsArticle, ContentStatus } from '../../api/use-content-admin';

type Props = { article?: AdminNewsArticle; onClose: () => void };

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
  const { errors, field } = form;

  function read(data: FormData) {
    const { publishedAt, ...fields } = textsOf(data, 'title', 'excerpt', 'content', 'author', 'imageUrl', 'tags', 'publishedAt');
    return { ...fields, status, ...publishedAtInput(publishedAt, article?.publishedAt) };
  }

  return (
    <CmsFormDialog
      read={read}
      submitLabel={saveLabel('Article', Boolean(article), status)}
      description="Members see a published article at once."
      form={form}
    >
      <TextField label="Title" hint="5 to 200 characters." {...field('title', article)} />
      <TextArea
        label="Summary"
        rows={3}
        hint="One or two sentences shown on the article's card. 10 to 500 characters."
        {...field('excerpt', article)}
      />
      <TextArea label="Article text" rows={12} hint="Line breaks are kept as you type them." {...field('content', article)} />
      <TextField label="Author" autoComplete="name" {...field('author', article)} />
      <TextField
        label="Image URL (optional)"
        hint="A file from the media library, such as /media/… (copy its address in the Media tab). Leave it empty for none."
        {...field('imageUrl', article)}
      />
      <TextField
        label="Tags (optional)"
        hint="Separate tags with commas, for example: NDIS, Housing. At most 10."
        {...field('tags', article && { tags: article.tags.join(', ') })}
      />
      <PublishFields status={status} onStatus={setStatus} errors={errors} date={{ publishedAt: article?.publishedAt }} />
    </CmsFormDialog>
  );
}
