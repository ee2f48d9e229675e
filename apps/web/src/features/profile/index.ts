// A member's profile in the workspace (issue 17): header, stats, activity and their work-item lists. Routes are loaded by the router by path.
export { memberProfilePath } from './paths';
export type { ProfileTab } from './paths';
