import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { createDb, createRequestDb, sessionStart } from './db/client';
import type { AppEnv, Env } from './platform/env';
import { smtpTransport } from './mail/smtp';
import { deliverMailBatch } from './mail/services/mail-delivery';
import type { QueuedMail } from './mail/services/mail';
import { isDataExportJob, prepareExport, type DataExportJob } from './accounts/services/account-export-background';
import { runJob } from './platform/queue-jobs';
import { runNotificationSchedule } from './notifications/services/notification-schedule';
import { runGivingStatements } from './giving/services/giving-statement-mails';
import { NOTIFY_QUEUE_NAME, runNotificationJobs, type NotifyJob } from './notifications/services/release-notifications';

type QueueMessage = QueuedMail | DataExportJob | NotifyJob;
import { loadUser, readSessionToken } from './accounts/auth';
import { errorChain, isDataLayerError } from './lib/db-errors';
import { edgeCache } from './lib/edge-cache';
import { ApiError } from './lib/errors';
import { BOOKMARK_HEADER } from './schemas/http';
import { log, logStaffWrites, requestFields, requestIds } from './lib/log';
import { serveRedirects } from './cms/redirects';
import { readClientAddress } from './lib/request';
import { sameOriginWrites, securityHeaders } from './lib/security';
import { readUnreadBody } from './lib/unread-body';
import { serveSpaAsset } from './lib/spa-assets';
import { MALFORMED_JSON_MESSAGE } from './lib/validate';
import { audiobookRoutes } from './content/routes/audiobooks';
import { accountEmailRoutes } from './accounts/routes/account-email';
import { accountSettingsRoutes } from './accounts/routes/account-settings';
import { authApi, authPages } from './accounts/routes/auth';
import { cmsRoutes } from './cms/routes/cms';
import { communityTrustRoutes } from './community/routes/community-trust';
import { trustRoutes } from './community/routes/trust';
import { communityRoutes } from './community/routes/community';
import { communityDraftRoutes } from './community/routes/community-drafts';
import { communitySavedRoutes } from './community/routes/community-saved';
import { dashboardRoutes } from './content/routes/dashboard';
import { donationRoutes } from './giving/routes/donations';
import { receiveReply } from './mail/reply-by-email';
import { feedRoutes } from './content/routes/feed';
import { listeningRoutes } from './content/routes/listening';
import { chatRoutes } from './messaging/routes/chat';
import { chapterRoutes } from './content/routes/chapters';
import { bookmarkRoutes } from './content/routes/bookmarks';
import { timedTranscriptRoutes } from './content/routes/timed-transcripts';
import { liveRoutes } from './messaging/routes/live';
import { memberRoutes } from './accounts/routes/members';
import { messageSafetyRoutes } from './messaging/routes/message-safety';
import { messageRoutes } from './messaging/routes/messages';
import { profileRoutes } from './accounts/routes/profile';
import { mediaRoutes } from './content/routes/media';
import { newsRoutes } from './content/routes/news';
import { notificationRoutes } from './notifications/routes/notifications';
import { passkeyRoutes } from './accounts/routes/passkeys';
import { podcastRoutes } from './content/routes/podcasts';
import { privacyRoutes } from './accounts/routes/privacy';
import { givingRoutes } from './giving/routes/giving';
import { donorGivingRoutes } from './giving/routes/donor-giving';
import { publicSiteRoutes } from './cms/routes/public-site';
import { searchRoutes } from './search/routes/search';

export const app = new Hono<AppEnv>();

// First, so it sees every answer, refusals included, before it goes.
app.use(readUnreadBody);
app.use(requestIds);
app.use(readClientAddress);
app.use(securityHeaders);
// Public reads (under /api, only anonymous ones) are answered from the data centre's cache before any database work.
app.use(edgeCache());
app.use(async (c, next) => {
  // GETs that write (the OIDC callback, sign-out) and the staff areas start at the primary too:
  // a replica a moment behind could still know a session just ended or a role just removed.
  const write = !['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) || /^\/api\/(callback|logout|cms\/)/.test(c.req.path);
  const start = sessionStart({ bookmark: c.req.header(BOOKMARK_HEADER), write, signedIn: readSessionToken(c) !== undefined });
  const { db, primary, bookmark } = createRequestDb(c.env, start);
  c.set('db', db);
  c.set('primaryDb', primary);
  await next();
  // The SPA sends the newest bookmark back, so its next read sees this request's writes.
  const latest = bookmark();
  if (latest && c.req.path.startsWith('/api/')) c.res.headers.set(BOOKMARK_HEADER, latest);
});
app.use(serveRedirects);
app.use('/api/*', sameOriginWrites);
app.use('/api/*', async (c, next) => {
  // Member data is personal: never cached by a browser or a shared cache unless a route says so.
  await next();
  // A cookie (a renewed session, say) is one visitor's: an answer that sets one is never shared,
  // whatever the route said about caching.
  const setsCookie = c.res.headers.has('Set-Cookie');
  if (setsCookie) c.res.headers.delete('ETag');
  if (setsCookie || !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'private, no-store');
});
app.use('/api/*', loadUser);
app.use('/api/*', logStaffWrites);

export const routes = app
  .route('/api/auth', authApi)
  .route('/api/auth', accountEmailRoutes)
  .route('/api/auth', accountSettingsRoutes)
  .route('/api/auth/passkeys', passkeyRoutes)
  .route('/api', authPages)
  .route('/api/account', privacyRoutes)
  .route('/api/account/giving', givingRoutes)
  .route('/api/donations', donorGivingRoutes)
  .route('/api/dashboard', dashboardRoutes)
  .route('/api/news', newsRoutes)
  .route('/api/podcasts', podcastRoutes)
  .route('/api/audiobooks', audiobookRoutes)
  .route('/api/community', communityRoutes)
  .route('/api/community', communityTrustRoutes)
  .route('/api/community', communityDraftRoutes)
  .route('/api/community', communitySavedRoutes)
  .route('/api/trust', trustRoutes)
  .route('/api/search', searchRoutes)
  .route('/api/listening-positions', listeningRoutes)
  .route('/api/chapters', chapterRoutes)
  .route('/api/bookmarks', bookmarkRoutes)
  .route('/api/transcripts', timedTranscriptRoutes)
  .route('/api/live', liveRoutes)
  .route('/api/notifications', notificationRoutes)
  .route('/api/messages', messageSafetyRoutes)
  .route('/api/messages', messageRoutes)
  .route('/api/chat', chatRoutes)
  .route('/api/profile', profileRoutes)
  .route('/api/members', memberRoutes)
  .route('/api/cms', cmsRoutes)
  .route('/api', publicSiteRoutes)
  .route('/api', donationRoutes)
  .route('/podcasts', feedRoutes)
  .route('/media', mediaRoutes);

// Paths the API does not know are the SPA's (its files, or index.html for its routes).
app.notFound((c) =>
  c.env.ASSETS && !/^\/api(\/|$)/.test(c.req.path) ? serveSpaAsset(c, c.env.ASSETS) : c.json({ message: 'Not found' }, 404),
);

app.onError((error, c) => {
  if (error instanceof ApiError) {
    if (error.headers) for (const [k, v] of Object.entries(error.headers)) c.header(k, v);
    if (error.status === 401 || error.status === 403)
      log('warn', 'auth.refused', { ...requestFields(c), path: c.req.path, status: error.status });
    return c.json(error.toBody(), error.status);
  }
  if (error instanceof HTTPException) {
    // Hono raises these for bodies it cannot parse (malformed JSON and the like).
    return c.json({ message: error.status === 400 ? MALFORMED_JSON_MESSAGE : error.message }, error.status);
  }
  log('error', 'request.failed', { ...requestFields(c), path: c.req.path, error: errorChain(error) });
  const dataLayer = isDataLayerError(error);
  return c.json(
    {
      message: dataLayer
        ? 'The service is briefly unavailable. Please try again shortly.'
        : 'Something went wrong on our side. Please try again.',
    },
    dataLayer ? 503 : 500,
  );
});

export type AppType = typeof routes;

// The Durable Object class of the live channels: wrangler.toml binds it as LIVE.
export { LiveHub } from './messaging/live/live-hub';

export default {
  fetch: app.fetch,
  // Two queues: notification fan-outs (services/release-notifications.ts), and mail
  // (services/mail-delivery.ts) delivered over SMTP (mail/smtp.ts), which also carries the
  // background jobs that end in a mail (a large data export).
  async queue(batch: MessageBatch<QueueMessage>, env: Env): Promise<void> {
    const db = createDb(env);
    if (batch.queue.startsWith(NOTIFY_QUEUE_NAME)) {
      await runNotificationJobs(batch.messages as readonly Message<NotifyJob>[], env, db);
      return;
    }
    const mails: Message<QueuedMail>[] = [];
    for (const message of batch.messages) {
      if (isDataExportJob(message.body)) await runJob(message, () => prepareExport(db, env, message.body as DataExportJob));
      else mails.push(message as Message<QueuedMail>);
    }
    await deliverMailBatch(mails, db, smtpTransport(env));
  },
  // Email Routing (reply by email, decision 0036): a reply to a notification email becomes a comment.
  async email(message: ForwardableEmailMessage, env: Env): Promise<void> {
    await receiveReply(env, createDb(env), message);
  },
  // The Cron Trigger (wrangler.toml [triggers]): held mail after Do Not Disturb, digests, and in July the giving statements.
  async scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
    const db = createDb(env);
    const at = new Date(controller.scheduledTime);
    ctx.waitUntil(runNotificationSchedule(env, db, at));
    ctx.waitUntil(runGivingStatements(env, db, at));
  },
} satisfies ExportedHandler<Env, QueueMessage>;
