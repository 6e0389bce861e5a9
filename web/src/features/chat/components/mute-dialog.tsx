import { durationWords, MUTE_CHOICES, muteSchema } from '@schemas/chat';
import type { MessagingPerson } from '@schemas/messages';
import { FieldError } from '@/components/ui/field-shell';
import { FormDialog } from '@/components/ui/form-dialog';
import { useSubmit } from '@/lib/use-submit';
import { muteInRoom, refreshRooms } from '../api/use-chat';

const ERROR_ID = 'mute-minutes-error';

/** Editors: mute a member in this room for 10 minutes, an hour, a day or a week (audited by the worker). */
export default function MuteDialog({ roomId, member, onClose }: { roomId: number; member: MessagingPerson; onClose: () => void }) {
  const form = useSubmit({
    schema: muteSchema,
    action: (input) => muteInRoom(roomId, member.id, input.minutes),
    refresh: refreshRooms,
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
      <fieldset aria-describedby={errors.minutes ? ERROR_ID : undefined}>
        <legend className="font-semibold text-slate-900">For how long?</legend>
        <div className="mt-2 grid gap-2">
          {MUTE_CHOICES.map((minutes, i) => (
            <label
              key={minutes}
              className="flex cursor-pointer items-center gap-3 rounded-lg border-2 border-slate-400 bg-white p-3 text-slate-900 has-[:checked]:border-4 has-[:checked]:border-violet-800 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-amber-400"
            >
              <input
                type="radio"
                name="minutes"
                value={minutes}
                id={i === 0 ? 'minutes' : undefined}
                className="size-5 accent-violet-800"
              />
              <span>{durationWords(minutes * 60)}</span>
            </label>
          ))}
        </div>
        {errors.minutes && <FieldError id={ERROR_ID}>{errors.minutes}</FieldError>}
      </fieldset>
    </FormDialog>
  );
}
