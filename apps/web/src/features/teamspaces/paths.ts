/** The workspace's teamspaces page. */
export const teamspacesPath = (slug: string) => `/${slug}/teamspaces`;
/** One team's page (its work items). */
export const teamspacePath = (slug: string, teamspaceId: string) => `/${slug}/teamspaces/${teamspaceId}`;
/** The team's saved views (helper H5's screens). */
export const teamspaceViewsPath = (slug: string, teamspaceId: string) => `/${slug}/teamspaces/${teamspaceId}/views`;
