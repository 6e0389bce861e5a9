import { eq } from 'drizzle-orm';
import { toCurrentUser } from '../src/accounts/services/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import type { ErrorBody } from '../src/lib/errors';
import { END_DATE_MESSAGE, GOAL_MESSAGE, IMAGE_URL_MESSAGE, STATUS_MESSAGE, type DonationCampaign } from '../src/schemas/donations';
import { auditIfChanged } from '../src/cms/services/audit';
import { KEEP_RECORDS_MESSAGE } from '../src/giving/services/donation-campaigns';
import { auditOf } from './support/cms-factories';
import { makeCampaign, makeDonation } from './support/donation-factories';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';
import { call } from './support/request';

let env: Awaited<ReturnType<typeof createTestEnv>>;
let editor: string;
let admin: string;
let member: string;
beforeAll(async () => {
  env = await createTestEnv();
  ({ cookie: editor } = await signedIn(env.db, { role: 'editor', firstName: 'Riley' }));
  ({ cookie: admin } = await signedIn(env.db, { role: 'admin' }));
  ({ cookie: member } = await signedIn(env.db, { role: 'member' }));
});
afterAll(() => env.dispose());

const valid = {
  title: 'Ramp for the hall',
  description: 'A permanent ramp at the main entrance.',
  goal: '1500',
  status: 'active',
  imageUrl: '',
  endDate: '2027-03-31',
};
// An empty cookie is a visitor (the default is the editor's).
const create = (body: unknown, cookie = editor) => call(env.env, '/api/donation-campaigns', { method: 'POST', body, cookie });
const patch = (id: number, body: unknown, cookie = editor) =>
  call(env.env, `/api/donation-campaigns/${id}`, { method: 'PATCH', body, cookie });
const remove = (id: number, cookie = editor) => call(env.env, `/api/donation-campaigns/${id}`, { method: 'DELETE', cookie });
const list = async () => (await (await call(env.env, '/api/donation-campaigns')).json()) as DonationCampaign[];
const row = (id: number) => env.db.select().from(t.donationCampaigns).where(eq(t.donationCampaigns.id, id)).get();

describe('campaign management', () => {
  it('creates (201) with goal as a two-decimal string, no raised money and the creator; lists it first; edits; deletes; audits each', async () => {
    const res = await create(valid);
    expect(res.status).toBe(201);
    const campaign = (await res.json()) as DonationCampaign;
    expect(campaign).toMatchObject({
      title: 'Ramp for the hall',
      goal: '1500.00',
      currentAmount: '0.00',
      status: 'active',
      imageUrl: null,
      endDate: '2027-03-31',
      donations: [],
      creator: { firstName: 'Riley' },
    });
    expect((await row(campaign.id))!.goalCents).toBe(150_000);
    expect((await list())[0]!.id).toBe(campaign.id);

    const edited = (await (
      await patch(campaign.id, { ...valid, goal: '1750.5', status: 'paused', endDate: '' })
    ).json()) as DonationCampaign;
    expect(edited).toMatchObject({ goal: '1750.50', status: 'paused', endDate: null });
    expect(await (await patch(campaign.id, { imageUrl: '/media/cms/2026/11/ramp.jpg' })).json()).toMatchObject({
      imageUrl: '/media/cms/2026/11/ramp.jpg',
    });
    expect(await (await patch(campaign.id, { status: 'completed' })).json()).toMatchObject({
      status: 'completed',
      goal: '1750.50',
      title: valid.title,
    });

    expect(await (await remove(campaign.id, admin)).json()).toEqual({ ok: true });
    expect(await row(campaign.id)).toBeUndefined();
    expect((await auditOf(env.db, 'campaign', campaign.id)).map((e) => e.action)).toEqual([
      'delete',
      'update',
      'update',
      'update',
      'create',
    ]);
  });

  it('lets anyone read campaigns and stats, and refuses changes to visitors (401) and members (403), changing nothing', async () => {
    const campaign = await makeCampaign(env.db, { title: 'Untouchable' });
    expect((await call(env.env, '/api/donation-campaigns')).status).toBe(200);
    expect((await call(env.env, '/api/donation-stats')).status).toBe(200);
    for (const [cookie, status] of [
      ['', 401],
      [member, 403],
    ] as const) {
      expect((await create(valid, cookie)).status).toBe(status);
      expect((await patch(campaign.id, { title: 'Changed' }, cookie)).status).toBe(status);
      expect((await remove(campaign.id, cookie)).status).toBe(status);
    }
    expect((await row(campaign.id))!.title).toBe('Untouchable');
    expect((await list()).filter((c) => c.title === valid.title)).toHaveLength(0);
  });

  it.each([
    ['no title', { title: '' }, 'title', 'Title is required'],
    ['a blank title', { title: '   ' }, 'title', 'Title is required'],
    ['no description', { description: '' }, 'description', 'Description is required'],
    ['no goal', { goal: '' }, 'goal', 'Goal amount is required'],
    ['a goal that is not text', { goal: 1500 }, 'goal', 'Goal amount is required'],
    ['a zero goal', { goal: '0' }, 'goal', GOAL_MESSAGE],
    ['a negative goal', { goal: '-5' }, 'goal', GOAL_MESSAGE],
    ['a goal with three decimals', { goal: '10.005' }, 'goal', GOAL_MESSAGE],
    ['a goal in words', { goal: 'a lot' }, 'goal', GOAL_MESSAGE],
    ['a goal in exponent form', { goal: '1e3' }, 'goal', GOAL_MESSAGE],
    ['an unknown status', { status: 'archived' }, 'status', STATUS_MESSAGE],
    ['an end date that is not a date', { endDate: 'next week' }, 'endDate', END_DATE_MESSAGE],
    ['an end date that does not exist', { endDate: '2027-02-30' }, 'endDate', END_DATE_MESSAGE],
    ['a script address for the image', { imageUrl: 'javascript:alert(1)' }, 'imageUrl', IMAGE_URL_MESSAGE],
    [
      'an image from another site (the CSP would block it)',
      { imageUrl: 'https://images.example.com/a.jpg' },
      'imageUrl',
      IMAGE_URL_MESSAGE,
    ],
    ["an API address as the image (fetched with every visitor's cookie)", { imageUrl: '/api/logout' }, 'imageUrl', IMAGE_URL_MESSAGE],
    ['a media path that climbs out', { imageUrl: '/media/../api/logout' }, 'imageUrl', IMAGE_URL_MESSAGE],
    ['a title past 200 characters', { title: 'x'.repeat(201) }, 'title', 'Title must be less than 200 characters'],
  ])('refuses %s with 400 and the form message, on create and on edit', async (_name, change, field, message) => {
    const campaign = await makeCampaign(env.db);
    const before = await list();
    for (const res of [await create({ ...valid, ...change }), await patch(campaign.id, { ...valid, ...change })]) {
      expect(res.status).toBe(400);
      const body = (await res.json()) as ErrorBody;
      expect(body.errors?.[field]).toContain(message);
    }
    expect(await list()).toEqual(before);
  });

  it('answers 404 for a campaign that does not exist, and for an id that cannot be one', async () => {
    for (const id of ['999999', 'abc', '0']) {
      expect((await call(env.env, `/api/donation-campaigns/${id}`, { method: 'PATCH', body: valid, cookie: editor })).status).toBe(404);
      expect((await call(env.env, `/api/donation-campaigns/${id}`, { method: 'DELETE', cookie: editor })).status).toBe(404);
    }
  });

  it('keeps a campaign that has received money: delete answers 409 with the reason and nothing is removed', async () => {
    const campaign = await makeCampaign(env.db);
    await makeDonation(env.db, campaign.id);
    const res = await remove(campaign.id);
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorBody).message).toBe(KEEP_RECORDS_MESSAGE);
    expect(await row(campaign.id)).toBeDefined();
  });

  it('deletes a campaign whose only gifts failed, with their records', async () => {
    const campaign = await makeCampaign(env.db);
    await makeDonation(env.db, campaign.id, { status: 'failed', paidAt: null });
    expect((await remove(campaign.id)).status).toBe(200);
    expect(await env.db.select().from(t.donations).where(eq(t.donations.campaignId, campaign.id))).toEqual([]);
  });
});

describe('an audit entry for a guarded change', () => {
  it('is written only when the statement before it changed a row', async () => {
    const { user } = await signedIn(env.db, { role: 'editor' });
    const campaign = await makeCampaign(env.db);
    const entries = async () => (await auditOf(env.db, 'guarded', campaign.id)).length;
    const touch = (id: number) => env.db.update(t.donationCampaigns).set({ title: 'Touched' }).where(eq(t.donationCampaigns.id, id));
    await env.db.batch([
      touch(999_999),
      auditIfChanged(env.db, toCurrentUser(user), { action: 'delete', entity: 'guarded', entityId: campaign.id, summary: 'nothing' }),
    ]);
    expect(await entries()).toBe(0);
    await env.db.batch([
      touch(campaign.id),
      auditIfChanged(env.db, toCurrentUser(user), { action: 'delete', entity: 'guarded', entityId: campaign.id, summary: 'changed' }),
    ]);
    expect((await auditOf(env.db, 'guarded', campaign.id)).map((e) => e.summary)).toEqual(['changed']);
  });
});
