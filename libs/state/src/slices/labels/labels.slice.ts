import { PROJECT_TEXT, labelSortOrder } from '@cairn/types';
import type { Label, LabelCreate, LabelUpdate } from '@cairn/types';
import type { Draft } from 'immer';
import { assignDefined, confirmed, refuse } from '../../core/confirmed';
import { load } from '../../core/load';
import { mutate } from '../../core/mutate';
import { hasPosition, resolveNeighbours, type MoveTarget } from '../../core/neighbours';
import type { LoadStatus, SliceContext, WebState } from '../../core/types';
import { selectProjectLabels } from './labels.selectors';

/** Where a label goes: under which parent (undefined = unchanged, null = top level) and between which siblings. */
export interface LabelMoveTarget extends MoveTarget {
  parentId?: string | null;
}

/** Labels, per project, and the workspace-wide list. */
export interface LabelsSlice {
  labelsById: Record<string, Label>;
  /** project id → label ids in the server's order. */
  labelIdsByProject: Record<string, string[]>;
  labelsStatusByProject: Record<string, LoadStatus>;
  /** slug → ids of the labels of every project the user belongs to. */
  workspaceLabelIdsBySlug: Record<string, string[]>;
  /** GET projects/{id}/issue-labels/. Never throws. */
  loadProjectLabels(slug: string, projectId: string): Promise<Label[] | undefined>;
  /** GET workspaces/{slug}/labels/. Never throws. */
  loadWorkspaceLabels(slug: string): Promise<Label[] | undefined>;
  /** POST issue-labels/ (waits for the server: the name may be taken, it sets sort_order); rethrows. */
  createLabel(slug: string, projectId: string, data: LabelCreate): Promise<Label>;
  /** Optimistic PATCH (a parent that would make a loop is refused before any call); rethrows after rollback. */
  updateLabel(slug: string, projectId: string, labelId: string, data: LabelUpdate): Promise<Label>;
  /** Optimistic DELETE; its children move up to its parent; rethrows after rollback. */
  deleteLabel(slug: string, projectId: string, labelId: string): Promise<void>;
  /**
   * Optimistic move (spec §5, §9): nothing happens when the parent is unchanged and no position is given; otherwise
   * sort_order comes from labelSortOrder between the new neighbours (last among the new siblings when only the parent
   * changes). Rethrows after rollback.
   */
  moveLabel(slug: string, projectId: string, labelId: string, target: LabelMoveTarget): Promise<void>;
}

/** The labels slice's data when the store starts or is reset. */
export function initialLabelsState(): Pick<LabelsSlice, 'labelsById' | 'labelIdsByProject' | 'labelsStatusByProject' | 'workspaceLabelIdsBySlug'> {
  return { labelsById: {}, labelIdsByProject: {}, labelsStatusByProject: {}, workspaceLabelIdsBySlug: {} };
}

/** Forgets every label of a project. */
export function dropProjectLabels(d: Draft<WebState>, projectId: string): void {
  for (const id of d.labelIdsByProject[projectId] ?? []) delete d.labelsById[id];
  delete d.labelIdsByProject[projectId];
  delete d.labelsStatusByProject[projectId];
}

function labelKey(labelId: string): string {
  return `label:${labelId}`;
}

/** True when `parentId` is the label itself or one of its descendants (the move would make a loop). */
function makesLoop(byId: Record<string, Label>, labelId: string, parentId: string | null): boolean {
  const seen = new Set<string>();
  for (let at = parentId; at; at = byId[at]?.parent ?? null) {
    if (at === labelId) return true;
    if (seen.has(at)) return false;
    seen.add(at);
  }
  return false;
}

/** Creates the labels slice. */
export function createLabelsSlice({ store, deps }: SliceContext): LabelsSlice {
  const { labels } = deps.services;
  const commitLabel = (labelId: string) => (d: Draft<WebState>, label: Label | undefined) => {
    if (label && d.labelsById[labelId]) d.labelsById[labelId] = label;
  };
  // Refuses a parent that is unknown in the project or that would make the label its own ancestor.
  const parentProblem = (projectId: string, labelId: string, parentId: string | null): string | undefined => {
    if (parentId === null) return undefined;
    const state = store.getState();
    if (state.labelsById[parentId]?.project_id !== projectId) return PROJECT_TEXT.labelNotFound;
    return makesLoop(state.labelsById, labelId, parentId) ? PROJECT_TEXT.labelLoop : undefined;
  };
  return {
    ...initialLabelsState(),
    loadProjectLabels: (slug, projectId) => load(store, {
      action: 'labels/loadProjectLabels',
      call: () => labels.list(slug, projectId),
      start: (d) => {
        d.labelsStatusByProject[projectId] = 'loading';
      },
      done: (d, list) => {
        for (const id of d.labelIdsByProject[projectId] ?? []) delete d.labelsById[id];
        for (const label of list) d.labelsById[label.id] = label;
        d.labelIdsByProject[projectId] = list.map((l) => l.id);
        d.labelsStatusByProject[projectId] = 'ready';
      },
      failed: (d) => {
        d.labelsStatusByProject[projectId] = 'error';
      },
    }),
    loadWorkspaceLabels: (slug) => load(store, {
      action: 'labels/loadWorkspaceLabels',
      call: () => labels.listWorkspace(slug),
      done: (d, list) => {
        for (const label of list) d.labelsById[label.id] = label;
        d.workspaceLabelIdsBySlug[slug] = list.map((l) => l.id);
      },
    }),
    createLabel: (slug, projectId, data) => confirmed(store, {
      action: 'labels/createLabel',
      call: () => labels.create(slug, projectId, data),
      done: (d, label) => {
        d.labelsById[label.id] = label;
        const ids = (d.labelIdsByProject[projectId] ??= []);
        if (!ids.includes(label.id)) ids.push(label.id);
      },
    }),
    updateLabel: (slug, projectId, labelId, data) => {
      const problem = data.parent === undefined ? undefined : parentProblem(projectId, labelId, data.parent);
      if (problem) return refuse(store, problem);
      return mutate(store, {
        key: labelKey(labelId),
        apply: (d) => {
          const label = d.labelsById[labelId];
          if (label) assignDefined(label, data as Partial<Label>);
        },
        call: () => labels.update(slug, projectId, labelId, data),
        commit: commitLabel(labelId),
      });
    },
    deleteLabel: (slug, projectId, labelId) => mutate(store, {
      key: labelKey(labelId),
      apply: (d) => {
        const label = d.labelsById[labelId];
        if (!label) return;
        for (const id of d.labelIdsByProject[projectId] ?? []) {
          const child = d.labelsById[id];
          if (child?.parent === labelId) child.parent = label.parent;
        }
        delete d.labelsById[labelId];
        const ids = d.labelIdsByProject[projectId];
        if (ids) d.labelIdsByProject[projectId] = ids.filter((id) => id !== labelId);
      },
      call: () => labels.delete(slug, projectId, labelId),
    }),
    moveLabel: async (slug, projectId, labelId, target) => {
      const state = store.getState();
      const label = state.labelsById[labelId];
      if (!label) return refuse(store, PROJECT_TEXT.labelNotFound);
      const parent = target.parentId === undefined ? label.parent : target.parentId;
      const parentChanged = parent !== label.parent;
      if (!parentChanged && !hasPosition(target)) return;
      // Dropped next to itself: it stays where it is.
      if (target.beforeId === labelId || target.afterId === labelId) return;
      const problem = parentChanged ? parentProblem(projectId, labelId, parent) : undefined;
      if (problem) return refuse(store, problem);
      const family = selectProjectLabels(state, projectId)
        .filter((l) => l.parent === parent)
        .sort((a, b) => a.sort_order - b.sort_order);
      const siblings = family.filter((l) => l.id !== labelId);
      // Only the parent changes: the label goes after its new siblings.
      const around = hasPosition(target) ? resolveNeighbours(siblings, target) : { before: siblings[siblings.length - 1] };
      if (!around) return refuse(store, PROJECT_TEXT.labelNotFound);
      const index = family.indexOf(label);
      if (!parentChanged && family[index - 1] === around.before && family[index + 1] === around.after) return;
      const sortOrder = labelSortOrder({ before: around.before?.sort_order, after: around.after?.sort_order });
      const body: LabelUpdate = parentChanged ? { parent, sort_order: sortOrder } : { sort_order: sortOrder };
      await mutate(store, {
        key: labelKey(labelId),
        apply: (d) => {
          const l = d.labelsById[labelId];
          if (!l) return;
          l.parent = parent;
          l.sort_order = sortOrder;
        },
        call: () => labels.update(slug, projectId, labelId, body),
        commit: commitLabel(labelId),
      });
    },
  };
}
