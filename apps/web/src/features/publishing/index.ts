// What other areas may use (light: the public link, the outsider name, the "Published" mark; the dialog, the header
// button and the votes line load on first render).
export { publicBoardUrl } from './public-url';
export { useOutsiderName, type OutsiderDetail } from './hooks/outsider-name';
export { PublishedBadge } from './components/PublishedBadge';
export { ProjectPublishButton } from './components/ProjectPublishButton';
export { PublishDialog } from './components/publish-dialogs.lazy';
export { WorkItemVotes } from './components/work-item-votes.lazy';
