// What the other areas may use of community: they import it from here, never from its files (eslint.config.js).
export { findPostRow, type Viewer } from './services/community';
export { createComment } from './services/community-comments';
export { notifyMentioned } from './services/mentions';
export { clearTrustLevel, memberTrustStatus, setTrustLevel } from './services/trust-levels';
export { assertMayMessage, slowModeFrom, slowModeQuery } from './services/trust-limits';
