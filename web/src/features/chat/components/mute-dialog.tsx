import { durationWords, MUTE_CHOICES, muteSchema } from '@schemas/chat';
import { FormDialog } from '@/components/ui/form-dialog';
import { RadioCards } from '@/components/ui/radio-cards';
import { useSubmit } from '@/lib/use-submit';
import { muteInRoom, invalidateRooms } from '../api/use-chat';
import type { MessagingPerson } from '@/lib/api-types';

const ERROR_ID = 'mute-minutes-error';

/** Editors: mute a member in this room for 10 minutes, an hour, a day or a week (audited by the worker). */
export default function MuteDialog({ roomId, member, onClose }: { roomId: number; member: MessagingPerson; onClose: () => void }) {
  const form = useSubmit({
    schema: muteSchema,
    action: (input) => muteInRoom(roomId, member.id, input.minutes),
    refresh: invalidateRooms,
    success: `${member.displayName} is muted in this room`,
    failure: 'The member could not be muted. Please try again.',
    onSuccess: onClose,
  });
  const { errors } = form;
  return (
    <FormDialog
      onClose={onClose}
      form={form}
      read={(data) => ({ minutes: data.get('minutes') ? Number(data.get('minutes')) : undefined })}
      submitLabel="Mute"
      busyLabel="Muting..."
      title={`Mute ${member.displayName}`}
      description="They can still read the room. They are told they are muted, and until when, if they try to send."
    >
      <RadioCards
        legend="For how long?"
        name="minutes"
        options={MUTE_CHOICES.map((minutes) => ({ value: minutes, label: durationWords(minutes * 60) }))}
        firstId="minutes"
        error={errors.minutes}
        errorId={ERROR_ID}
      />
    </FormDialog>
  );
}
