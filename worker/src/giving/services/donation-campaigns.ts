import { and, desc, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import { donationCampaigns, donations, monthlyGifts, users } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import type { CurrentUser } from '../../schemas/auth';
import type { CampaignDonation, DonationCampaign, DonationStats, campaignSchema, campaignUpdateSchema } from '../../schemas/donations';
import { centsToAmount, parseAmountCents } from '../../schemas/money';
import { auditIfChanged, auditInsert, insertedId } from '../../cms/public';

type NewCampaign = v.InferOutput<typeof campaignSchema>;
type CampaignChanges = v.InferOutput<typeof campaignUpdateSchema>;
type CampaignRow = typeof donationCampaigns.$inferSelect;

/** A campaign's total is the sum of its paid donations, read with it; never a stored figure. */
const paidTotals = (db: Db) =>
  db
    .select({ campaignId: donations.campaignId, cents: sql<number>`sum(${donations.amountCents})`.as('paid_cents') })
    .from(donations)
    .where(eq(donations.status, 'paid'))
    .groupBy(donations.campaignId)
    .as('paid_totals');

function campaignsQuery(db: Db) {
  const totals = paidTotals(db);
  return db
    .select({ campaign: donationCampaigns, creatorFirstName: users.firstName, paidCents: totals.cents })
    .from(donationCampaigns)
    .leftJoin(users, eq(users.id, donationCampaigns.creatorId))
    .leftJoin(totals, eq(totals.campaignId, donationCampaigns.id));
}

/** Paid donations, newest first: every campaign's, or one's. */
const paidDonationsQuery = (db: Db, campaignId?: number) =>
  db
    .select({
      id: donations.id,
      campaignId: donations.campaignId,
      amountCents: donations.amountCents,
      // A name the donor did not choose to show never leaves the database on a public read.
      donorName: sql<string | null>`case when ${donations.showName} then ${donations.donorName} end`,
      paidAt: donations.paidAt,
    })
    .from(donations)
    .where(and(eq(donations.status, 'paid'), campaignId === undefined ? undefined : eq(donations.campaignId, campaignId)))
    .orderBy(desc(donations.paidAt), desc(donations.id));

type Listed = Awaited<ReturnType<ReturnType<typeof campaignsQuery>['all']>>[number];
type PaidRow = Awaited<ReturnType<ReturnType<typeof paidDonationsQuery>['all']>>[number];

const toDonation = (d: PaidRow): CampaignDonation => ({
  id: d.id,
  amount: centsToAmount(d.amountCents),
  donorName: d.donorName,
  paidAt: d.paidAt ?? '',
});

function toCampaign({ campaign: c, creatorFirstName, paidCents }: Listed, paid: PaidRow[]): DonationCampaign {
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    goal: centsToAmount(c.goalCents),
    currentAmount: centsToAmount(paidCents ?? 0),
    status: c.status,
    imageUrl: c.imageUrl,
    endDate: c.endDate,
    donations: paid.filter((d) => d.campaignId === c.id).map(toDonation),
    creator: creatorFirstName ? { firstName: creatorFirstName } : null,
    createdAt: c.createdAt,
  };
}

/** Every campaign, newest first, with its paid donations: two statements, one round trip. */
export async function listCampaigns(db: Db): Promise<DonationCampaign[]> {
  const [rows, paid] = await db.batch([
    campaignsQuery(db).orderBy(desc(donationCampaigns.createdAt), desc(donationCampaigns.id)),
    paidDonationsQuery(db),
  ]);
  return rows.map((row) => toCampaign(row, paid));
}

async function getCampaign(db: Db, id: number): Promise<DonationCampaign> {
  const [rows, paid] = await db.batch([campaignsQuery(db).where(eq(donationCampaigns.id, id)), paidDonationsQuery(db, id)]);
  if (!rows[0]) throw notFound('Campaign not found');
  return toCampaign(rows[0], paid);
}

async function findCampaignRow(db: Db, id: number): Promise<CampaignRow> {
  const row = await db.select().from(donationCampaigns).where(eq(donationCampaigns.id, id)).get();
  if (!row) throw notFound('Campaign not found');
  return row;
}

/** Donation stats: the paid total and the number of distinct donors (by email, so a repeat donor counts once). */
export async function donationStats(db: Db): Promise<DonationStats> {
  const row = await db
    .select({ cents: sql<number>`coalesce(sum(${donations.amountCents}), 0)`, donors: sql<number>`count(distinct ${donations.email})` })
    .from(donations)
    .where(eq(donations.status, 'paid'))
    .get();
  return { totalAmount: centsToAmount(row?.cents ?? 0), donorCount: row?.donors ?? 0 };
}

const columnsFrom = (input: Partial<NewCampaign>) => ({
  ...(input.title !== undefined && { title: input.title }),
  ...(input.description !== undefined && { description: input.description }),
  ...(input.goal !== undefined && { goalCents: parseAmountCents(input.goal)! }),
  ...(input.status !== undefined && { status: input.status }),
  ...(input.imageUrl !== undefined && { imageUrl: input.imageUrl || null }),
  ...(input.endDate !== undefined && { endDate: input.endDate || null }),
});

export async function createCampaign(db: Db, user: CurrentUser, input: NewCampaign, now = new Date()): Promise<DonationCampaign> {
  const at = now.toISOString();
  const [rows] = await db.batch([
    db
      .insert(donationCampaigns)
      .values({
        ...columnsFrom(input),
        title: input.title,
        description: input.description,
        goalCents: parseAmountCents(input.goal)!,
        creatorId: user.id,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: donationCampaigns.id }),
    auditInsert(db, user, {
      action: 'create',
      entity: 'campaign',
      entityId: insertedId,
      summary: `Created campaign "${input.title}" (goal ${input.goal} AUD)`,
    }),
  ]);
  return getCampaign(db, rows[0]!.id);
}

export async function updateCampaign(
  db: Db,
  user: CurrentUser,
  id: number,
  changes: CampaignChanges,
  now = new Date(),
): Promise<DonationCampaign> {
  const campaign = await findCampaignRow(db, id);
  const changed = Object.keys(columnsFrom(changes));
  await db.batch([
    db
      .update(donationCampaigns)
      .set({ ...columnsFrom(changes), updatedAt: now.toISOString() })
      .where(eq(donationCampaigns.id, id)),
    auditInsert(db, user, {
      action: 'update',
      entity: 'campaign',
      entityId: id,
      summary: `Updated campaign "${changes.title ?? campaign.title}"${changed.length ? ` (${changed.join(', ')})` : ''}${changes.status && changes.status !== campaign.status ? `: ${campaign.status} → ${changes.status}` : ''}`,
    }),
  ]);
  return getCampaign(db, id);
}

export const KEEP_RECORDS_MESSAGE =
  'This campaign has received donations, so its records are kept. Mark it completed or cancelled instead.';

/** Gifts that are paid (or were, then refunded), or may still be paid on Stripe's page: their records must outlive the campaign. */
const givenTo = (db: Db, id: number) =>
  db
    .select({ id: donations.id })
    .from(donations)
    .where(and(eq(donations.campaignId, id), inArray(donations.status, ['paid', 'pending', 'refunded'])))
    .limit(1);

export const KEEP_MONTHLY_MESSAGE =
  'This campaign has monthly gifts, so it cannot be deleted. Mark it completed or cancelled instead: their donors are asked to move or stop them.';

/**
 * Monthly gifts not stopped, including one whose Checkout is still open (pending) and one with no
 * payment recorded yet: deleting the campaign would delete the gift's row while Stripe's
 * subscription went on charging, and its invoices would then find no gift to record against.
 */
const monthlyOf = (db: Db, id: number) =>
  db
    .select({ id: monthlyGifts.id })
    .from(monthlyGifts)
    .where(and(eq(monthlyGifts.campaignId, id), ne(monthlyGifts.status, 'stopped')))
    .limit(1);

/**
 * Only a campaign no one has given to can be deleted: donation records are the charity's
 * financial records (the ATO asks for five years). The delete re-checks in SQL, and its
 * audit entry is written only if it deleted, so a gift that lands between the check and
 * the delete keeps the campaign, and the answer says so.
 */
export async function deleteCampaign(db: Db, user: CurrentUser, id: number): Promise<void> {
  const campaign = await findCampaignRow(db, id);
  if ((await givenTo(db, id)).length > 0) throw new ApiError('conflict', KEEP_RECORDS_MESSAGE);
  if ((await monthlyOf(db, id)).length > 0) throw new ApiError('conflict', KEEP_MONTHLY_MESSAGE);
  const [deleted] = await db.batch([
    db
      .delete(donationCampaigns)
      .where(and(eq(donationCampaigns.id, id), notExists(givenTo(db, id)), notExists(monthlyOf(db, id))))
      .returning({ id: donationCampaigns.id }),
    auditIfChanged(db, user, { action: 'delete', entity: 'campaign', entityId: id, summary: `Deleted campaign "${campaign.title}"` }),
  ]);
  if (deleted.length === 0) throw new ApiError('conflict', KEEP_RECORDS_MESSAGE);
}
