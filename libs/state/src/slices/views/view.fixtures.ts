import type { IssueView } from '@cairn/types';

const STAMP = '2025-01-01T00:00:00.000Z';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Saved-view builders for tests: view n of project 1 of ws-1 (the ids the shared fixtures use). */
export const viewFixtures = {
  /** The id of view n (00000000-…-0000000090nn). */
  id: (n: number) => id(9000 + n),
  /** Project view n, public, unlocked, owned by user 1, filtering nothing. */
  view: (n: number, over: Partial<IssueView> = {}): IssueView => ({
    id: id(9000 + n), workspace: id(101), project: id(501), teamspace: null, name: `View ${n}`, description: '', access: 'public',
    is_locked: false, is_favorite: false, filters: {}, display_filters: { layout: 'list' }, display_properties: {}, logo_props: {},
    sort_order: 65535 * n, owned_by: id(1), anchor: null, created_by: id(1), updated_by: null, created_at: STAMP, updated_at: STAMP, ...over,
  }),
  /** Global (workspace) view n. */
  globalView: (n: number, over: Partial<IssueView> = {}): IssueView => viewFixtures.view(n, { project: null, display_filters: { layout: 'spreadsheet' }, ...over }),
  /** Team view n of teamspace `teamspaceId`. */
  teamView: (n: number, teamspaceId: string, over: Partial<IssueView> = {}): IssueView => viewFixtures.view(n, { project: null, teamspace: teamspaceId, ...over }),
};
