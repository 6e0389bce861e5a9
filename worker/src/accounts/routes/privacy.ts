import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env';
import { clearSessionCookie, currentUser, requireMember, requireVerifiedForExport, siteOrigin } from '../auth';
import { forgetCachedFile } from '../../lib/edge-cache';
import { ApiError } from '../../lib/errors';
import { dataExportHtml } from '../data-export-page';
import { log, requestFields } from '../../lib/log';
import { valid } from '../../lib/validate';
import { workerPage } from '../../lib/worker-page';
import type { MailSentAnswer } from '../../schemas/auth';
import {
  confirmDeletionSchema,
  deleteAccountSchema,
  EXPORT_TOO_LARGE_MESSAGE,
  type AccountDeleted,
  type DataExportSize,
} from '../../schemas/privacy';
import { downloadPreparedExport, exportSize, preparedExportInfo, requestPreparedExport } from '../services/account-export-background';
import {
  DELETED_MESSAGE,
  deleteWithLink,
  deleteWithPassword,
  deletionLinkMessage,
  requestDeletionLink,
} from '../services/account-deletion';
import { exportAccount, exportFilename } from '../services/account-export';

/** "Your data and privacy" (/account/privacy): a copy of the member's data, and deleting the account. */
export const privacyRoutes = new Hono<AppEnv>()
  // Whether the copy downloads at once or is prepared in the background (decision 0022): the page asks first.
  .get('/export/size', requireMember, async (c) =>
    c.json((await exportSize(c.var.db, c.env, currentUser(c).id)) satisfies DataExportSize, 200),
  )
  // A file download (a link, not a fetch): the whole export, read at once, for all but the largest accounts.
  .get('/export', requireMember, async (c) => {
    if ((await exportSize(c.var.db, c.env, currentUser(c).id)).inBackground) throw new ApiError('conflict', EXPORT_TOO_LARGE_MESSAGE);
    const now = new Date();
    const data = await exportAccount(c.var.db, currentUser(c).id, now);
    c.header('Content-Disposition', `attachment; filename="${exportFilename(now, 'json')}"`);
    c.header('Cache-Control', 'private, no-store');
    return c.body(JSON.stringify(data, null, 2), 200, { 'Content-Type': 'application/json; charset=utf-8' });
  })
  // The same, as a page to read (a link that opens it).
  .get('/export/readable', requireMember, async (c) => {
    if ((await exportSize(c.var.db, c.env, currentUser(c).id)).inBackground)
      return workerPage(c, {
        title: 'Your data',
        status: 409,
        main: `<h1>Your data</h1><p>${EXPORT_TOO_LARGE_MESSAGE}</p><p><a href="/account/privacy">Back to your data and privacy</a></p>`,
      });
    const data = await exportAccount(c.var.db, currentUser(c).id);
    return workerPage(c, { title: 'Your data', main: dataExportHtml(data) });
  })
  // The mailed copy goes to the account's address, so only once that address is confirmed as the member's.
  .post('/export/prepare', requireMember, requireVerifiedForExport, async (c) => {
    const message = await requestPreparedExport(c.var.db, c.env, currentUser(c).id, siteOrigin(c));
    return c.json({ message } satisfies MailSentAnswer, 202);
  })
  .get('/export/prepared/:token', requireMember, async (c) =>
    c.json(await preparedExportInfo(c.var.db, c.req.param('token'), currentUser(c).id), 200),
  )
  .get('/export/prepared/:token/file', requireMember, async (c) => {
    const file = await downloadPreparedExport(c.var.db, c.env.MEDIA, c.req.param('token'), currentUser(c).id);
    c.header('Content-Disposition', `attachment; filename="${file.filename}"`);
    c.header('Cache-Control', 'private, no-store');
    c.header('Content-Length', String(file.bytes));
    return c.body(file.body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  })
  .post('/delete', requireMember, valid('json', deleteAccountSchema), async (c) => {
    const { password, posts } = c.req.valid('json');
    const user = currentUser(c);
    const { photoKey } = await deleteWithPassword(c.var.db, c.env, user.id, password, posts, siteOrigin(c));
    // Else this data centre would serve the photo from its cache for a while yet (decision 0047).
    if (photoKey) await forgetCachedFile(c, photoKey);
    clearSessionCookie(c);
    log('info', 'auth.account_deleted', { ...requestFields(c), userId: user.id, via: 'password' });
    return c.json({ message: DELETED_MESSAGE } satisfies AccountDeleted, 200);
  })
  .post('/delete/link', requireMember, async (c) => {
    const email = await requestDeletionLink(c.var.db, c.env, currentUser(c).id, siteOrigin(c));
    return c.json({ message: deletionLinkMessage(email) } satisfies MailSentAnswer, 202);
  })
  // The mailed link's page: the token is the proof, in whichever browser opened it.
  .post('/delete/confirm', valid('json', confirmDeletionSchema), async (c) => {
    const { token, posts } = c.req.valid('json');
    const { userId, photoKey } = await deleteWithLink(c.var.db, c.env, token, posts, siteOrigin(c));
    if (photoKey) await forgetCachedFile(c, photoKey);
    // This browser's session, if it was the deleted account's, is gone with it; the cookie goes too.
    if (c.var.user?.id === userId) clearSessionCookie(c);
    log('info', 'auth.account_deleted', { ...requestFields(c), userId, via: 'link' });
    return c.json({ message: DELETED_MESSAGE } satisfies AccountDeleted, 200);
  });
