import type { Label } from '@cairn/types';
import { derived, listOf } from '../../core/memo';
import type { WebState } from '../../core/types';

/** One label in the tree with its children, both sorted by sort_order. */
export interface LabelTreeNode {
  label: Label;
  children: LabelTreeNode[];
}

const bySortOrder = (a: Label, b: Label) => a.sort_order - b.sort_order || a.name.localeCompare(b.name);

// Labels whose parent is unknown in the project, or that sit in a loop, are shown at the top level rather than lost.
const tree = derived((labels: readonly Label[]): readonly LabelTreeNode[] => {
  const ids = new Set(labels.map((l) => l.id));
  const childrenOf = new Map<string | null, Label[]>();
  for (const label of labels) {
    const parent = label.parent && ids.has(label.parent) ? label.parent : null;
    const siblings = childrenOf.get(parent);
    if (siblings) siblings.push(label);
    else childrenOf.set(parent, [label]);
  }
  const placed = new Set<string>();
  const build = (label: Label): LabelTreeNode => {
    placed.add(label.id);
    const children = (childrenOf.get(label.id) ?? []).filter((c) => !placed.has(c.id)).sort(bySortOrder);
    return { label, children: children.map(build) };
  };
  const roots = (childrenOf.get(null) ?? []).sort(bySortOrder).map(build);
  for (const label of [...labels].sort(bySortOrder)) {
    if (!placed.has(label.id)) roots.push(build(label));
  }
  return roots;
});

/** A project's labels in the server's order (a stable array between renders). */
export const selectProjectLabels = (state: WebState, projectId: string): readonly Label[] =>
  listOf(state.labelIdsByProject[projectId], state.labelsById);
/** A project's labels as a tree: top-level nodes and their children, each level sorted by sort_order. */
export const selectLabelTree = (state: WebState, projectId: string): readonly LabelTreeNode[] => tree(selectProjectLabels(state, projectId), undefined);
/** A label by id. */
export const selectLabel = (state: WebState, labelId: string): Label | undefined => state.labelsById[labelId];
/** The labels of every project the user belongs to in the workspace. */
export const selectWorkspaceLabels = (state: WebState, slug: string): readonly Label[] => listOf(state.workspaceLabelIdsBySlug[slug], state.labelsById);
/** Where a project's label list stands. */
export const selectLabelsStatus = (state: WebState, projectId: string) => state.labelsStatusByProject[projectId] ?? 'idle';
