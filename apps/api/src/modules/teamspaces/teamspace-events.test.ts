import { ROLE } from '@cairn/types';
import type { EventRow } from '../../data/schema/events.schema';
import { mayReceive, streamAccess } from '../../events/stream-access';

// Teamspace events are workspace-level: streams carry them to workspace admins and members, never to guests (who read
// only the teams they are in, so another team's name or members must not reach them).

const teamEvent: EventRow = {
  id: 1,
  workspace_id: 'w',
  version: 1,
  project_id: null,
  entity_type: 'teamspace',
  entity_id: 't1',
  work_item_id: null,
  action: 'updated',
  changes: { name: { old: 'A', new: 'B' } },
  actor_id: 'other',
  created_at: new Date(0),
};

describe('teamspace events on the live stream', () => {
  it.each([
    [ROLE.ADMIN, true],
    [ROLE.MEMBER, true],
    [ROLE.GUEST, false],
  ])('workspace role %s receives: %s', (role, expected) => {
    expect(mayReceive(streamAccess('u', { role, projects: [] }), teamEvent, new Map())).toBe(expected);
  });
});
