import { ALT_MAX, mediaUpdateSchema, type CmsMedia } from '@schemas/cms-media';
import type { FormEvent } from 'react';
import { DialogButtons, Modal } from '@/components/ui/dialog';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextField } from '@/components/ui/text-field';
import { useSubmit } from '@/lib/use-submit';
import { cmsKeys, refreshCms, updateMediaAlt } from '../../api/use-cms';

/** Edit a file's alt text (or description), the one thing about an upload that changes. */
export default function AltTextDialog({ media, onClose }: { media: CmsMedia; onClose: () => void }) {
  const isImage = media.mimeType.startsWith('image/');

  const { formRef, summary, errors, busy, submit } = useSubmit({
    schema: mediaUpdateSchema,
    action: (input) => updateMediaAlt(media.id, input.alt),
    refresh: () => refreshCms(cmsKeys.media),
    success: 'File updated successfully',
    failure: 'Failed to update file',
    onSuccess: onClose,
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const raw = { alt: new FormData(event.currentTarget).get('alt') ?? '' };
    void submit(raw);
  }

  return (
    <Modal open onClose={onClose} title={`Edit ${media.filename}`}>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <ErrorSummary {...summary} />
        {isImage && <img src={media.url} alt="" className="mx-auto max-h-40 rounded-lg" />}
        <TextField
          label={isImage ? 'Alt text' : 'Description'}
          name="alt"
          defaultValue={media.alt}
          maxLength={ALT_MAX}
          error={errors.alt}
          hint={isImage ? 'Say what the image shows. Required for images.' : undefined}
        />
        <DialogButtons busy={busy} onCancel={onClose} label="Save changes" />
      </form>
    </Modal>
  );
}
