import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cmsFormSubmissions, cmsForms, type FormField } from '../../db/schema';
import type { CurrentUser } from '../../schemas/auth';
import { getEpisode } from './podcasts';

export const PODCAST_FEEDBACK_FORM = 'Podcast feedback';

const feedbackFields: FormField[] = [
  { name: 'name', label: 'Your name (optional)', type: 'text', required: false },
  { name: 'email', label: 'Email address (optional)', type: 'email', required: false },
  { name: 'episode', label: 'Which episode is this about?', type: 'text', required: false },
  { name: 'feedback', label: 'Your feedback, question or topic idea', type: 'textarea', required: true },
  { name: 'happyToBeQuoted', label: 'I am happy for the hosts to read this out on the show', type: 'checkbox', required: false },
];

async function feedbackFormId(db: Db): Promise<number> {
  const existing = await db.select({ id: cmsForms.id }).from(cmsForms).where(eq(cmsForms.name, PODCAST_FEEDBACK_FORM)).get();
  if (existing) return existing.id;
  const [created] = await db
    .insert(cmsForms)
    .values({ name: PODCAST_FEEDBACK_FORM, fields: feedbackFields })
    .returning({ id: cmsForms.id });
  return created!.id;
}

/**
 * Stores a member's feedback on an episode as a submission of the CMS "Podcast feedback"
 * form, so editors read it with every other form's submissions. The submission and the
 * form's counter are written in one batch.
 */
export async function submitEpisodeFeedback(
  db: Db,
  user: CurrentUser,
  episodeId: number,
  input: { feedback: string; happyToBeQuoted: boolean },
): Promise<{ id: number }> {
  const episode = await getEpisode(db, episodeId);
  const formId = await feedbackFormId(db);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const [inserted] = await db.batch([
    db
      .insert(cmsFormSubmissions)
      .values({
        formId,
        // The member's own account: what tells this feedback from a visitor's that only claims a name.
        memberId: user.id,
        data: {
          name,
          email: user.email,
          episode: `Episode ${episode.episodeNumber}: ${episode.title}`,
          feedback: input.feedback,
          happyToBeQuoted: input.happyToBeQuoted,
        },
      })
      .returning({ id: cmsFormSubmissions.id }),
    db
      .update(cmsForms)
      .set({ submitCount: sql`${cmsForms.submitCount} + 1` })
      .where(eq(cmsForms.id, formId)),
  ]);
  return inserted[0]!;
}
