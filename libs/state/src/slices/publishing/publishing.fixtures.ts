import { PUBLISH_DEFAULT_VIEW_PROPS, type DeployBoard, type WorkItemVotes } from '@cairn/types';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Builders for publishing tests: boards of project 1 of workspace 1 (the fixtures' project ids), and votes. */
export const publishingFixtures = {
  /** The id of board n (…0000000093nn). */
  id: (n: number) => id(9300 + n),
  /** A 32-character anchor for board n. */
  anchor: (n: number) => `anchor${String(n).padStart(26, '0')}`,
  /** Board n of a project (view_id null) with the server's defaults; `over` changes any field. */
  board: (n: number, over: Partial<DeployBoard> = {}): DeployBoard => ({
    id: id(9300 + n), anchor: `anchor${String(n).padStart(26, '0')}`, workspace_id: id(101), project_id: id(501), view_id: null, entity_name: 'project',
    is_comments_enabled: true, is_reactions_enabled: true, is_votes_enabled: true, is_intake_enabled: false, is_activity_enabled: true, is_indexable: false,
    view_props: { ...PUBLISH_DEFAULT_VIEW_PROPS }, created_by: id(1), created_at: '2026-11-26T10:00:00.000Z', updated_at: '2026-11-26T10:00:00.000Z', ...over,
  }),
  /** Votes on an item: `up` up-voters and `down` down-voters named Voter 1…n. */
  votes: (up: number, down: number, mine: 1 | -1 | 0 = 0): WorkItemVotes => ({
    up, down, mine,
    voters: [
      ...Array.from({ length: up }, (_, i) => ({ id: id(9400 + i), display_name: `Voter ${i + 1}`, avatar_url: null, vote: 1 as const })),
      ...Array.from({ length: down }, (_, i) => ({ id: id(9450 + i), display_name: `Voter ${up + i + 1}`, avatar_url: null, vote: -1 as const })),
    ],
  }),
};
