import type { StreamEvent } from '@cairn/types';
import { reloadsFor, runReload } from '../../live/live-events';
import { fixtures } from '../../testing/fixtures';
import { makeStore } from '../../testing/test-store.test-util';
import { cycleFixtures as cf } from './cycle.fixtures';

const SLUG = 'ws-1';
const P = fixtures.projectLite(1).id;

const event = (over: Partial<StreamEvent>): StreamEvent => ({
  workspace_id: fixtures.id(101), version: 1, project_id: P, entity_type: 'cycle', entity_id: cf.id(1), work_item_id: null, action: 'updated',
  changes: {}, actor_id: fixtures.id(2), created_at: '2025-01-01T00:00:00.000Z', ...over,
});

describe('cycles: live events', () => {
  it('reads a project\'s cycles again on a cycle event or an item moving between cycles, once its cycles are loaded', async () => {
    const list = jest.fn(async () => [cf.cycle(1)]);
    const cycleProgress = jest.fn(async () => ({ points: cf.analytics({ type: 'points' }), issues: cf.analytics() }));
    const { store } = makeStore({ cycles: { list, cycleProgress } });
    expect(reloadsFor(store.getState(), event({}))).toEqual([]);
    await store.getState().loadProjectCycles(SLUG, P);
    await store.getState().loadCycleProgress(SLUG, P, cf.id(1));
    expect(reloadsFor(store.getState(), event({}))).toEqual([{ kind: 'cycles', projectId: P }]);
    const moved = event({ entity_type: 'work_item', entity_id: fixtures.workItem(1).id, work_item_id: fixtures.workItem(1).id, changes: { cycle_id: { old: null, new: cf.id(1) } } });
    expect(reloadsFor(store.getState(), moved)).toContainEqual({ kind: 'cycles', projectId: P });
    const renamed = event({ entity_type: 'work_item', changes: { name: { old: 'a', new: 'b' } }, work_item: { ...fixtures.workItem(1, { cycle_id: cf.id(1) }) } });
    expect(reloadsFor(store.getState(), renamed)).not.toContainEqual({ kind: 'cycles', projectId: P });
    await runReload(store.getState(), SLUG, { kind: 'cycles', projectId: P });
    expect(list).toHaveBeenCalledTimes(2);
    expect(cycleProgress).toHaveBeenCalledTimes(2);
  });
});
