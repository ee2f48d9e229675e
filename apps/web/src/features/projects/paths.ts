/** Route of the projects list of a workspace. */
export const projectsPath = (slug: string) => `/${slug}/projects`;
/** Route of the archived projects of a workspace. */
export const projectArchivesPath = (slug: string) => `/${slug}/projects/archives`;
/** Route of a project's own page (its work items, from issue 4 on). */
export const projectPath = (slug: string, projectId: string) => `/${slug}/projects/${projectId}/issues`;
/** Route of a project's settings, optionally one tab (its path segment; '' = general). */
export const projectSettingsPath = (slug: string, projectId: string, tab = '') => `/${slug}/projects/${projectId}/settings${tab ? `/${tab}` : ''}`;
