import type { CycleTab } from '@cairn/types';

/** Route of a project's cycles page, optionally on one tab (the active tab is the default and needs no parameter). */
export const cyclesPath = (slug: string, projectId: string, tab?: CycleTab) =>
  `/${slug}/projects/${projectId}/cycles${tab && tab !== 'active' ? `?tab=${tab}` : ''}`;
/** Route of one cycle (its work items and sidebar). */
export const cyclePath = (slug: string, projectId: string, cycleId: string) => `/${slug}/projects/${projectId}/cycles/${cycleId}`;
/** Route of a project's archived cycles. */
export const archivedCyclesPath = (slug: string, projectId: string) => `/${slug}/projects/${projectId}/archives/cycles`;
/** Route of the workspace's active cycles. */
export const workspaceCyclesPath = (slug: string) => `/${slug}/cycles`;
