// What the other areas may use of notifications: they import it from here, never from its files (eslint.config.js).
export { messageFanOutStatement, readMessageNotificationsStatement } from './services/message-notifications';
export { deliverNotifications, notificationEvents } from './services/notification-delivery';
export { joinedSettingsColumns, settingsFromJoined } from './services/notification-settings';
export {
  deliveryOf,
  groupedInsert,
  likeFanOutStatement,
  reachedFrom,
  replyFanOutStatement,
  withdrawReplyStatements,
  type Reached,
} from './services/notifications';
export { instantOf, localParts } from './services/quiet-hours';
export { queueRelease } from './services/release-notifications';
export { reportOutcomeStatement } from './services/report-notifications';
