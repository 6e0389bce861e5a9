import type { CmsTemplate } from '@schemas/cms-templates';
import type { FormEvent } from 'react';
import { DialogButtons, Modal } from '@/components/ui/dialog';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { useCmsSave } from '../use-cms-save';

export default function TemplateFormDialog({ template, onClose }: { template?: CmsTemplate; onClose: () => void }) {
  const { formRef, summary, errors, busy, submit } = useCmsSave({
    kind: 'templates',
    id: template?.id,
    noun: 'Template',
    onDone: onClose,
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const raw = { name: data.get('name'), category: data.get('category'), body: data.get('body') ?? '' };
    void submit(raw);
  }

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={template ? 'Edit Template' : 'New Template'}
      description="A page body in Markdown that new pages can start from."
    >
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <ErrorSummary {...summary} />
        <TextField label="Name" name="name" defaultValue={template?.name} error={errors.name} />
        <TextField
          label="Category"
          name="category"
          defaultValue={template?.category}
          error={errors.category}
          hint="For example: Content, Accessibility, Legal, Fundraising."
        />
        <TextArea
          label="Body"
          name="body"
          rows={14}
          defaultValue={template?.body}
          error={errors.body}
          className="font-mono"
          hint='Markdown: "## " starts a heading, "- " a list item.'
        />
        <DialogButtons busy={busy} onCancel={onClose} label={template ? 'Save changes' : 'Create Template'} />
      </form>
    </Modal>
  );
}
