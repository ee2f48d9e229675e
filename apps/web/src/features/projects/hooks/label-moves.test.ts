import { dropPlacement, flattenLabels, isSelfOrDescendant, keyboardPlacement, type LabelNode } from './label-moves';

// A (B (D), C), E — sort orders leave gaps so the expected neighbours read clearly.
const labels: LabelNode[] = [
  { id: 'E', name: 'E', parent: null, sort_order: 3000 },
  { id: 'A', name: 'A', parent: null, sort_order: 1000 },
  { id: 'C', name: 'C', parent: 'A', sort_order: 2000 },
  { id: 'B', name: 'B', parent: 'A', sort_order: 1000 },
  { id: 'D', name: 'D', parent: 'B', sort_order: 1000 },
];

describe('flattenLabels', () => {
  it('lists the tree depth-first in sort order with depths', () => {
    expect(flattenLabels(labels).map(({ label, depth }) => `${label.id}${depth}`)).toEqual(['A0', 'B1', 'D2', 'C1', 'E0']);
  });

  it('shows a label whose parent is missing at the top level', () => {
    expect(flattenLabels([{ id: 'X', name: 'X', parent: 'gone', sort_order: 1 }]).map((r) => r.depth)).toEqual([0]);
  });
});

describe('keyboardPlacement', () => {
  it.each([
    ['E', 'up', { parentId: null, afterId: 'A' }],
    ['A', 'down', { parentId: null, beforeId: 'E' }],
    ['C', 'up', { parentId: 'A', afterId: 'B' }],
    ['C', 'indent', { parentId: 'B', beforeId: 'D' }],
    ['E', 'indent', { parentId: 'A', beforeId: 'C' }],
    ['D', 'outdent', { parentId: 'A', beforeId: 'B', afterId: 'C' }],
    ['C', 'outdent', { parentId: null, beforeId: 'A', afterId: 'E' }],
  ] as const)('%s %s', (id, move, expected) => {
    const placement = keyboardPlacement(labels, id, move);
    expect(placement).toEqual({ parentId: expected.parentId, aboveId: 'beforeId' in expected ? expected.beforeId : undefined, belowId: 'afterId' in expected ? expected.afterId : undefined });
  });

  it.each([
    ['A', 'up'],
    ['E', 'down'],
    ['B', 'indent'],
    ['A', 'outdent'],
    ['missing', 'up'],
  ] as const)('%s cannot move %s', (id, move) => {
    expect(keyboardPlacement(labels, id, move)).toBeNull();
  });
});

describe('dropPlacement', () => {
  it('drops before, after and inside a target', () => {
    expect(dropPlacement(labels, 'E', 'B', 'before')).toEqual({ parentId: 'A', belowId: 'B' });
    expect(dropPlacement(labels, 'E', 'B', 'after')).toEqual({ parentId: 'A', aboveId: 'B', belowId: 'C' });
    expect(dropPlacement(labels, 'E', 'D', 'inside')).toEqual({ parentId: 'D' });
    expect(dropPlacement(labels, 'D', 'E', 'after')).toEqual({ parentId: null, aboveId: 'E' });
  });

  it('refuses a drop under the label itself or its descendants', () => {
    expect(dropPlacement(labels, 'A', 'D', 'inside')).toBeNull();
    expect(dropPlacement(labels, 'A', 'B', 'after')).toBeNull();
    expect(dropPlacement(labels, 'A', 'A', 'inside')).toBeNull();
  });

  it('answers null for a drop that changes nothing', () => {
    expect(dropPlacement(labels, 'B', 'C', 'before')).toBeNull();
    expect(dropPlacement(labels, 'C', 'B', 'after')).toBeNull();
    expect(dropPlacement(labels, 'D', 'B', 'inside')).toBeNull();
  });
});

describe('isSelfOrDescendant', () => {
  it('follows parents up the tree', () => {
    expect(isSelfOrDescendant(labels, 'A', 'D')).toBe(true);
    expect(isSelfOrDescendant(labels, 'B', 'C')).toBe(false);
    expect(isSelfOrDescendant(labels, 'A', null)).toBe(false);
  });
});
