// What other areas may use.
export { inboxPath } from './paths';
export { useUnreadCounts } from './hooks/use-unread-counts';
