import { episodeFeedbackSchema, FEEDBACK_MAX } from '@schemas/feedback';
import type { FormEvent } from 'react';
import { DialogButtons, Modal } from '@/components/ui/dialog';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextArea } from '@/components/ui/text-area';
import { useSubmit } from '@/lib/use-submit';
import { sendEpisodeFeedback } from '../api/use-podcasts';

type Props = { episodeId: number; onClose: () => void };

/** "Feedback" on an episode: a short form whose submissions reach the CMS forms inbox. */
export default function FeedbackDialog({ episodeId, onClose }: Props) {
  const { formRef, summary, errors, busy, submit } = useSubmit({
    schema: episodeFeedbackSchema,
    action: (input) => sendEpisodeFeedback(episodeId, input),
    success: { title: 'Thank you', description: 'Your feedback has been sent to the CripChat team.' },
    failure: 'Failed to send feedback. Please try again.',
    onSuccess: onClose,
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void submit({ feedback: data.get('feedback'), happyToBeQuoted: data.get('happyToBeQuoted') === 'on' });
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="Episode Feedback"
      // Short, so the field is on the first screen of a phone at 200 % text; the episode is the page it opened from.
      description="What did you think? Ask the hosts a question or suggest a topic."
    >
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <ErrorSummary {...summary} />
        <TextArea label="Your feedback, question or topic idea" name="feedback" maxLength={FEEDBACK_MAX} error={errors.feedback} />
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" name="happyToBeQuoted" className="size-5 accent-violet-800" />
          <span>I am happy for the hosts to read this out on the show</span>
        </label>
        <DialogButtons onCancel={onClose} busy={busy} label="Send feedback" busyLabel="Sending..." />
      </form>
    </Modal>
  );
}
