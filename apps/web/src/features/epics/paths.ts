/** The project's epics page. */
export const epicsPath = (slug: string, projectId: string) => `/${slug}/projects/${projectId}/epics`;
/** One epic's page. */
export const epicPath = (slug: string, projectId: string, epicId: string) => `/${slug}/projects/${projectId}/epics/${epicId}`;
