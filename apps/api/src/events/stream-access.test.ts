import { PROJECT_NETWORK, ROLE } from '@cairn/types';
import type { EventRow } from '../data/schema/events.schema';
import { mayReceive, streamAccess } from './stream-access';

// The read rules a stream applies to each event, on loaded rows (no database).

const U = 'u';
const P_PUBLIC = 'p-public';
const P_SECRET = 'p-secret';
const P_GUESTS_OWN = 'p-guests-own';

function event(over: Partial<EventRow>): EventRow {
  return {
    id: 1,
    workspace_id: 'w',
    version: 1,
    project_id: P_PUBLIC,
    entity_type: 'work_item',
    entity_id: 'i1',
    work_item_id: 'i1',
    action: 'updated',
    changes: {},
    actor_id: 'other',
    created_at: new Date(0),
    ...over,
  };
}

const projects = (membership: Record<string, number | null>) => [
  { id: P_PUBLIC, network: PROJECT_NETWORK.PUBLIC, guest_view_all_features: false, membership_role: membership[P_PUBLIC] ?? null },
  { id: P_SECRET, network: PROJECT_NETWORK.SECRET, guest_view_all_features: false, membership_role: membership[P_SECRET] ?? null },
  { id: P_GUESTS_OWN, network: PROJECT_NETWORK.PUBLIC, guest_view_all_features: false, membership_role: membership[P_GUESTS_OWN] ?? null },
];

describe('mayReceive', () => {
  const creators = new Map([
    ['mine', U],
    ['theirs', 'other'],
  ]);

  it('a former member receives nothing', () => {
    const gone = streamAccess(U, { role: null, projects: [] });
    expect(mayReceive(gone, event({ project_id: null, entity_type: 'workspace' }), creators)).toBe(false);
  });

  it('workspace admins see every project, secret ones too', () => {
    const admin = streamAccess(U, { role: ROLE.ADMIN, projects: projects({}) });
    expect(mayReceive(admin, event({ project_id: P_SECRET }), creators)).toBe(true);
  });

  it('members see the projects they belong to; a public project’s own events without joining; never a secret one', () => {
    const member = streamAccess(U, { role: ROLE.MEMBER, projects: projects({ [P_PUBLIC]: ROLE.MEMBER }) });
    expect(mayReceive(member, event({ project_id: P_PUBLIC }), creators)).toBe(true);
    expect(mayReceive(member, event({ project_id: P_GUESTS_OWN }), creators)).toBe(false);
    expect(mayReceive(member, event({ project_id: P_GUESTS_OWN, entity_type: 'project', entity_id: P_GUESTS_OWN, work_item_id: null }), creators)).toBe(true);
    expect(mayReceive(member, event({ project_id: P_SECRET, entity_type: 'project', entity_id: P_SECRET, work_item_id: null }), creators)).toBe(false);
    expect(mayReceive(member, event({ project_id: 'unknown' }), creators)).toBe(false);
  });

  it("a guest of a project that shows guests everything still gets only their own intake requests' events", () => {
    const rows = projects({ [P_PUBLIC]: ROLE.GUEST }).map((p) => ({ ...p, guest_view_all_features: true }));
    const guest = streamAccess(U, { role: ROLE.GUEST, projects: rows });
    const intake = new Set(['theirs', 'mine']);
    expect(mayReceive(guest, event({ project_id: P_PUBLIC, work_item_id: 'theirs' }), creators)).toBe(true);
    expect(mayReceive(guest, event({ project_id: P_PUBLIC, work_item_id: 'theirs' }), creators, intake)).toBe(false);
    expect(mayReceive(guest, event({ project_id: P_PUBLIC, work_item_id: 'mine' }), creators, intake)).toBe(true);
    const member = streamAccess(U, { role: ROLE.MEMBER, projects: projects({ [P_PUBLIC]: ROLE.MEMBER }) });
    expect(mayReceive(member, event({ project_id: P_PUBLIC, work_item_id: 'theirs' }), creators, intake)).toBe(true);
  });

  it('guests without guest_view_all_features: item events only for items they created; project settings yes; invitations no', () => {
    const guest = streamAccess(U, { role: ROLE.GUEST, projects: projects({ [P_GUESTS_OWN]: ROLE.MEMBER }) });
    // A workspace guest is at most a project guest.
    expect(guest.projects.get(P_GUESTS_OWN)?.role).toBe(ROLE.GUEST);
    expect(mayReceive(guest, event({ project_id: P_GUESTS_OWN, work_item_id: 'mine' }), creators)).toBe(true);
    expect(mayReceive(guest, event({ project_id: P_GUESTS_OWN, work_item_id: 'theirs', entity_type: 'comment', entity_id: 'c' }), creators)).toBe(false);
    expect(mayReceive(guest, event({ project_id: P_GUESTS_OWN, work_item_id: null, entity_type: 'state', entity_id: 's' }), creators)).toBe(true);
    expect(mayReceive(guest, event({ project_id: P_PUBLIC, entity_type: 'project', entity_id: P_PUBLIC, work_item_id: null }), creators)).toBe(false);
    expect(mayReceive(guest, event({ project_id: null, entity_type: 'invitation', entity_id: 'x', work_item_id: null }), creators)).toBe(false);
  });

  it('drafts go to their creator only', () => {
    const member = streamAccess(U, { role: ROLE.MEMBER, projects: [] });
    expect(mayReceive(member, event({ project_id: null, entity_type: 'draft', actor_id: U, work_item_id: null }), creators)).toBe(true);
    expect(mayReceive(member, event({ project_id: null, entity_type: 'draft', actor_id: 'other', work_item_id: null }), creators)).toBe(false);
  });

  it('page events reach every role of the page\'s project (guests without guest_view_all_features too), nobody outside it', () => {
    const pageEvent = event({ project_id: P_GUESTS_OWN, entity_type: 'page', entity_id: 'pg', work_item_id: null });
    const guest = streamAccess(U, { role: ROLE.GUEST, projects: projects({ [P_GUESTS_OWN]: ROLE.GUEST }) });
    const member = streamAccess(U, { role: ROLE.MEMBER, projects: projects({ [P_GUESTS_OWN]: ROLE.MEMBER }) });
    const outside = streamAccess(U, { role: ROLE.MEMBER, projects: projects({ [P_PUBLIC]: ROLE.MEMBER }) });
    const admin = streamAccess(U, { role: ROLE.ADMIN, projects: projects({}) });
    expect([guest, member, admin].map((a) => mayReceive(a, pageEvent, creators))).toEqual([true, true, true]);
    // Not a member of a public project: its page events stay with its members (only project events go further).
    expect(mayReceive(outside, pageEvent, creators)).toBe(false);
    expect(mayReceive(member, { ...pageEvent, project_id: P_SECRET }, creators)).toBe(false);
  });
});

describe('mayReceive: notification events (issue 16)', () => {
  const note = (receiver: unknown) => event({ project_id: null, entity_type: 'notification', entity_id: 'n1', work_item_id: null, changes: { receiver: { old: receiver, new: receiver } } });
  test.each([
    ['the receiver (member)', ROLE.MEMBER, U, true],
    ['the receiver (guest)', ROLE.GUEST, U, true],
    ['another member, even an admin', ROLE.ADMIN, 'other', false],
    ['anyone, when the receiver is missing', ROLE.ADMIN, undefined, false],
  ] as const)('%s', (_name, role, receiver, expected) => {
    const access = streamAccess(U, { role, projects: projects({}) });
    expect(mayReceive(access, note(receiver), new Map())).toBe(expected);
  });
  test('a removed member gets nothing, not even their own', () => {
    expect(mayReceive(streamAccess(U, { role: null, projects: [] }), note(U), new Map())).toBe(false);
  });
});
