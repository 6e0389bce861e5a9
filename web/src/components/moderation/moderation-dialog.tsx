import { MODERATION_REASON_MAX, moderationReasonSchema } from '@schemas/community';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextArea } from '@/components/ui/text-area';
import { useSubmit } from '@/lib/use-submit';

export type Moderation = {
  title: string;
  text: string;
  confirmLabel: string;
  /** Prefilled: the flags' reasons in the Reports tab, so the usual case is one press. */
  defaultReason?: string;
  /** Deleting: a red button. */
  destructive?: boolean;
  action: (reason: string) => Promise<unknown>;
  success: string;
  failure: string;
};

type Props = Moderation & {
  refresh?: () => unknown;
  onSuccess?: () => void;
  onClose: () => void;
  fallbackFocus?: string;
};

/**
 * An editor hides or deletes someone's words and says why (decision 0041): the author is told,
 * in their notifications and (by default) by email, with this reason and never the editor's
 * name. The reason is optional, as in Discourse, but asked for every time. Load it lazily.
 */
export default function ModerationDialog({
  title,
  text,
  confirmLabel,
  defaultReason = '',
  destructive,
  action,
  success,
  failure,
  refresh,
  onSuccess,
  onClose,
  fallbackFocus,
}: Props) {
  const form = useSubmit({
    schema: moderationReasonSchema,
    action: ({ reason }) => action(reason),
    refresh,
    success,
    failure,
    onSuccess: () => {
      onClose();
      onSuccess?.();
    },
  });
  return (
    <FormDialog
      title={title}
      description={text}
      onClose={onClose}
      form={form}
      read={(data) => ({ reason: data.get('reason') ?? '' })}
      submitLabel={confirmLabel}
      busyLabel="Working..."
      destructive={destructive}
      fallbackFocus={fallbackFocus}
    >
      <TextArea
        label="Reason for the author"
        hint={`The author is told this, not who you are. Optional, up to ${MODERATION_REASON_MAX} characters.`}
        name="reason"
        rows={3}
        defaultValue={defaultReason}
        maxLength={MODERATION_REASON_MAX}
        error={form.errors.reason}
      />
    </FormDialog>
  );
}
