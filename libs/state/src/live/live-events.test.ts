import type { StreamEvent } from '@cairn/types';
import type { WebState } from '../core/types';
import { makeStore } from '../testing/test-store.test-util';
import { reloadsFor } from './live-events';

const P = '00000000-0000-4000-8000-000000000501';
const event = (over: Partial<StreamEvent>): StreamEvent => ({
  workspace_id: '00000000-0000-4000-8000-000000000101', version: 1, project_id: P, entity_type: 'work_item', entity_id: P, work_item_id: null,
  action: 'updated', changes: {}, actor_id: null, created_at: '2026-11-26T10:00:00.000Z', ...over,
});

// The store's initial state with some intake list of project P loaded (or not) and the workspace's teams loaded (or not).
function stateWith(intakeLoaded: boolean, teamsLoaded: boolean): WebState {
  const base = makeStore({}).store.getState();
  return {
    ...base,
    intakeLists: intakeLoaded ? ({ k: { projectId: P } } as unknown as WebState['intakeLists']) : {},
    teamspaceIdsBySlug: teamsLoaded ? { 'ws-1': [] } : {},
  };
}

describe('reloadsFor: issue 14 parts', () => {
  it("reads a project's intake again after a request is sent or triaged, only where one of its intake lists is loaded", () => {
    const triaged = event({ changes: { intake: { old: 'pending', new: 'accepted' } } as StreamEvent['changes'] });
    const sent = event({ action: 'created' });
    expect(reloadsFor(stateWith(true, false), triaged)).toContainEqual({ kind: 'intake', projectId: P });
    expect(reloadsFor(stateWith(true, false), sent)).toContainEqual({ kind: 'intake', projectId: P });
    expect(reloadsFor(stateWith(false, false), triaged)).not.toContainEqual({ kind: 'intake', projectId: P });
  });

  it('reads the teamspaces again after a teamspace event', () => {
    expect(reloadsFor(stateWith(false, true), event({ entity_type: 'teamspace', project_id: null }))).toContainEqual({ kind: 'teamspaces' });
  });
});
