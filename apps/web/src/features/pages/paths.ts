import { pageHref } from '@cairn/state';

/** Route of a project's pages list. */
export const pagesPath = (slug: string, projectId: string) => `/${slug}/projects/${projectId}/pages`;
/** Route of a page (spec §2): /{slug}/projects/{firstProjectId}/pages/{pageId}. */
export const pagePath = pageHref;
