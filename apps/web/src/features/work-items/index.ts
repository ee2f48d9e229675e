export { CreateWorkItemModal } from './components/CreateWorkItemModal';
export { WorkItemDetail } from './components/WorkItemDetail';
export { ProjectCreateScope } from './components/ProjectCreateScope';
export { useOpenCreateWorkItem } from './hooks/create-work-item-context';
export type { OpenCreateWorkItem } from './hooks/create-work-item-context';
export { PEEK_PARAM, workItemsPath, peekPath, browsePath, draftsPath, workItemKey, parseWorkItemKey } from './paths';
export { workItemsCommands } from './commands';
