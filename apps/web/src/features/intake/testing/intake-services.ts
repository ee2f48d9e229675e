import type { IntakeIssue } from '@cairn/types';
import { ROLE, type Role } from '@cairn/types';
import { fixtures, intakeFixtures, type FakeServicesOverrides } from '@cairn/state';
import { projectServices, testProject } from '../../../testing/project-services';

/** Another member of the test project (user 2), who sent some of the requests. */
export const otherUser = fixtures.user({ id: fixtures.id(2), email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper', display_name: 'grace' });

// Sent in December 2024: before the test store's clock (2025-01-01), so a new request sorts first.
const sent = (day: number) => `2024-12-${String(day).padStart(2, '0')}T09:00:00.000Z`;

/** Three open requests (newest first: 3, 2 snoozed, 1 by Grace) and a closed one. */
export const requests = {
  r3: intakeFixtures.intakeIssue(3, {}, { name: 'Export fails on Safari', priority: 'high', created_at: sent(3) }),
  r2: intakeFixtures.intakeIssue(2, { status: 'snoozed', snoozed_till: '2099-03-01T00:00:00.000Z' }, { name: 'Dark mode please', created_at: sent(2) }),
  r1: intakeFixtures.intakeIssue(1, { created_by: otherUser.id }, { name: 'Typo on pricing page', created_at: sent(1) }),
  closed: intakeFixtures.intakeIssue(4, { status: 'declined' }, { name: 'Add a fax integration', created_at: sent(4) }),
};

/**
 * Fake services for the intake screen: the test project opened with `projectRole`, its members (the signed-in user and
 * Grace), requests answered by tab (`open` / `closed`), one request by id; plus overrides.
 */
export function intakeServices(opts: { projectRole?: Role; open?: IntakeIssue[]; closed?: IntakeIssue[] } & FakeServicesOverrides = {}) {
  const { projectRole = ROLE.ADMIN, open = [requests.r3, requests.r2, requests.r1], closed = [requests.closed], intake, ...rest } = opts;
  const all = [...open, ...closed];
  return projectServices({
    workspaceRole: projectRole === ROLE.ADMIN ? ROLE.ADMIN : ROLE.MEMBER,
    projectRole,
    projectMembers: {
      list: async () => [
        fixtures.projectMember(1, { member: fixtures.user(), role: projectRole }),
        fixtures.projectMember(2, { member: otherUser, role: ROLE.MEMBER }),
      ],
    },
    ...rest,
    intake: {
      list: async (_s, _p, query) => intakeFixtures.page(query?.tab === 'closed' ? closed : open),
      get: async (_s, _p, id) => {
        const found = all.find((r) => r.id === id);
        if (!found) throw Object.assign(new Error('Intake work item not found'), { status: 404 });
        return found;
      },
      ...intake,
    },
  });
}

/** The intake page of the test project, with an optional query string. */
export const intakeUrl = (query = '') => `/ws-1/projects/${testProject.id}/intake${query ? `?${query}` : ''}`;
