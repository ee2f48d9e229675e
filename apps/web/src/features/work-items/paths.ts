/** The search parameter that opens a work item in the peek panel over a list. */
export const PEEK_PARAM = 'peekId';

/** Route of a project's work items. */
export const workItemsPath = (slug: string, projectId: string) => `/${slug}/projects/${projectId}/issues`;
/** Route of a project's work items with one item open in the peek panel. */
export const peekPath = (slug: string, projectId: string, itemId: string) => `${workItemsPath(slug, projectId)}?${PEEK_PARAM}=${encodeURIComponent(itemId)}`;
/** Route of a work item's full page: `/:slug/browse/PROJ-12`. */
export const browsePath = (slug: string, identifier: string) => `/${slug}/browse/${identifier}`;
/** Route of the workspace drafts. */
export const draftsPath = (slug: string) => `/${slug}/drafts`;

/** The human identifier of a work item: project identifier, a dash, the sequence id (spec §3). */
export const workItemKey = (projectIdentifier: string | undefined, sequenceId: number) => `${projectIdentifier ?? '?'}-${sequenceId}`;

/** Splits `PROJ-12` into its project identifier and sequence id; undefined when it is not of that shape. */
export function parseWorkItemKey(key: string): { identifier: string; sequence: number } | undefined {
  const match = /^(.+)-(\d+)$/.exec(key.trim());
  if (!match) return undefined;
  return { identifier: match[1].toUpperCase(), sequence: Number(match[2]) };
}
