import { CmsFormDialog } from '../cms-form-dialog';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { useCmsSave } from '../use-cms-save';
import type { CmsTemplate } from '../../api/use-cms';

export default function TemplateFormDialog({ template, onClose }: { template?: CmsTemplate; onClose: () => void }) {
  const form = useCmsSave({ kind: 'templates', id: template?.id, noun: 'Template', onDone: onClose });
  const { field } = form;

  function read(data: FormData) {
    return { name: data.get('name'), category: data.get('category'), body: data.get('body') ?? '' };
  }

  return (
    <CmsFormDialog read={read} description="A page body in Markdown that new pages can start from." form={form}>
      <TextField label="Name" {...field('name', template)} />
      <TextField label="Category" hint="For example: Content, Accessibility, Legal, Fundraising." {...field('category', template)} />
      <TextArea
        label="Body"
        rows={14}
        className="font-mono"
        hint='Markdown: "## " starts a heading, "- " a list item.'
        {...field('body', template)}
      />
    </CmsFormDialog>
  );
}
