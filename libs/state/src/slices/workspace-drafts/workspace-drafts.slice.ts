import { WORK_ITEM_TEXT, WORKSPACE_DRAFT_FIRST_CURSOR } from '@cairn/types';
import type { WorkspaceDraft, WorkspaceDraftCreate, WorkspaceDraftPage, WorkspaceDraftUpdate } from '@cairn/types';
import type { Draft } from 'immer';
import { assignDefined, refuse } from '../../core/confirmed';
import { mutate } from '../../core/mutate';
import type { SliceContext, WebState } from '../../core/types';
import { getWorkspaceBySlug } from '../workspaces/workspaces.selectors';
import { fetchOrThrow } from '../work-items/work-item-fetch';

/** Loader of a workspace's draft list. */
export type WorkspaceDraftLoader = 'init-loader' | 'pagination' | undefined;

/** Paging of a workspace's draft list (cursor 'count:offset:0'). */
export interface WorkspaceDraftPaging {
  next_cursor: string;
  next_page_results: boolean;
}

/** The workspace's drafts (work items not yet in a project, or not yet created). */
export interface WorkspaceDraftsSlice {
  workspaceDraftsById: Record<string, WorkspaceDraft>;
  /** slug → draft ids in the server's order; a new draft goes first. */
  workspaceDraftIdsBySlug: Record<string, string[]>;
  /** slug → how many drafts the workspace has (the server's total_count, then ± 1 per create, delete and move). */
  workspaceDraftCountBySlug: Record<string, number>;
  workspaceDraftPagingBySlug: Record<string, WorkspaceDraftPaging>;
  workspaceDraftLoaderBySlug: Record<string, WorkspaceDraftLoader>;
  /** GET draft-issues/?cursor=50:0:0 (replaces the list). Rethrows after clearing the loader. */
  loadWorkspaceDrafts(slug: string): Promise<WorkspaceDraftPage>;
  /** GET the next page; undefined when there is none. Rethrows after clearing the loader. */
  loadMoreWorkspaceDrafts(slug: string): Promise<WorkspaceDraftPage | undefined>;
  /** Optimistic POST draft-issues/ with a client id; the count + 1; rethrows after rollback. */
  createWorkspaceDraft(slug: string, data: Omit<WorkspaceDraftCreate, 'id'>): Promise<WorkspaceDraft>;
  /** Optimistic PATCH; rethrows after rollback. */
  updateWorkspaceDraft(slug: string, draftId: string, data: WorkspaceDraftUpdate): Promise<WorkspaceDraft>;
  /** Optimistic DELETE; the count − 1; rethrows after rollback. */
  deleteWorkspaceDraft(slug: string, draftId: string): Promise<void>;
}

/** The workspace drafts slice's data when the store starts or is reset. */
export function initialWorkspaceDraftsState(): Pick<WorkspaceDraftsSlice, 'workspaceDraftsById' | 'workspaceDraftIdsBySlug'
  | 'workspaceDraftCountBySlug' | 'workspaceDraftPagingBySlug' | 'workspaceDraftLoaderBySlug'> {
  return { workspaceDraftsById: {}, workspaceDraftIdsBySlug: {}, workspaceDraftCountBySlug: {}, workspaceDraftPagingBySlug: {}, workspaceDraftLoaderBySlug: {} };
}

/** The mutation key of one workspace draft. */
export function workspaceDraftKey(draftId: string): string {
  return `workspaceDraft:${draftId}`;
}

/** Removes a draft from its workspace list and lowers the count by one (spec §4: delete and move). */
export function dropWorkspaceDraft(d: Draft<WebState>, slug: string, draftId: string): void {
  if (!d.workspaceDraftsById[draftId]) return;
  delete d.workspaceDraftsById[draftId];
  const ids = d.workspaceDraftIdsBySlug[slug];
  if (ids) d.workspaceDraftIdsBySlug[slug] = ids.filter((id) => id !== draftId);
  const count = d.workspaceDraftCountBySlug[slug];
  if (count !== undefined) d.workspaceDraftCountBySlug[slug] = Math.max(0, count - 1);
}

function storePage(d: Draft<WebState>, slug: string, page: WorkspaceDraftPage, append: boolean): void {
  const ids = append ? (d.workspaceDraftIdsBySlug[slug] ?? []) : [];
  if (!append) for (const id of d.workspaceDraftIdsBySlug[slug] ?? []) delete d.workspaceDraftsById[id];
  for (const draft of page.results) {
    d.workspaceDraftsById[draft.id] = draft;
    if (!ids.includes(draft.id)) ids.push(draft.id);
  }
  d.workspaceDraftIdsBySlug[slug] = ids;
  d.workspaceDraftCountBySlug[slug] = page.total_count;
  d.workspaceDraftPagingBySlug[slug] = { next_cursor: page.next_cursor, next_page_results: page.next_page_results };
  delete d.workspaceDraftLoaderBySlug[slug];
}

/** Creates the workspace drafts slice (the move to a project is in cross/work-item-draft.actions.ts). */
export function createWorkspaceDraftsSlice({ store, deps }: SliceContext): WorkspaceDraftsSlice {
  const { workspaceDrafts } = deps.services;
  const clearLoader = (slug: string) => (d: Draft<WebState>) => {
    delete d.workspaceDraftLoaderBySlug[slug];
  };
  const commitDraft = (draftId: string) => (d: Draft<WebState>, draft: WorkspaceDraft | undefined) => {
    if (draft && d.workspaceDraftsById[draftId]) d.workspaceDraftsById[draftId] = draft;
  };
  return {
    ...initialWorkspaceDraftsState(),
    loadWorkspaceDrafts: (slug) => fetchOrThrow(store, {
      action: 'workspaceDrafts/loadWorkspaceDrafts',
      call: () => workspaceDrafts.list(slug, WORKSPACE_DRAFT_FIRST_CURSOR),
      start: (d) => {
        d.workspaceDraftLoaderBySlug[slug] = 'init-loader';
      },
      done: (d, page) => storePage(d, slug, page, false),
      failed: clearLoader(slug),
    }),
    loadMoreWorkspaceDrafts: async (slug) => {
      const paging = store.getState().workspaceDraftPagingBySlug[slug];
      if (!paging?.next_page_results) return undefined;
      return fetchOrThrow(store, {
        action: 'workspaceDrafts/loadMoreWorkspaceDrafts',
        call: () => workspaceDrafts.list(slug, paging.next_cursor),
        start: (d) => {
          d.workspaceDraftLoaderBySlug[slug] = 'pagination';
        },
        done: (d, page) => storePage(d, slug, page, true),
        failed: clearLoader(slug),
      });
    },
    createWorkspaceDraft: (slug, data) => {
      const state = store.getState();
      const workspace = getWorkspaceBySlug(state, slug);
      const id = deps.newId();
      const now = deps.now().toISOString();
      return mutate(store, {
        key: workspaceDraftKey(id),
        apply: (d) => {
          d.workspaceDraftsById[id] = {
            id, workspace_id: workspace?.id ?? '', project_id: data.project_id ?? null, name: data.name ?? '', description_html: data.description_html ?? '',
            priority: data.priority ?? 'none', state_id: data.state_id ?? null, estimate_point: data.estimate_point ?? null, parent_id: data.parent_id ?? null,
            type_id: data.type_id ?? null, label_ids: data.label_ids ?? [], assignee_ids: data.assignee_ids ?? [], start_date: data.start_date ?? null,
            target_date: data.target_date ?? null, created_by: state.currentUser?.id ?? '', created_at: now, updated_at: now,
          };
          (d.workspaceDraftIdsBySlug[slug] ??= []).unshift(id);
          d.workspaceDraftCountBySlug[slug] = (d.workspaceDraftCountBySlug[slug] ?? 0) + 1;
        },
        call: () => workspaceDrafts.create(slug, { id, ...data }),
        commit: commitDraft(id),
      });
    },
    updateWorkspaceDraft: (slug, draftId, data) => {
      if (!store.getState().workspaceDraftsById[draftId]) return refuse(store, WORK_ITEM_TEXT.draftNotFound);
      return mutate(store, {
        key: workspaceDraftKey(draftId),
        apply: (d) => {
          const draft = d.workspaceDraftsById[draftId];
          if (draft) assignDefined(draft, data as Partial<WorkspaceDraft>);
        },
        call: () => workspaceDrafts.update(slug, draftId, data),
        commit: commitDraft(draftId),
      });
    },
    deleteWorkspaceDraft: (slug, draftId) => mutate(store, {
      key: workspaceDraftKey(draftId),
      apply: (d) => dropWorkspaceDraft(d, slug, draftId),
      call: () => workspaceDrafts.delete(slug, draftId),
    }),
  };
}
