import * as v from 'valibot';

export const FEEDBACK_MAX = 2000;

/** The episode "Feedback" form; its submissions join the CMS "Podcast feedback" form. */
export const episodeFeedbackSchema = v.object({
  feedback: v.pipe(
    v.string('Please write your feedback'),
    v.trim(),
    v.nonEmpty('Please write your feedback'),
    v.maxLength(FEEDBACK_MAX, `Feedback must be less than ${FEEDBACK_MAX} characters`),
  ),
  happyToBeQuoted: v.optional(v.boolean(), false),
});
