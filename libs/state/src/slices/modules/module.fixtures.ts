import type { Module, ModuleLink, PlanningAnalytics } from '@cairn/types';
import { ZERO_COUNTS } from './module-records';

const STAMP = '2025-01-01T00:00:00.000Z';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Module builders for tests: module n of project 1 of ws-1 (the ids the shared fixtures use), its links and analytics. */
export const moduleFixtures = {
  /** Module n (id 00000000-…-0000000030nn), created by user 1, no items. */
  module: (n: number, over: Partial<Module> = {}): Module => ({
    ...ZERO_COUNTS,
    id: id(3000 + n), workspace_id: id(101), project_id: id(501), name: `Module ${n}`, description: '', start_date: null, target_date: null,
    status: 'planned', lead_id: null, member_ids: [], sort_order: 65535 * n, archived_at: null, is_favorite: false, link_module: [],
    created_by: id(1), updated_by: null, created_at: STAMP, updated_at: STAMP, ...over,
  }),
  /** Link n of module m. */
  link: (n: number, moduleN = 1, over: Partial<ModuleLink> = {}): ModuleLink => ({
    id: id(3500 + n), module_id: id(3000 + moduleN), title: `Link ${n}`, url: `https://example.com/${n}`, created_by: id(1), created_at: STAMP,
    updated_at: STAMP, ...over,
  }),
  /** Analytics of a module over three days (counted in work items unless `type` says points). */
  analytics: (over: Partial<PlanningAnalytics> = {}): PlanningAnalytics => ({
    type: 'issues', total: 4, completed: 1,
    completion_chart: [
      { date: '2025-01-01', ideal: 4, actual: 4 },
      { date: '2025-01-02', ideal: 2, actual: 3 },
      { date: '2025-01-03', ideal: 0, actual: null },
    ],
    state_groups: { backlog: 1, unstarted: 1, started: 1, completed: 1, cancelled: 0 },
    assignees: [{ id: id(1), total: 3, completed: 1 }, { id: null, total: 1, completed: 0 }],
    labels: [{ id: id(701), total: 2, completed: 1 }],
    ...over,
  }),
};
