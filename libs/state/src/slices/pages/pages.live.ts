import type { StreamEvent } from '@cairn/types';
import type { WebState } from '../../core/types';

/** What a page event asks the store to do: forget the page, read it again, and read which projects' lists again. */
export interface PageEventWork {
  forget: boolean;
  /** The held page to read again (not deleted): read through its first project. */
  page?: { projectId: string; pageId: string };
  /** Projects whose loaded lists or summary are read again. */
  projectIds: string[];
}

/** The work a `page` stream event makes (only what the store holds is read again). */
export function pageEventWork(state: WebState, event: StreamEvent): PageEventWork {
  const held = state.pages.byId[event.entity_id];
  const forget = event.action === 'deleted';
  const candidates = new Set<string>([...(event.project_id ? [event.project_id] : []), ...(held?.project_ids ?? [])]);
  const loaded = (projectId: string) => state.pages.summaries[projectId] !== undefined
    || Object.values(state.pages.lists).some((list) => list.projectId === projectId);
  const projectIds = [...candidates].filter(loaded);
  const firstProject = held?.project_ids[0] ?? event.project_id;
  const page = held && !forget && firstProject ? { projectId: firstProject, pageId: held.id } : undefined;
  return { forget, page, projectIds };
}

/**
 * Applies a `page` stream event: a delete drops the page; otherwise the held page is read again (quietly: a page made
 * private or moved away answers 404 and is dropped) and the loaded lists and counts of its projects are read again.
 */
export async function applyPageEvent(state: WebState, slug: string, event: StreamEvent): Promise<void> {
  if (event.entity_type !== 'page') return;
  const work = pageEventWork(state, event);
  if (work.forget) state.forgetPage(event.entity_id);
  const reads: Array<Promise<unknown>> = work.projectIds.map((projectId) => state.reloadPageLists(slug, projectId));
  if (work.page) reads.push(state.refreshPage(slug, work.page.projectId, work.page.pageId));
  await Promise.all(reads);
}
