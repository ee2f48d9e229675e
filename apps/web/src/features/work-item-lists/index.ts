export { WorkItemListView } from './components/WorkItemListView';
export type { WorkItemListViewProps } from './components/WorkItemListView';
export { ProjectListPage } from './components/ProjectListPage';
export { archivedWorkItemsPath, projectDraftsPath, profileListPath, workspaceViewPath } from './paths';
export { preloadAllListLayouts, preloadListLayout } from './layouts/lazy-layouts';
