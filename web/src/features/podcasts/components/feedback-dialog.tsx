import { episodeFeedbackSchema, FEEDBACK_MAX } from '@schemas/feedback';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextArea } from '@/components/ui/text-area';
import { useSubmit } from '@/lib/use-submit';
import { sendEpisodeFeedback } from '../api/use-podcasts';

type Props = { episodeId: number; onClose: () => void };

/** "Feedback" on an episode: a short form whose submissions reach the CMS forms inbox. */
export default function FeedbackDialog({ episodeId, onClose }: Props) {
  const form = useSubmit({
    schema: episodeFeedbackSchema,
    action: (input) => sendEpisodeFeedback(episodeId, input),
    success: { title: 'Thank you', description: 'Your feedback has been sent to the CripChat team.' },
    failure: 'Failed to send feedback. Please try again.',
    onSuccess: onClose,
  });
  const { errors } = form;

  function read(data: FormData) {
    return { feedback: data.get('feedback'), happyToBeQuoted: data.get('happyToBeQuoted') === 'on' };
  }

  return (
    <FormDialog
      onClose={onClose}
      form={form}
      read={read}
      submitLabel="Send feedback"
      busyLabel="Sending..."
      title="Episode Feedback"
      // Short, so the field is on the first screen of a phone at 200 % text; the episode is the page it opened from.
      description="What did you think? Ask the hosts a question or suggest a topic."
    >
      <TextArea label="Your feedback, question or topic idea" name="feedback" maxLength={FEEDBACK_MAX} error={errors.feedback} />
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" name="happyToBeQuoted" className="size-5 accent-violet-800" />
        <span>I am happy for the hosts to read this out on the show</span>
      </label>
    </FormDialog>
  );
}
