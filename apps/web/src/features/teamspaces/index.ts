// What other areas may use (light: the workspace sidebar imports it at start-up).
export { teamspacesPath, teamspacePath, teamspaceViewsPath } from './paths';
export { SidebarTeamspaces } from './components/SidebarTeamspaces';
export { TeamspaceTabs } from './components/TeamspaceTabs';
