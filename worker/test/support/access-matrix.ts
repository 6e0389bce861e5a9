/**
 * Who may call what: every route the worker registers, keyed `${method} ${path}`
 * exactly as Hono lists it in `app.routes`, with who may call it. The table describes what the
 * guards and services do; worker/test/access-matrix.test.ts calls every route as each kind of
 * caller and proves it, and fails on any route missing here, so a new route cannot ship unchecked.
 *
 * "May call" means the answer is never 401 or 403; a caller may still be told 400, 404 or 409.
 */
export type Access =
  /** Signed out too. */
  | 'anyone'
  /** Any signed-in member (editors and admins are members too). Signed out is 401. */
  | 'member'
  /** Any signed-in member, acting only on their own data: the member comes from the session, never the path. */
  | 'own'
  /** Only the member who wrote the post or comment: editors and admins are refused (403) and moderate instead. */
  | 'author'
  /** The member who wrote it, or any editor or admin (removing someone else's is moderation). */
  | 'author-or-editor'
  /** Editors and admins; members are 403. */
  | 'editor'
  /** Admins only; members and editors are 403. */
  | 'admin'
  /** Anyone holding the unguessable token in the path (a donation receipt link); no session needed. */
  | 'token'
  /** Stripe's servers, proven by the Stripe-Signature header; 404 while Stripe is not configured. */
  | 'signed-webhook';

export const ACCESS = {
  // Sign-in and registration are how a visitor becomes a member; GET user is the caller's own account (401 signed out).
  'GET /api/auth/user': 'own',
  'POST /api/auth/login': 'anyone',
  'POST /api/auth/register': 'anyone',
  // The mailed links: a link's token is the proof (a wrong one is 400), so anyone may try one;
  // "forgot your password?" is for people who cannot sign in. Asking for another confirmation
  // link is the signed-in member's own.
  'POST /api/auth/verify-email': 'anyone',
  'POST /api/auth/forgot-password': 'anyone',
  'POST /api/auth/reset-password': 'anyone',
  'POST /api/auth/verify-email/resend': 'own',
  // What a link's page shows first (whose account it acts on): the token is the proof, as for the link itself.
  'POST /api/auth/links/about': 'anyone',
  // Signing in by a mailed link (the link's token is the proof), and confirming a new address
  // from the link sent to it; the rest is the signed-in member's own account.
  'POST /api/auth/sign-in-link': 'anyone',
  'POST /api/auth/sign-in-link/use': 'anyone',
  'POST /api/auth/email/confirm': 'anyone',
  'GET /api/auth/security-log': 'own',
  'PUT /api/auth/password': 'own',
  'POST /api/auth/email': 'own',
  // A member's own sessions (list, end one, end all but this one): the member comes from the session.
  'GET /api/auth/sessions': 'own',
  'DELETE /api/auth/sessions/:id': 'own',
  'DELETE /api/auth/sessions': 'own',
  // "Your data and privacy": the member's own copy of their data and the deletion of their own
  // account (confirmed by the password or a mailed link); the link's page is the link's token.
  'GET /api/account/export': 'own',
  'GET /api/account/export/readable': 'own',
  'GET /api/account/export/size': 'own',
  // "Your giving": the member's own gifts and statements.
  'GET /api/account/giving': 'own',
  'GET /api/account/giving/statements/:year': 'own',
  // Their own monthly gifts (made signed in, or to their confirmed address): stop, change, card.
  'POST /api/account/giving/monthly/:id/stop': 'own',
  'PATCH /api/account/giving/monthly/:id': 'own',
  'POST /api/account/giving/monthly/:id/card': 'own',
  'POST /api/account/export/prepare': 'own',
  // The mailed link's page and file: the member's own, signed in (someone else's link is 404).
  'GET /api/account/export/prepared/:token': 'own',
  'GET /api/account/export/prepared/:token/file': 'own',
  'POST /api/account/delete': 'own',
  'POST /api/account/delete/link': 'own',
  'POST /api/account/delete/confirm': 'anyone',
  // Passkeys (decision 0023): a member adds, lists, renames and removes their own (another's is 404);
  // signing in with one is how a visitor becomes a member, so anyone may ask and answer.
  'GET /api/auth/passkeys': 'own',
  'POST /api/auth/passkeys/registration/options': 'own',
  'POST /api/auth/passkeys/registration/verify': 'own',
  'PATCH /api/auth/passkeys/:id': 'own',
  'DELETE /api/auth/passkeys/:id': 'own',
  'POST /api/auth/passkeys/authentication/options': 'anyone',
  'POST /api/auth/passkeys/authentication/verify': 'anyone',

  // Full-page navigations of the OIDC flow (302s): reached signed out by definition. Sign-out is
  // the POST of the Sign Out button's form; its GET only shows that button (anyone, to go home).
  'GET /api/login': 'anyone',
  'GET /api/callback': 'anyone',
  'GET /api/logout': 'anyone',
  'POST /api/logout': 'anyone',

  // The members' home page: routes/dashboard.ts puts requireMember on the whole router.
  'GET /api/dashboard/summary': 'member',

  // One search for the whole portal (routes/search.ts): members, like the content it searches.
  'GET /api/search': 'member',

  // News: members read; editors and admins write (requireEditor before validation).
  'GET /api/news': 'member',
  'GET /api/news/search': 'member',
  'GET /api/news/:id': 'member',
  'POST /api/news': 'editor',
  'PATCH /api/news/:id': 'editor',
  'DELETE /api/news/:id': 'editor',

  // Podcasts: members listen and send feedback; editors and admins publish.
  'GET /api/podcasts': 'member',
  'GET /api/podcasts/:id': 'member',
  'POST /api/podcasts/:id/feedback': 'member',
  'POST /api/podcasts': 'editor',
  'PATCH /api/podcasts/:id': 'editor',
  'DELETE /api/podcasts/:id': 'editor',

  // Audiobooks: members browse; favourites are each member's own list; editors and admins publish.
  'GET /api/audiobooks': 'member',
  'GET /api/audiobooks/search': 'member',
  'GET /api/audiobooks/categories': 'member',
  'GET /api/audiobooks/favourites': 'own',
  'GET /api/audiobooks/:id': 'member',
  'PUT /api/audiobooks/:id/favourite': 'own',
  'DELETE /api/audiobooks/:id/favourite': 'own',
  'POST /api/audiobooks': 'editor',
  'PATCH /api/audiobooks/:id': 'editor',
  'DELETE /api/audiobooks/:id': 'editor',

  // Community: members read, post, like, comment and report (services/community-posts.ts,
  // community-comments.ts)...
  'GET /api/community/posts': 'member',
  'POST /api/community/posts': 'member',
  'GET /api/community/posts/:id': 'member',
  'PUT /api/community/posts/:id/like': 'member',
  'DELETE /api/community/posts/:id/like': 'member',
  'GET /api/community/posts/:id/comments': 'member',
  // Earlier versions of edited posts and comments (decision 0038): whoever may read the item.
  'GET /api/community/posts/:id/revisions': 'member',
  'GET /api/community/comments/:id/revisions': 'member',
  'POST /api/community/posts/:id/comments': 'member',
  'POST /api/community/posts/:id/report': 'member',
  'POST /api/community/comments/:id/report': 'member',
  'GET /api/community/stats': 'member',
  // How far the member has read a discussion (services/post-reads.ts).
  'PUT /api/community/posts/:id/read': 'member',
  // ...only authors rewrite their words (assertMayChange without moderatorsToo: editors never rewrite others')...
  'PATCH /api/community/posts/:id': 'author',
  'PATCH /api/community/comments/:id': 'author',
  // ...authors delete their own, and editors and admins delete anyone's (assertMayChange with moderatorsToo)...
  'DELETE /api/community/posts/:id': 'author-or-editor',
  'DELETE /api/community/comments/:id': 'author-or-editor',
  // ...and the report queue and hiding are moderation (requireEditor; services/community-moderation.ts).
  'GET /api/community/reports': 'editor',
  'PATCH /api/community/reports/:id': 'editor',
  'PATCH /api/community/posts/:id/moderation': 'editor',
  'PATCH /api/community/comments/:id/moderation': 'editor',
  // Trust levels and slow mode (decision 0034; routes/community-trust.ts, routes/trust.ts).
  'POST /api/community/posts/:id/reading': 'member',
  'GET /api/community/posts/:id/slow-mode': 'member',
  'PUT /api/community/posts/:id/slow-mode': 'editor',
  'DELETE /api/community/posts/:id/slow-mode': 'editor',
  // A member's own forum drafts (decision 0038; routes/community-drafts.ts).
  'GET /api/community/drafts': 'own',
  'PUT /api/community/drafts': 'own',
  'DELETE /api/community/drafts/:id': 'own',
  // A member's saved posts and comments (issue 20; routes/community-saved.ts): any item they can read.
  'GET /api/community/saved': 'own',
  'GET /api/community/posts/:id/saved': 'own',
  'PUT /api/community/posts/:id/saved': 'own',
  'DELETE /api/community/posts/:id/saved': 'own',
  'PUT /api/community/comments/:id/saved': 'own',
  'DELETE /api/community/comments/:id/saved': 'own',
  'GET /api/trust': 'member',
  'GET /api/trust/flags': 'member',

  // A member's own profile (routes/profile.ts): the member comes from the session, never the path.
  'GET /api/profile': 'own',
  'PATCH /api/profile': 'own',
  'PUT /api/profile/avatar': 'own',
  'DELETE /api/profile/avatar': 'own',
  // Member pages: any signed-in member sees any other's (never their email).
  'GET /api/members/:id': 'member',
  // A member's own blocks, and reporting a message of their own conversations (another's is 404).
  'GET /api/messages/blocks': 'own',
  'PUT /api/messages/blocks/:memberId': 'own',
  'DELETE /api/messages/blocks/:memberId': 'own',
  'POST /api/messages/conversations/:id/messages/:messageId/report': 'own',

  // The member's own live channel (routes/live.ts): a WebSocket to their own Durable Object;
  // a chat room's channel is open to any signed-in member, as the room is (decision 0027).
  'GET /api/live': 'own',
  'GET /api/live/rooms/:id': 'member',

  // Community chat rooms (routes/chat.ts, decision 0027): any signed-in member reads, joins and
  // (once joined) talks in an open room; a member deletes their own message and editors anyone's.
  'GET /api/chat/rooms': 'member',
  'GET /api/chat/rooms/:id': 'member',
  'POST /api/chat/rooms/:id/join': 'member',
  'POST /api/chat/rooms/:id/leave': 'member',
  'GET /api/chat/rooms/:id/messages': 'member',
  'POST /api/chat/rooms/:id/messages': 'member',
  'DELETE /api/chat/rooms/:id/messages/:messageId': 'author-or-editor',
  'POST /api/chat/rooms/:id/messages/:messageId/report': 'member',
  'POST /api/chat/rooms/:id/read': 'own',
  'GET /api/chat/rooms/:id/members': 'member',
  // Reactions and typing (decision 0040): a member who joined the room.
  'POST /api/chat/rooms/:id/messages/:messageId/reactions': 'member',
  'POST /api/chat/rooms/:id/typing': 'member',

  // Private messages (routes/messages.ts, decision 0024): every conversation route acts only in
  // the caller's own conversations (one they are not in is 404, never 403, so ids leak nothing),
  // and their own read marks, settings and counts. Only the sender edits or deletes a message
  // (403 to another member of the conversation: messages-sending.test.ts). Starting one and
  // finding members by name are any member's.
  'GET /api/messages/conversations': 'own',
  'POST /api/messages/conversations': 'member',
  'GET /api/messages/conversations/:id': 'own',
  'GET /api/messages/conversations/:id/messages': 'own',
  'POST /api/messages/conversations/:id/messages': 'own',
  'PATCH /api/messages/conversations/:id/messages/:messageId': 'own',
  'DELETE /api/messages/conversations/:id/messages/:messageId': 'own',
  'POST /api/messages/conversations/:id/messages/:messageId/reactions': 'own',
  'POST /api/messages/conversations/:id/read': 'own',
  'POST /api/messages/conversations/:id/accept': 'own',
  'POST /api/messages/conversations/:id/decline': 'own',
  'POST /api/messages/conversations/:id/leave': 'own',
  'POST /api/messages/conversations/:id/typing': 'own',
  'GET /api/messages/unread': 'own',
  'GET /api/messages/members': 'member',
  'GET /api/messages/settings': 'own',
  'PATCH /api/messages/settings': 'own',

  // Where each member stopped listening: keyed by the session's member, so only ever their own.
  'GET /api/listening-positions': 'own',
  'GET /api/listening-positions/:kind/:id': 'own',
  'PUT /api/listening-positions/:kind/:id': 'own',
  // Bookmarks are the session member's own: another member's is 404.
  'GET /api/bookmarks/:kind/:id': 'own',
  'POST /api/bookmarks/:kind/:id': 'own',
  'DELETE /api/bookmarks/:id': 'own',
  // An episode's or a book's chapters: every member reads them, editors set them.
  'GET /api/chapters/:kind/:id': 'member',
  'PUT /api/chapters/:kind/:id': 'editor',
  // An episode's timed transcript: every member reads its cues, editors upload and remove it.
  'GET /api/transcripts/:id': 'member',
  'PUT /api/transcripts/:id': 'editor',
  'DELETE /api/transcripts/:id': 'editor',

  // Notifications are the session member's own; following a discussion is theirs too (a post
  // they cannot see is 404). "Stop these emails" comes from a mail without a session: the
  // secret in its address is the proof (a wrong one is 400), and it only turns emails off.
  'GET /api/notifications': 'own',
  'GET /api/notifications/unread': 'own',
  'POST /api/notifications/read-all': 'own',
  'POST /api/notifications/:id/read': 'own',
  'GET /api/notifications/preferences': 'own',
  'PATCH /api/notifications/preferences': 'own',
  'GET /api/notifications/settings': 'own',
  'PATCH /api/notifications/settings': 'own',
  'GET /api/notifications/follows/:postId': 'own',
  'PUT /api/notifications/follows/:postId': 'own',
  'GET /api/notifications/releases': 'own',
  'PUT /api/notifications/releases/podcast': 'own',
  'PUT /api/notifications/releases/category': 'own',
  'POST /api/notifications/unsubscribe': 'anyone',

  // The CMS: routes/cms.ts puts requireEditor on all of /api/cms before any sub-router.
  'GET /api/cms/analytics/summary': 'editor',
  'GET /api/cms/pages': 'editor',
  'POST /api/cms/pages': 'editor',
  'GET /api/cms/pages/:id': 'editor',
  'PATCH /api/cms/pages/:id': 'editor',
  'DELETE /api/cms/pages/:id': 'editor',
  'GET /api/cms/templates': 'editor',
  'POST /api/cms/templates': 'editor',
  'GET /api/cms/templates/:id': 'editor',
  'PATCH /api/cms/templates/:id': 'editor',
  'DELETE /api/cms/templates/:id': 'editor',
  'POST /api/cms/templates/:id/duplicate': 'editor',
  'GET /api/cms/forms': 'editor',
  'POST /api/cms/forms': 'editor',
  'GET /api/cms/forms/:id': 'editor',
  'PATCH /api/cms/forms/:id': 'editor',
  'DELETE /api/cms/forms/:id': 'editor',
  'GET /api/cms/forms/:id/submissions': 'editor',
  'PATCH /api/cms/forms/:id/submissions/:submissionId': 'editor',
  'DELETE /api/cms/forms/:id/submissions/:submissionId': 'editor',
  'GET /api/cms/menus': 'editor',
  'POST /api/cms/menus': 'editor',
  'GET /api/cms/menus/:id': 'editor',
  'PATCH /api/cms/menus/:id': 'editor',
  'DELETE /api/cms/menus/:id': 'editor',
  'GET /api/cms/redirects': 'editor',
  'POST /api/cms/redirects': 'editor',
  'GET /api/cms/redirects/:id': 'editor',
  'PATCH /api/cms/redirects/:id': 'editor',
  'DELETE /api/cms/redirects/:id': 'editor',
  'GET /api/cms/media': 'editor',
  'POST /api/cms/media': 'editor',
  'PATCH /api/cms/media/:id': 'editor',
  'DELETE /api/cms/media/:id': 'editor',
  'POST /api/cms/media/uploads': 'editor',
  'GET /api/cms/media/uploads/:uploadId': 'editor',
  'PUT /api/cms/media/uploads/:uploadId/parts/:partNumber': 'editor',
  'POST /api/cms/media/uploads/:uploadId/complete': 'editor',
  'DELETE /api/cms/media/uploads/:uploadId': 'editor',
  'GET /api/cms/news': 'editor',
  'GET /api/cms/podcasts': 'editor',
  'GET /api/cms/audiobooks': 'editor',
  // The audit log names who did what: admins only (requireRole('admin') on top of the CMS guard).
  'GET /api/cms/audit': 'admin',
  // The member list: editors get it without addresses (decision 0020); sessions, roles and
  // levels are admins' (requireRole('admin') per route); editors and admins suspend, and the
  // service refuses an editor acting on an editor or admin (403) and anyone on themselves (400).
  'GET /api/cms/members': 'editor',
  'DELETE /api/cms/members/:id/sessions': 'admin',
  'PATCH /api/cms/members/:id/role': 'admin',
  'PATCH /api/cms/members/:id/level': 'admin',
  'PUT /api/cms/members/:id/suspension': 'editor',
  'DELETE /api/cms/members/:id/suspension': 'editor',
  'GET /api/cms/members/:id/trust-level': 'editor',
  'PUT /api/cms/members/:id/trust-level': 'editor',
  'DELETE /api/cms/members/:id/trust-level': 'editor',
  // The safety tools of private messages (routes/message-safety.ts): the editors' queue of
  // reported messages and lifting a messaging suspension (the same rules as suspensions).
  'GET /api/cms/message-reports': 'editor',
  'PATCH /api/cms/message-reports/:id': 'editor',
  'GET /api/cms/messaging-suspensions': 'editor',
  // The CMS "Chat rooms" tab (routes/cms-chat.ts): rooms, their order, slow mode and mutes.
  'GET /api/cms/chat-rooms': 'editor',
  'POST /api/cms/chat-rooms': 'editor',
  'PATCH /api/cms/chat-rooms/:id': 'editor',
  'POST /api/cms/chat-rooms/:id/move': 'editor',
  'PUT /api/cms/chat-rooms/:id/mutes/:memberId': 'editor',
  'DELETE /api/cms/chat-rooms/:id/mutes/:memberId': 'editor',
  'DELETE /api/cms/members/:memberId/messaging-suspension': 'editor',
  // The membership levels admins manage (requireRole('admin') on the whole router).
  'GET /api/cms/membership-levels': 'admin',
  'POST /api/cms/membership-levels': 'admin',
  'PATCH /api/cms/membership-levels/:id': 'admin',
  'DELETE /api/cms/membership-levels/:id': 'admin',
  // Undelivered mail names members' addresses: admins only.
  'GET /api/cms/mail-failures': 'admin',

  // What the CMS publishes for visitors, signed in or not: pages, forms and menus.
  'GET /api/pages/:slug': 'anyone',
  'POST /api/pages/:slug/views': 'anyone',
  'GET /api/forms/:id': 'anyone',
  'POST /api/forms/:id/submissions': 'anyone',
  'GET /api/menus/:location': 'anyone',

  // Donations: anyone reads campaigns and gives; editors and admins run campaigns.
  'GET /api/donation-campaigns': 'anyone',
  'GET /api/donation-stats': 'anyone',
  'POST /api/donation-campaigns': 'editor',
  'PATCH /api/donation-campaigns/:id': 'editor',
  'DELETE /api/donation-campaigns/:id': 'editor',
  'POST /api/donation-campaigns/:id/donations': 'anyone',
  'GET /api/donations/settings': 'anyone',
  // A receipt is for whoever holds its link (donors may give signed out).
  'GET /api/donations/receipts/:token': 'token',
  // "Manage your giving" without an account: the mailed link is the proof of the address.
  'POST /api/donations/manage-link': 'anyone',
  'GET /api/donations/manage/:token': 'token',
  // The printable statement of a financial year: the link's own address's gifts only.
  'GET /api/donations/manage/:token/statements/:year': 'token',
  // Stopping, changing and updating the card of a monthly gift: the link's own address's gifts only.
  'POST /api/donations/manage/:token/monthly/:id/stop': 'token',
  'PATCH /api/donations/manage/:token/monthly/:id': 'token',
  'POST /api/donations/manage/:token/monthly/:id/card': 'token',
  // Donation Management's monthly figures (no donor is named): editors and admins.
  'GET /api/donations/monthly-summary': 'editor',
  // The donors list: editors and admins (emails in it for admins only).
  'GET /api/donations/donors': 'editor',
  // Payments and refunds (decision 0037): refunds move money back, so admins only.
  'GET /api/donations/payments': 'admin',
  'POST /api/donations/payments/:id/refund': 'admin',
  // The accountant's CSV names donors' emails: admins only.
  'GET /api/donations/export': 'admin',
  // The test-mode clock for monthly gifts: admins only, refused (409) outside test mode.
  'POST /api/donations/test-clock': 'admin',
  // Stripe calls this server to server: no session, no same-origin check, its signature is its proof.
  'POST /api/donations/stripe-webhook': 'signed-webhook',

  // The podcast feed and transcripts: podcast apps fetch them with no sign-in.
  'GET /podcasts/feed.xml': 'anyone',
  'GET /podcasts/transcripts/:file': 'anyone',
  'GET /podcasts/chapters/:file': 'anyone',

  // Public media (audio, covers, CMS uploads) streamed from R2.
  'GET /media/*': 'anyone',
  'HEAD /media/*': 'anyone',
} as const satisfies Record<string, Access>;

/** A route as `${method} ${path}`, e.g. 'PATCH /api/community/posts/:id'. */
export type RouteKey = keyof typeof ACCESS;

/**
 * What a suspended member may still do (decision 0020), for every route a member who is not
 * staff may write to: 'refused' routes answer 403 with the suspension's reason and end
 * (refuseSuspended in lib/auth.ts); 'allowed' ones say why a suspension leaves them alone.
 * worker/test/suspension.test.ts fails on any such write route missing here.
 */
export const WHILE_SUSPENDED = {
  'POST /api/community/posts': 'refused',
  'PATCH /api/community/posts/:id': 'refused',
  'POST /api/community/posts/:id/comments': 'refused',
  'PATCH /api/community/comments/:id': 'refused',
  'POST /api/podcasts/:id/feedback': 'refused',
  'POST /api/donation-campaigns/:id/donations': 'refused',
  'POST /api/donations/manage-link': 'allowed: a link to their own gifts, mailed to the address they gave with',
  // A donor's own money: stopping or lowering a gift never waits for a suspension to end.
  'POST /api/donations/manage/:token/monthly/:id/stop': 'allowed: stopping their own monthly gift',
  'PATCH /api/donations/manage/:token/monthly/:id': 'allowed: changing their own monthly gift',
  'POST /api/donations/manage/:token/monthly/:id/card': 'allowed: updating the card of their own monthly gift',
  'POST /api/account/giving/monthly/:id/stop': 'allowed: stopping their own monthly gift',
  'PATCH /api/account/giving/monthly/:id': 'allowed: changing their own monthly gift',
  'POST /api/account/giving/monthly/:id/card': 'allowed: updating the card of their own monthly gift',
  // A profile's words and photo are shown to other members, as posts are.
  'PATCH /api/profile': 'refused',
  'PUT /api/profile/avatar': 'refused',
  'DELETE /api/profile/avatar': 'allowed: removing their own photo',
  // Taking one's own words down, and telling moderators about harm, never wait for a suspension to end.
  'DELETE /api/community/posts/:id': 'allowed: removing their own words',
  'DELETE /api/community/comments/:id': 'allowed: removing their own words',
  'POST /api/community/posts/:id/report': 'allowed: reporting harm to moderators',
  'POST /api/community/comments/:id/report': 'allowed: reporting harm to moderators',
  'POST /api/messages/conversations/:id/messages/:messageId/report': 'allowed: reporting harm to moderators',
  // Blocking protects the member; it carries no words.
  'PUT /api/messages/blocks/:memberId': 'allowed: protecting themselves',
  'DELETE /api/messages/blocks/:memberId': 'allowed: their own blocks',
  // A like shows nothing they wrote; the rest is their own account and listening.
  'PUT /api/community/posts/:id/like': 'allowed: a like carries no words',
  'DELETE /api/community/posts/:id/like': 'allowed: a like carries no words',
  'PUT /api/community/posts/:id/read': 'allowed: their own place in a discussion',
  'PUT /api/audiobooks/:id/favourite': 'allowed: their own list',
  'DELETE /api/audiobooks/:id/favourite': 'allowed: their own list',
  'PUT /api/listening-positions/:kind/:id': 'allowed: their own place in a recording',
  'POST /api/community/posts/:id/reading': 'allowed: their own reading time, never shown to others',
  'PUT /api/community/drafts': 'allowed: a draft publishes nothing; posting it is refused',
  'DELETE /api/community/drafts/:id': 'allowed: their own drafts',
  'PUT /api/community/posts/:id/saved': 'allowed: their own saved list; saving publishes nothing',
  'DELETE /api/community/posts/:id/saved': 'allowed: their own saved list',
  'PUT /api/community/comments/:id/saved': 'allowed: their own saved list; saving publishes nothing',
  'DELETE /api/community/comments/:id/saved': 'allowed: their own saved list',
  'POST /api/bookmarks/:kind/:id': 'allowed: their own private bookmarks, never shown to others',
  'DELETE /api/bookmarks/:id': 'allowed: their own private bookmarks',
  'POST /api/notifications/read-all': 'allowed: their own notifications',
  'POST /api/notifications/:id/read': 'allowed: their own notifications',
  'PATCH /api/notifications/preferences': 'allowed: their own notifications',
  'PATCH /api/notifications/settings': 'allowed: their own notifications',
  'PUT /api/notifications/follows/:postId': 'allowed: their own notifications',
  'PUT /api/notifications/releases/podcast': 'allowed: their own notifications',
  'PUT /api/notifications/releases/category': 'allowed: their own notifications',
  'POST /api/notifications/unsubscribe': 'allowed: fewer emails',
  'DELETE /api/auth/sessions/:id': 'allowed: their own sessions',
  'DELETE /api/auth/sessions': 'allowed: their own sessions',
  'POST /api/auth/verify-email/resend': 'allowed: confirming their own address',
  'POST /api/auth/login': 'allowed: a suspended member signs in and reads',
  'POST /api/auth/register': 'allowed: answers the same for every address',
  'POST /api/auth/verify-email': 'allowed: their own address',
  'POST /api/auth/links/about': 'allowed: reads whose account a link is for, changes nothing',
  'POST /api/auth/forgot-password': 'allowed: their own password',
  'POST /api/auth/reset-password': 'allowed: their own password',
  'POST /api/auth/sign-in-link': 'allowed: a suspended member signs in and reads',
  'POST /api/auth/sign-in-link/use': 'allowed: a suspended member signs in and reads',
  'PUT /api/auth/password': 'allowed: their own password',
  'POST /api/auth/email': 'allowed: their own address',
  'POST /api/auth/email/confirm': 'allowed: their own address',
  // A member may always take their data and leave (Australian Privacy Principles 12 and 11.2).
  'POST /api/account/delete': 'allowed: leaving, with their data',
  'POST /api/account/delete/link': 'allowed: leaving, with their data',
  'POST /api/account/delete/confirm': 'allowed: leaving, with their data',
  'POST /api/account/export/prepare': 'allowed: leaving, with their data',
  // Passkeys are how they sign in, which a suspended member still does.
  'POST /api/auth/passkeys/registration/options': 'allowed: how they sign in',
  'POST /api/auth/passkeys/registration/verify': 'allowed: how they sign in',
  'PATCH /api/auth/passkeys/:id': 'allowed: how they sign in',
  'DELETE /api/auth/passkeys/:id': 'allowed: how they sign in',
  'POST /api/auth/passkeys/authentication/options': 'allowed: a suspended member signs in and reads',
  'POST /api/auth/passkeys/authentication/verify': 'allowed: a suspended member signs in and reads',
  'POST /api/logout': 'allowed: signing out',
  'POST /api/pages/:slug/views': 'allowed: a page view counts no words',
  // A public form treats everyone as a visitor (marked unverified), signed in or not.
  'POST /api/forms/:id/submissions': 'allowed: public forms take no account, signed in or not',
  // Private messages: writing to other members waits, as posting does ("typing" announces writing);
  // reading, taking one's own words down, answering a request, leaving and their own settings do not.
  'POST /api/messages/conversations': 'refused',
  'POST /api/messages/conversations/:id/messages': 'refused',
  'PATCH /api/messages/conversations/:id/messages/:messageId': 'refused',
  'POST /api/messages/conversations/:id/typing': 'refused',
  'DELETE /api/messages/conversations/:id/messages/:messageId': 'allowed: removing their own words',
  'POST /api/messages/conversations/:id/messages/:messageId/reactions': 'allowed: a reaction is a label, as a like carries no words',
  'POST /api/messages/conversations/:id/read': 'allowed: their own read mark',
  'POST /api/messages/conversations/:id/accept': 'allowed: answering a request (replying still waits)',
  'POST /api/messages/conversations/:id/decline': 'allowed: answering a request',
  'POST /api/messages/conversations/:id/leave': 'allowed: leaving a conversation',
  'PATCH /api/messages/settings': 'allowed: their own settings',
  // Chat rooms, as private messages: talking waits; joining, reading, deleting their own words and reporting do not.
  'POST /api/chat/rooms/:id/messages': 'refused',
  'POST /api/chat/rooms/:id/join': 'allowed: joining carries no words',
  'POST /api/chat/rooms/:id/leave': 'allowed: leaving a room',
  'POST /api/chat/rooms/:id/read': 'allowed: their own read mark',
  'DELETE /api/chat/rooms/:id/messages/:messageId': 'allowed: removing their own words',
  'POST /api/chat/rooms/:id/messages/:messageId/report': 'allowed: reporting harm to moderators',
  'POST /api/chat/rooms/:id/typing': 'refused',
  'POST /api/chat/rooms/:id/messages/:messageId/reactions': 'allowed: a reaction is a label, as a like carries no words',
} as const satisfies Partial<Record<RouteKey, 'refused' | `allowed: ${string}`>>;
