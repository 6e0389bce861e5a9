// What the other areas may use of accounts: they import it from here, never from its files (eslint.config.js).
export {
  UNVERIFIED_MESSAGING_MESSAGE,
  checksSessionInBatch,
  currentUser,
  refuseSuspended,
  refuseUnconfirmedDonor,
  requireEditor,
  requireMember,
  requireRole,
  requireVerified,
  requireVerifiedToMessage,
  setSessionCookie,
  settleClaim,
  siteOrigin,
} from './auth';
export { roleChangedMail } from './mails/standing-mails';
export { FORMER_MEMBER_EMAIL } from './services/account-deletion';
export { donationsOf } from './services/account-export-queries';
export { EDITORS_SUSPEND_MEMBERS_MESSAGE, SUSPEND_SELF_MESSAGE, liftSuspension, suspendMember } from './services/member-standing';
export { addLevel, changeLevel, listLevels, removeLevel, renameLevel } from './services/membership-levels';
export { photoUrl } from './services/profiles';
export {
  NOT_STORED_MESSAGE,
  countHit,
  countHitAt,
  countHitIf,
  countHitStatement,
  hitRateLimit,
  limitGuard,
  refuseOverLimit,
  windowOpenedAfter,
  type Limit,
} from './services/rate-limits';
export { endSessionsStatement, forgetSessionOwner, renewIfDue, type SessionRef } from './services/sessions';
export { toCurrentUser } from './services/users';
