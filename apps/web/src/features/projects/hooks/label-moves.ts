/** The fields of a label that ordering and nesting read. */
export interface LabelNode {
  id: string;
  name: string;
  parent: string | null;
  sort_order: number;
}

/** Where a label goes: its new parent and the siblings that will sit directly above and below it. */
export interface LabelPlacement {
  parentId: string | null;
  /** The sibling right above the label after the move (none when it becomes first). */
  aboveId?: string;
  /** The sibling right below the label after the move (none when it becomes last). */
  belowId?: string;
}

/** A keyboard move of one label. */
export type LabelKeyMove = 'up' | 'down' | 'indent' | 'outdent';

/** Where a dragged label was dropped relative to the label under the pointer. */
export type DropPosition = 'before' | 'after' | 'inside';

function byOrder(a: LabelNode, b: LabelNode): number {
  return a.sort_order - b.sort_order || a.name.localeCompare(b.name);
}

/** The children of `parentId` (null = top level) in display order. */
export function labelChildren<L extends LabelNode>(labels: readonly L[], parentId: string | null): L[] {
  return labels.filter((l) => (l.parent ?? null) === parentId).sort(byOrder);
}

/** True when `id` is `ancestorId` itself or sits anywhere below it. */
export function isSelfOrDescendant(labels: readonly LabelNode[], ancestorId: string, id: string | null): boolean {
  const byId = new Map(labels.map((l) => [l.id, l]));
  const seen = new Set<string>();
  let current = id;
  while (current && !seen.has(current)) {
    if (current === ancestorId) return true;
    seen.add(current);
    current = byId.get(current)?.parent ?? null;
  }
  return false;
}

/** The tree in display order with each label's depth (top level = 0); orphans of a missing parent show at top level. */
export function flattenLabels<L extends LabelNode>(labels: readonly L[]): { label: L; depth: number }[] {
  const ids = new Set(labels.map((l) => l.id));
  const out: { label: L; depth: number }[] = [];
  const visit = (parentId: string | null, depth: number) => {
    const kids = labels.filter((l) => (parentId === null ? l.parent === null || !ids.has(l.parent) : l.parent === parentId)).sort(byOrder);
    for (const kid of kids) {
      out.push({ label: kid, depth });
      visit(kid.id, depth + 1);
    }
  };
  visit(null, 0);
  return out;
}

function placeAmong(siblings: LabelNode[], parentId: string | null, index: number): LabelPlacement {
  const above = siblings[index - 1];
  const below = siblings[index];
  return { parentId, ...(above ? { aboveId: above.id } : {}), ...(below ? { belowId: below.id } : {}) };
}

/** The placement of a keyboard move, or null when the label cannot go that way. */
export function keyboardPlacement(labels: readonly LabelNode[], id: string, move: LabelKeyMove): LabelPlacement | null {
  const label = labels.find((l) => l.id === id);
  if (!label) return null;
  const parentId = label.parent ?? null;
  const siblings = labelChildren(labels, parentId).filter((l) => l.id !== id);
  const index = labelChildren(labels, parentId).findIndex((l) => l.id === id);
  switch (move) {
    case 'up':
      return index > 0 ? placeAmong(siblings, parentId, index - 1) : null;
    case 'down':
      return index < siblings.length ? placeAmong(siblings, parentId, index + 1) : null;
    case 'indent': {
      // Becomes the last child of the sibling above it.
      const newParent = index > 0 ? siblings[index - 1] : undefined;
      if (!newParent) return null;
      const kids = labelChildren(labels, newParent.id);
      return placeAmong(kids, newParent.id, kids.length);
    }
    case 'outdent': {
      // Leaves its parent and sits right below it.
      if (parentId === null) return null;
      const parent = labels.find((l) => l.id === parentId);
      const grand = parent?.parent ?? null;
      const aunts = labelChildren(labels, grand);
      const at = aunts.findIndex((l) => l.id === parentId);
      return placeAmong(aunts, grand, at + 1);
    }
  }
}

/**
 * The placement for dropping `draggedId` before, after or inside `targetId` (inside = last child), or null when the
 * drop would change nothing or put a label under itself.
 */
export function dropPlacement(labels: readonly LabelNode[], draggedId: string, targetId: string, position: DropPosition): LabelPlacement | null {
  const dragged = labels.find((l) => l.id === draggedId);
  const target = labels.find((l) => l.id === targetId);
  if (!dragged || !target || draggedId === targetId) return null;
  const parentId = position === 'inside' ? target.id : (target.parent ?? null);
  if (isSelfOrDescendant(labels, draggedId, parentId)) return null;
  const siblings = labelChildren(labels, parentId).filter((l) => l.id !== draggedId);
  let index = siblings.length;
  if (position !== 'inside') {
    const at = siblings.findIndex((l) => l.id === targetId);
    index = position === 'before' ? at : at + 1;
  }
  const placement = placeAmong(siblings, parentId, index);
  return isCurrentPlacement(labels, dragged, placement) ? null : placement;
}

/** True when the label already sits exactly there (same parent, same neighbours). */
export function isCurrentPlacement(labels: readonly LabelNode[], label: LabelNode, placement: LabelPlacement): boolean {
  if ((label.parent ?? null) !== placement.parentId) return false;
  const siblings = labelChildren(labels, placement.parentId);
  const at = siblings.findIndex((l) => l.id === label.id);
  return siblings[at - 1]?.id === placement.aboveId && siblings[at + 1]?.id === placement.belowId;
}
