import { ROOM_DESCRIPTION_MAX_LENGTH, roomSchema, roomUpdateSchema, SLOW_MODE_CHOICES, slowModeWords } from '@schemas/chat';
import { FormDialog } from '@/components/ui/form-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { useSubmit } from '@/lib/use-submit';
import { createChatRoom, invalidateChatRooms, updateChatRoom, type CmsChatRoom } from '../../api/use-chat-rooms';

const SLOW_MODES = SLOW_MODE_CHOICES.map((s) => ({ value: String(s), label: slowModeWords(s) }));

/** New room, or rename, describe and set slow mode; checked with the worker's own schema. */
export default function ChatRoomFormDialog({ room, onClose }: { room?: CmsChatRoom; onClose: () => void }) {
  const form = useSubmit({
    schema: room ? roomUpdateSchema : roomSchema,
    action: (input) => (room ? updateChatRoom(room.id, input) : createChatRoom(input as Parameters<typeof createChatRoom>[0])),
    refresh: invalidateChatRooms,
    success: room ? 'Chat room updated successfully' : 'Chat room created successfully',
    failure: room ? 'Failed to update chat room' : 'Failed to create chat room',
    onSuccess: onClose,
  });
  const { errors, field } = form;
  return (
    <FormDialog
      onClose={onClose}
      form={form}
      read={(data) => ({
        name: data.get('name'),
        description: data.get('description') ?? '',
        slowModeSeconds: Number(data.get('slowModeSeconds')),
      })}
      submitLabel={room ? 'Save changes' : 'Create Room'}
      title={room ? 'Edit Chat Room' : 'New Chat Room'}
      description="Members see the name and description in the list at /chat."
    >
      <TextField label="Name" {...field('name', room)} />
      <TextArea
        label="Description (optional)"
        rows={3}
        hint={`What the room is for, in up to ${ROOM_DESCRIPTION_MAX_LENGTH} characters.`}
        {...field('description', room)}
      />
      <SelectField
        label="Slow mode"
        name="slowModeSeconds"
        defaultValue={String(room?.slowModeSeconds ?? 0)}
        error={errors.slowModeSeconds}
        options={SLOW_MODES}
        hint="How often each member may send a message here. Use it to calm a busy or heated room."
      />
    </FormDialog>
  );
}
