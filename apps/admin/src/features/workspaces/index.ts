// The console's Workspaces page.
export { WorkspacesRoute } from './routes/workspaces.route';
