import type { Teamspace } from '@cairn/types';

const STAMP = '2025-01-01T00:00:00.000Z';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Teamspace builders for tests: team n of ws-1 (workspace id 101), led by nobody, user 1 a member. */
export const teamspaceFixtures = {
  /** The id of team n (00000000-…-0000000090nn). */
  id: (n: number) => id(9000 + n),
  /** Team n with user 1 as its only member and no projects. */
  teamspace: (n: number, over: Partial<Teamspace> = {}): Teamspace => ({
    id: id(9000 + n), workspace: id(101), name: `Team ${n}`, description: '', logo_props: {}, lead: null, member_ids: [id(1)], project_ids: [],
    created_by: id(1), created_at: STAMP, updated_at: STAMP, ...over,
  }),
};
