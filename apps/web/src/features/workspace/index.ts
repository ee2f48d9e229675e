export { WORKSPACE_AREAS, workspaceArea } from './areas';
export type { WorkspaceArea } from './areas';
export { CreateWorkspaceForm } from './components/CreateWorkspaceForm';
export { useSidebarPreferences } from './hooks/use-sidebar-preferences';
export { areaIcon } from './components/area-icons';
export { workspaceCommands } from './commands';
