import { episodeFeedbackSchema, FEEDBACK_MAX } from '@schemas/feedback';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/text-area';
import { toast } from '@/components/ui/toast/toast-store';
import { reportFailure } from '@/lib/report-failure';
import { useFormErrors } from '@/lib/use-form-errors';
import { sendEpisodeFeedback } from '../api/use-podcasts';

type Props = { episodeId: number; episodeTitle: string; onClose: () => void };

/** "Feedback" on an episode: a short form whose submissions reach the CMS forms inbox. */
export default function FeedbackDialog({ episodeId, episodeTitle, onClose }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, validate, fromServer } = useFormErrors(episodeFeedbackSchema, () => formRef.current);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = validate({ feedback: data.get('feedback'), happyToBeQuoted: data.get('happyToBeQuoted') === 'on' });
    if (!input) return;
    setBusy(true);
    try {
      await sendEpisodeFeedback(episodeId, input);
      toast({ title: 'Thank you', description: 'Your feedback has been sent to the CripChat team.' });
      onClose();
    } catch (error) {
      // A refusal with field messages (400/409) shows them on the fields; the rest, a lapsed session too, is reported.
      if (!fromServer(error)) reportFailure(error, 'Failed to send feedback. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="Episode feedback"
      description={`Tell the hosts what you thought of "${episodeTitle}", ask a question or suggest a topic.`}
    >
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <TextArea label="Your feedback, question or topic idea" name="feedback" maxLength={FEEDBACK_MAX} error={errors.feedback} />
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" name="happyToBeQuoted" className="size-5 accent-violet-800" />
          <span>I am happy for the hosts to read this out on the show</span>
        </label>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending...' : 'Send feedback'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
