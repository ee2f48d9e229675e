/** Route of the workspace's analytics. */
export const analyticsPath = (slug: string) => `/${slug}/analytics`;
/** Route of one project's analytics. */
export const projectAnalyticsPath = (slug: string, projectId: string) => `/${slug}/projects/${projectId}/analytics`;
