/** Route of a project's modules page. */
export const modulesPath = (slug: string, projectId: string) => `/${slug}/projects/${projectId}/modules`;
/** Route of one module (its work items and sidebar). */
export const modulePath = (slug: string, projectId: string, moduleId: string) => `/${slug}/projects/${projectId}/modules/${moduleId}`;
/** Route of a project's archived modules. */
export const archivedModulesPath = (slug: string, projectId: string) => `/${slug}/projects/${projectId}/archives/modules`;
