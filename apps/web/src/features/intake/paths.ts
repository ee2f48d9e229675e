/** The query parameter naming the request open in the detail pane (spec route parameter inboxId). */
export const INBOX_PARAM = 'inboxId';

/** Route of a project's intake, optionally with a request open (its work item's id). */
export const intakePath = (slug: string, projectId: string, inboxId?: string) =>
  `/${slug}/projects/${projectId}/intake${inboxId ? `?${INBOX_PARAM}=${encodeURIComponent(inboxId)}` : ''}`;
