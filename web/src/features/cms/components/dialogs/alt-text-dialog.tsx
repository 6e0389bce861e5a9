import { ALT_MAX, mediaUpdateSchema } from '@schemas/cms-media';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextField } from '@/components/ui/text-field';
import { useSubmit } from '@/lib/use-submit';
import { cmsKeys, invalidateCms, updateMediaAlt, type CmsMedia } from '../../api/use-cms';

/** Edit a file's alt text (or description), the one thing about an upload that changes. */
export default function AltTextDialog({ media, onClose }: { media: CmsMedia; onClose: () => void }) {
  const isImage = media.mimeType.startsWith('image/');

  const form = useSubmit({
    schema: mediaUpdateSchema,
    action: (input) => updateMediaAlt(media.id, input.alt),
    refresh: () => invalidateCms(cmsKeys.media),
    success: 'File updated successfully',
    failure: 'Failed to update file',
    onSuccess: onClose,
  });
  const { errors } = form;

  function read(data: FormData) {
    return { alt: data.get('alt') ?? '' };
  }

  return (
    <FormDialog onClose={onClose} form={form} read={read} submitLabel="Save changes" title={`Edit ${media.filename}`}>
      {isImage && <img src={media.url} alt="" className="mx-auto max-h-40 rounded-lg" />}
      <TextField
        label={isImage ? 'Alt text' : 'Description'}
        name="alt"
        defaultValue={media.alt}
        maxLength={ALT_MAX}
        error={errors.alt}
        hint={isImage ? 'Say what the image shows. Required for images.' : undefined}
      />
    </FormDialog>
  );
}
