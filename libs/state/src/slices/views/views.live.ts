import type { ViewScope } from '@cairn/services';
import type { StreamEvent } from '@cairn/types';
import type { WebState } from '../../core/types';
import { scopeOfView, viewScopeKey } from './view-records';

/** What a view event asks the store to do: forget the view, read it again, and read which loaded lists again. */
export interface ViewEventWork {
  forget: boolean;
  /** The view to read again (it is held and was not deleted). */
  view?: { scope: ViewScope; viewId: string };
  lists: ViewScope[];
}

/**
 * The work a `view` stream event makes (only what the store holds is read again). Project views name their project;
 * global and team views carry none, so a view the store does not know refreshes the workspace's list and every loaded
 * team list of the slug. A view made private by its owner answers 404 to the others and is dropped by that read.
 */
export function viewEventWork(state: WebState, slug: string, event: StreamEvent): ViewEventWork {
  const known = state.viewsById[event.entity_id];
  const forget = event.action === 'deleted';
  const lists: ViewScope[] = [];
  const loaded = (scope: ViewScope) => {
    const key = viewScopeKey(scope);
    return state.viewIdsByScope[key] !== undefined && (state.viewSlugByScope[key] ?? slug) === slug;
  };
  const add = (scope: ViewScope) => {
    if (loaded(scope) && !lists.some((s) => viewScopeKey(s) === viewScopeKey(scope))) lists.push(scope);
  };
  if (event.project_id) add({ kind: 'project', projectId: event.project_id });
  else if (known) add(scopeOfView(known));
  else {
    add({ kind: 'workspace' });
    for (const key of Object.keys(state.viewIdsByScope)) {
      if (key.startsWith('team:')) add({ kind: 'team', teamspaceId: key.slice('team:'.length) });
    }
  }
  const view = known && !forget ? { scope: scopeOfView(known), viewId: known.id } : undefined;
  return { forget, view, lists };
}

/** Applies a `view` stream event: a delete drops the view; otherwise the held view and the loaded lists are read again. */
export async function applyViewEvent(state: WebState, slug: string, event: StreamEvent): Promise<void> {
  if (event.entity_type !== 'view') return;
  const work = viewEventWork(state, slug, event);
  if (work.forget) state.forgetView(event.entity_id);
  const reads: Array<Promise<unknown>> = work.lists.map((scope) => state.loadViews(slug, scope));
  // A list read already brings the view (or drops it); a lone record is read by itself.
  if (work.view && !work.lists.some((s) => viewScopeKey(s) === viewScopeKey(work.view!.scope))) {
    reads.push(state.loadView(slug, work.view.scope, work.view.viewId));
  }
  await Promise.all(reads);
}
