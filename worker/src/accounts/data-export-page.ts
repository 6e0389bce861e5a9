import type { DataExport } from '../schemas/privacy';

// "View a readable copy": the same export as the JSON file, as a plain page with one heading per
// section and a list per item, so it reads well with a screen reader and prints as it looks.

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

type Value = string | number | boolean | null | undefined | string[];

const dateTime = new Intl.DateTimeFormat('en-AU', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Australia/Sydney' });
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function show(value: Value): string {
  if (value === null || value === undefined || value === '') return 'None';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.join(', ') : 'None';
  if (typeof value === 'string' && ISO.test(value)) {
    const at = new Date(value);
    if (!Number.isNaN(at.getTime())) return `${dateTime.format(at)} (Sydney time)`;
  }
  return String(value);
}

/** One item: its fields as a description list. */
const fields = (pairs: [string, Value][]) =>
  `<dl>${pairs.map(([label, value]) => `<dt>${escape(label)}</dt><dd>${escape(show(value))}</dd>`).join('')}</dl>`;

function section<T>(title: string, items: T[], empty: string, item: (t: T) => [string, Value][], heading?: (t: T) => string): string {
  const body = items.length
    ? `<ol>${items.map((t) => `<li>${heading ? `<h3>${escape(heading(t))}</h3>` : ''}${fields(item(t))}</li>`).join('')}</ol>`
    : `<p>${escape(empty)}</p>`;
  return `<section aria-labelledby="${title.toLowerCase().replace(/\W+/g, '-')}"><h2 id="${title.toLowerCase().replace(/\W+/g, '-')}">${escape(title)} (${items.length})</h2>${body}</section>`;
}

export function dataExportHtml(data: DataExport): string {
  const a = data.account;
  return [
    '<h1>Your data</h1>',
    `<p>${escape(data.about)}</p>`,
    `<p>Prepared ${escape(show(data.exportedAt))}. <a href="/api/account/export">Download the same as a JSON file</a> · <a href="/account/privacy">Back to your data and privacy</a></p>`,
    '<section aria-labelledby="account"><h2 id="account">Your account</h2>',
    fields([
      ['Email', a.email],
      ['First name', a.firstName],
      ['Last name', a.lastName],
      ['Role', a.role],
      ['Membership', a.membershipLevel],
      ['Email confirmed', a.emailConfirmedAt],
      ['Signs in with', a.signsInWith],
      ['Account made', a.createdAt],
      ['Last changed', a.updatedAt],
    ]),
    '</section>',
    section('Signed-in devices', data.sessions, 'You are not signed in anywhere.', (s) => [
      ['Device', s.device],
      ['Signed in', s.signedInAt],
      ['Last active', s.lastActiveAt],
      ['Ends by', s.endsBy],
    ]),
    section(
      'Posts',
      data.posts,
      'You have not posted.',
      (p) => [
        ['Category', p.category],
        ['Written', p.createdAt],
        ['Content', p.content],
        ['Tags', p.tags],
        ['Content warning', p.contentWarning],
        ['Shown to members', p.visibility === 'visible'],
        ['Likes', p.likesCount],
        ['Comments', p.commentsCount],
      ],
      (p) => p.title,
    ),
    section('Comments', data.comments, 'You have not commented.', (c) => [
      ['On the post', c.postTitle],
      ['Written', c.createdAt],
      ['Content', c.content],
      ['Shown to members', c.visibility === 'visible'],
    ]),
    section('Likes', data.likes, 'You have not liked any posts.', (l) => [
      ['Post', l.postTitle],
      ['Liked', l.likedAt],
    ]),
    section('Favourite audiobooks', data.favourites, 'You have no favourites.', (f) => [
      ['Book', f.title],
      ['Added', f.addedAt],
    ]),
    section('Where you stopped listening', data.listeningPositions, 'No listening places are kept.', (p) => [
      ['What', `${p.kind === 'episode' ? 'Episode' : 'Audiobook'}: ${p.title ?? 'no longer available'}`],
      ['Place', `${Math.floor(p.positionSeconds / 60)} min ${p.positionSeconds % 60} s`],
      ['Saved', p.updatedAt],
    ]),
    section('Bookmarks in episodes and books', data.bookmarks, 'You have no bookmarks.', (m) => [
      ['What', `${m.kind === 'episode' ? 'Episode' : 'Audiobook'}: ${m.title ?? 'no longer available'}`],
      ['Place', `${Math.floor(m.positionSeconds / 60)} min ${m.positionSeconds % 60} s`],
      ['Note', m.note],
      ['Made', m.createdAt],
    ]),
    section('Drafts not yet posted', data.drafts, 'You have no drafts.', (d) => [
      ['Where', d.postId === null ? 'A new post' : d.replyToId === null ? `A comment on post ${d.postId}` : `A reply on post ${d.postId}`],
      ['Title', d.title],
      ['Words', d.content],
      ['Saved', d.updatedAt],
    ]),
    section('Earlier versions of what you edited', data.revisions, 'You have not edited any posts or comments.', (r) => [
      ['Of', r.postId !== null ? `Post ${r.postId}` : `Comment ${r.commentId}`],
      ['Title', r.title],
      ['Words', r.content],
      ['Written', r.writtenAt],
      ['Replaced', r.replacedAt],
    ]),
    section('Saved posts and comments', data.saved, 'You have not saved anything.', (v) => [
      ['What', v.postId !== null ? `Post ${v.postId}` : `Comment ${v.commentId}`],
      ['Saved', v.savedAt],
    ]),
    section('Time spent reading discussions', data.reading.time, 'No reading time is kept.', (r) => [
      ['Discussion', r.postTitle],
      ['Day', r.day],
      ['Seconds', r.seconds],
    ]),
    section('How far you have read each discussion', data.reading.readUpTo, 'No reading places are kept.', (r) => [
      ['Discussion', r.postTitle],
      ['Read up to comment', r.lastReadCommentId === 0 ? 'Before any comment' : r.lastReadCommentId],
      ['Read', r.readAt],
    ]),
    section(
      'Trust level set by an editor',
      data.reading.levelSetByEditor ? [data.reading.levelSetByEditor] : [],
      'No editor has set your trust level: it comes from how you take part.',
      (l) => [
        ['Level', l.level],
        ['Since', l.since],
      ],
    ),
    section('Donations', data.donations, 'No donations are linked to you.', (d) => [
      ['Receipt number', d.receiptNumber],
      ['Campaign', d.campaign],
      ['Amount', `$${d.amount} ${d.currency}`],
      ['Status', d.testMode ? `${d.status} (test mode: no money moved)` : d.status],
      ['Name on the receipt', d.donorName ?? 'Anonymous'],
      ['Name shown publicly', d.nameShownPublicly],
      ['Email for the receipt', d.email],
      ['Given', d.givenAt],
      ['Paid', d.paidAt],
    ]),
    section('Form responses', data.formSubmissions, 'You have not sent any form responses while signed in.', (s) => [
      ['Form', s.form],
      ['Sent', s.sentAt],
      ...Object.entries(s.answers).map(([k, v]): [string, Value] => [k, v]),
    ]),
    section('Reports you made', data.reports, 'You have not reported anything.', (r) => [
      ['About', `${r.about} ${r.itemId}`],
      ['Reason', r.reason],
      ['Details', r.details],
      ['Status', r.status],
      ['Made', r.createdAt],
    ]),
    section('Messages you sent', data.messages, 'You have not sent any private messages.', (m) => [
      ['Conversation', m.conversationId],
      ['Sent', m.sentAt],
      ['Message', m.deleted ? 'Deleted' : m.body],
      ['Edited', m.editedAt],
    ]),
    section('Your conversations', data.conversations, 'You are not in any conversations.', (c) => [
      ['Conversation', c.id],
      ['Your standing', c.status],
      ['Joined', c.joinedAt],
    ]),
    section('Members you blocked', data.blocks, 'You have not blocked anyone.', (b) => [
      ['Member number', b.memberId],
      ['Since', b.since],
    ]),
    section('Messages you reported', data.messageReports, 'You have not reported any messages.', (r) => [
      ['Message', r.messageId],
      ['Reason', r.reason],
      ['Details', r.details],
      ['Status', r.status],
      ['Made', r.createdAt],
    ]),
    section('Notifications', data.notifications, 'You have had no notifications.', (n) => [
      ['What', `${n.kind}${n.count > 1 ? ` (${n.count} times)` : ''}`],
      ['About post', n.postId],
      ['When', n.updatedAt],
      ['Read', n.readAt],
      ['Emailed', n.emailedAt],
    ]),
    section(
      'Discussions you follow or stopped following',
      data.followedDiscussions,
      'You follow only your own posts and the ones you commented on.',
      (f) => [
        ['Post', f.postId],
        ['Following', f.following],
        ['Since', f.since],
      ],
    ),
    section(
      'CripChat and library categories you follow or stopped following',
      data.followedReleases,
      'You follow CripChat and every library category, as every member does until they choose otherwise.',
      (f) => [
        ['What', f.topic === 'podcast' ? 'CripChat' : f.topic.replace(/^category:/, 'Library category: ')],
        ['Following', f.following],
        ['Since', f.since],
      ],
    ),
    section('How you hear about things', Object.entries(data.notificationPreferences), '', ([kind, delivery]) => [[kind, delivery]]),
    section(
      'Quiet times',
      data.notificationSettings ? [data.notificationSettings] : [],
      'Your quiet times are the defaults: none, with new notifications announced.',
      (q) => [
        ['Time zone', q.timeZone],
        ['Quiet from', q.quietFrom ?? 'none'],
        ['Quiet until', q.quietUntil ?? 'none'],
        ['Paused until', q.pausedUntil ?? 'not paused'],
        ['Announce new notifications', q.announce],
      ],
    ),
    section('Security and audit records', data.auditEntries, 'There are no audit records about you.', (e) => [
      ['What', e.summary],
      ['When', e.createdAt],
    ]),
  ].join('\n');
}
