import { freeze, produce } from 'immer';
import type { WebState } from '../../core/types';
import { fixtures } from '../../testing/fixtures';
import { putListedItems } from './list-records';

const state = (records: WebState['workItemsById']) => freeze({ workItemsById: records } as WebState, true);

describe('putListedItems', () => {
  it('keeps the record of an item the answer repeats unchanged, and takes a changed or new one', () => {
    const same = { ...fixtures.workItem(1), project_identifier: 'WEB' };
    const changed = fixtures.workItem(2);
    const before = state({ [same.id]: same, [changed.id]: changed });
    const added = fixtures.workItem(3);
    // The answer repeats item 1 as a list row (no project_identifier), item 2 with a new priority, and a new item 3.
    const { project_identifier: _dropped, ...sameAsRow } = same;
    const after = produce(before, (d) => putListedItems(d, [{ ...sameAsRow, label_ids: [...same.label_ids] }, { ...changed, priority: 'urgent' }, added]));
    expect(after.workItemsById[same.id]).toBe(same);
    expect(after.workItemsById[changed.id]).not.toBe(changed);
    expect(after.workItemsById[changed.id].priority).toBe('urgent');
    expect(after.workItemsById[added.id]).toEqual(added);
  });

  it('changes nothing when every item is known and unchanged', () => {
    const a = fixtures.workItem(1);
    const b = fixtures.workItem(2);
    const before = state({ [a.id]: a, [b.id]: b });
    expect(produce(before, (d) => putListedItems(d, [{ ...a }, { ...b }]))).toBe(before);
  });
});
