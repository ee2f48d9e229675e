import { PROJECT_NETWORK, ROLE } from '@cairn/types';
import type { EventRow } from '../../data/schema/events.schema';
import { mayReceive, streamAccess } from '../../events/stream-access';

// time_log events follow the routes' rule: project members and admins only — never guests (even of items they
// created, even with guest_view_all_features), never workspace members who have not joined the project.

const P = 'p';
const event: EventRow = {
  id: 1, workspace_id: 'w', version: 1, project_id: P, entity_type: 'time_log', entity_id: 'log', work_item_id: 'mine', action: 'created', changes: {},
  actor_id: 'other', created_at: new Date(0),
};
const creators = new Map([['mine', 'u']]);
const access = (workspaceRole: number, projectRole: number | null) =>
  streamAccess('u', { role: workspaceRole, projects: [{ id: P, network: PROJECT_NETWORK.PUBLIC, guest_view_all_features: true, membership_role: projectRole }] });

describe('time_log events on the stream', () => {
  it.each([
    ['a project member', ROLE.MEMBER, ROLE.MEMBER, true],
    ['a project admin', ROLE.MEMBER, ROLE.ADMIN, true],
    ['a workspace admin who has not joined', ROLE.ADMIN, null, true],
    ['a project guest (the item is theirs, guests see all)', ROLE.GUEST, ROLE.GUEST, false],
    ['a workspace member who has not joined', ROLE.MEMBER, null, false],
  ])('%s → %p', (_who, ws, project, expected) => {
    expect(mayReceive(access(ws, project), event, creators)).toBe(expected);
  });
});
