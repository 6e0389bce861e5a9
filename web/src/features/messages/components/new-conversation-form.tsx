import { CONVERSATION_TITLE_MAX_LENGTH, startConversationSchema } from '@schemas/messages';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { displayName, initials } from '@/lib/people';
import { refusalOr, useSubmit } from '@/lib/use-submit';
import { MESSAGE_SENT } from '@/components/messages/announce-policy';
import { fetchMember, invalidateInbox, startConversation } from '../api/use-messages';
import { messagePaths } from '../message-paths';
import { MemberPicker } from './member-picker';
import type { MessagingPerson } from '@/lib/api-types';

/**
 * /messages/new: choose 1 to 9 members, name the conversation when it has more than two, write
 * the first message, and go to the conversation. From a member's page ("Message", ?to={id})
 * that member is already chosen. The clientId is made once, so sending again after a lost
 * answer stores one conversation, not two.
 */
export function NewConversationForm({ to }: { to: number | null }) {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<MessagingPerson[]>([]);
  const [clientId] = useState(() => crypto.randomUUID());

  useEffect(() => {
    if (!to) return;
    let live = true;
    fetchMember(to).then(
      (member) => {
        if (live)
          setChosen((now) =>
            now.some((p) => p.id === member.id)
              ? now
              : [
                  { id: member.id, displayName: displayName(member), initials: initials(member), profileImageUrl: member.profileImageUrl },
                  ...now,
                ],
          );
      },
      () => {
        // A member who is gone: the search is there to choose someone else.
      },
    );
    return () => {
      live = false;
    };
  }, [to]);

  const { formRef, summary, errors, setErrors, busy, submit } = useSubmit({
    schema: startConversationSchema,
    action: startConversation,
    refresh: invalidateInbox,
    success: MESSAGE_SENT,
    failure: refusalOr('Your message was not sent. Please try again.'),
    onSuccess: (started) => navigate(messagePaths.conversation(started.conversation.id)),
  });
  const group = chosen.length > 1;
  // A member chosen answers "Choose who to message": "To" and the summary stop saying it.
  const choose = (people: MessagingPerson[]) => {
    setChosen(people);
    if (people.length > 0 && errors.memberIds) setErrors({ ...errors, memberIds: undefined });
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="New message"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        void submit({
          memberIds: chosen.map((p) => p.id),
          title: group ? data.get('title') : null,
          body: data.get('body') ?? '',
          clientId,
        });
      }}
      className="mt-6 max-w-2xl space-y-5"
    >
      <ErrorSummary {...summary} />
      <MemberPicker chosen={chosen} onChange={choose} error={errors.memberIds} />
      {group && (
        <TextField
          name="title"
          label="Name this conversation (optional)"
          hint="Helps everyone tell group conversations apart."
          maxLength={CONVERSATION_TITLE_MAX_LENGTH}
          error={errors.title}
        />
      )}
      <TextArea name="body" label="Message" rows={5} error={errors.body} />
      <Button type="submit" busy={busy}>
        {busy ? 'Sending…' : 'Send'}
      </Button>
    </form>
  );
}
