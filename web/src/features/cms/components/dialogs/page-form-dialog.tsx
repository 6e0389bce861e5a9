import { PAGE_STATUSES, slugify } from '@schemas/cms-pages';
import { useState } from 'react';
import { CmsFormDialog } from '../cms-form-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { toLocalInput } from '@/lib/format';
import { useTemplates, type CmsPage } from '../../api/use-cms';
import { useCmsSave } from '../use-cms-save';

type Props = { page?: CmsPage; onClose: () => void };

const MARKDOWN_HINT = 'Markdown: "## " starts a heading, "- " a list item, **bold**, [link text](/pages/about-us).';

/** New Page and Edit Page: title, slug (made from the title until edited), body, status and publish time. */
export default function PageFormDialog({ page, onClose }: Props) {
  const templates = useTemplates();
  const [title, setTitle] = useState(page?.title ?? '');
  const [slug, setSlug] = useState(page?.slug ?? '');
  const [slugTouched, setSlugTouched] = useState(Boolean(page));
  const [status, setStatus] = useState<string>(page?.status ?? 'draft');
  const [body, setBody] = useState(page?.body ?? '');
  const [templateId, setTemplateId] = useState('');

  function chooseTemplate(id: string) {
    setTemplateId(id);
    const template = templates.data?.find((t) => String(t.id) === id);
    // A template fills an empty body; it never overwrites what the editor has written.
    if (template && !body.trim()) setBody(template.body);
  }

  const form = useCmsSave({ kind: 'pages', id: page?.id, noun: 'Page', onDone: onClose });
  const { errors } = form;

  function read(data: FormData) {
    return {
      title,
      slug,
      body,
      status,
      publishAt: status === 'scheduled' ? String(data.get('publishAt') ?? '') : null,
      ...(page ? {} : { templateId: templateId ? Number(templateId) : null }),
    };
  }

  return (
    <CmsFormDialog read={read} description="Published pages are public at /pages/{slug}, signed in or not." form={form}>
      <TextField
        label="Title"
        name="title"
        value={title}
        error={errors.title}
        onChange={(e) => {
          setTitle(e.target.value);
          if (!slugTouched) setSlug(slugify(e.target.value));
        }}
      />
      <TextField
        label="Slug"
        name="slug"
        value={slug}
        error={errors.slug}
        hint={`The page's address: /pages/${slug || 'your-page'}. Lowercase letters, numbers and hyphens.`}
        onChange={(e) => {
          setSlug(e.target.value);
          setSlugTouched(true);
        }}
      />
      {!page && (
        <SelectField
          label="Start from a template (optional)"
          name="templateId"
          value={templateId}
          onChange={(e) => chooseTemplate(e.target.value)}
          placeholder="No template"
          error={errors.templateId}
          hint="Fills an empty body with the template's text."
          options={(templates.data ?? []).map((t) => ({ value: String(t.id), label: `${t.name} (${t.category})` }))}
        />
      )}
      <TextArea
        label="Body"
        name="body"
        rows={14}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={errors.body}
        hint={MARKDOWN_HINT}
        className="font-mono"
      />
      <SelectField
        label="Status"
        name="status"
        value={status}
        onChange={(e) => setStatus(e.target.value)}
        error={errors.status}
        options={PAGE_STATUSES}
      />
      {status === 'scheduled' && (
        <TextField
          type="datetime-local"
          label="Publish at"
          name="publishAt"
          defaultValue={toLocalInput(page?.publishAt)}
          error={errors.publishAt}
          hint="Your local time. The page goes public at this time."
        />
      )}
    </CmsFormDialog>
  );
}
