// What the other areas may use of messaging: they import it from here, never from its files (eslint.config.js).
export { closeEndedSessions, reconnectMemberSockets } from './live/live-sessions';
export { publishToMembers } from './live/publish';
export { hasBlocked, notBlockedBy } from './services/block-filters';
export { MEMBER_NOT_FOUND, createRoom, listCmsRooms, moveRoom, muteMember, unmuteMember, updateRoom } from './services/chat-admin';
export { blockersOf, displayNameOf } from './services/messages-people';
export { clearSlowMode, getSlowMode, setSlowMode } from './services/slow-mode';
