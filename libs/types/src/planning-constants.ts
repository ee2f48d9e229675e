// Cycles and modules (issue 13; work-items spec §3, §4, §9).

/** A cycle's status, computed from its dates against today (compare case-insensitively, spec §3). */
export const CYCLE_STATUSES = ['current', 'upcoming', 'completed', 'draft'] as const;
/** One cycle status. */
export type CycleStatus = (typeof CYCLE_STATUSES)[number];

/** The tabs of the cycles screen, active first and by default (spec §2, §9). */
export const CYCLE_TABS = ['active', 'upcoming', 'completed', 'archived'] as const;
/** One cycles tab. */
export type CycleTab = (typeof CYCLE_TABS)[number];
/** The cycles screen opens on this tab (spec §9). */
export const DEFAULT_CYCLE_TAB: CycleTab = 'active';

/** Module statuses in their display order. */
export const MODULE_STATUSES = ['backlog', 'planned', 'in-progress', 'paused', 'completed', 'cancelled'] as const;
/** One module status. */
export type ModuleStatus = (typeof MODULE_STATUSES)[number];

/** What a burndown counts: estimate points (the cycle default, spec §9) or work items. */
export const PLANNING_ANALYTICS_TYPES = ['points', 'issues'] as const;
/** One analytics type. */
export type PlanningAnalyticsType = (typeof PLANNING_ANALYTICS_TYPES)[number];
/** Cycle analytics default type (spec §9). */
export const DEFAULT_CYCLE_ANALYTICS_TYPE: PlanningAnalyticsType = 'points';

/** Chart kinds of the cycle and module sidebars; both default to burndown (spec §9). */
export const PLANNING_PLOT_TYPES = ['burndown', 'points'] as const;
/** One plot type. */
export type PlanningPlotType = (typeof PLANNING_PLOT_TYPES)[number];
/** Default plot type of cycles and modules (spec §9). */
export const DEFAULT_PLOT_TYPE: PlanningPlotType = 'burndown';

/** Browser-storage key of the cycle sidebar's collapsed flag (spec §9). */
export const CYCLE_SIDEBAR_COLLAPSED_KEY = 'cycle_sidebar_collapsed';
/** Browser-storage key of the module sidebar's collapsed flag. */
export const MODULE_SIDEBAR_COLLAPSED_KEY = 'module_sidebar_collapsed';

/** Page size of active-cycles/ (per_page default) and of an active cycle's urgent and high priority items. */
export const ACTIVE_CYCLES_PAGE_SIZE = 10;
/** Priorities the active cycle overview lists (spec §7: urgent, high). */
export const ACTIVE_CYCLE_PRIORITIES = ['urgent', 'high'] as const;

/** Most work items one cycle-issues/ or modules/{id}/issues/ request may add. */
export const PLANNING_ITEMS_MAX = 1000;

/** Server messages of cycles and modules (shown as given). */
export const PLANNING_TEXT = {
  cycleNotFound: 'Cycle not found',
  cyclesOff: 'Cycles are turned off for this project',
  cycleOwnerNotMember: 'The owner must be a member of the project',
  cycleItemNotInCycle: 'This work item is not in the cycle',
  moduleNotFound: 'Module not found',
  moduleLinkNotFound: 'Link not found',
  cycleNameRequired: 'Cycle name is required',
  moduleNameRequired: 'Module name is required',
  cycleDatesOverlap: 'The cycle would overlap the dates of another cycle of this project',
  cycleDatesOrder: 'The start date must be on or before the end date',
  cycleDatesBoth: 'Set both the start and the end date, or neither',
  cycleArchiveNotCompleted: 'Only completed cycles can be archived',
  cycleAlreadyArchived: 'This cycle is archived already',
  cycleNotArchived: 'This cycle is not archived',
  cycleArchived: 'An archived cycle cannot be changed; restore it first',
  cycleCompleted: 'Work items cannot be added to a completed cycle',
  transferNotCompleted: 'Only the unfinished items of a completed cycle can be transferred',
  transferTarget: 'Choose another cycle of this project that has not ended',
  moduleAlreadyArchived: 'This module is archived already',
  moduleNotArchived: 'This module is not archived',
  moduleArchived: 'An archived module cannot be changed; restore it first',
  moduleLeadNotMember: 'The lead must be a member of the project',
  moduleMemberNotMember: 'Module members must be members of the project',
  modulesOff: 'Modules are turned off for this project',
  moduleDatesOrder: 'The start date must be on or before the target date',
  moduleDeleteNotAllowed: 'Only project admins and the creator of a module can delete it',
  moduleItemNotInModule: 'This work item is not in the module',
  moduleFavoriteArchived: 'An archived module cannot be a favorite',
  itemsOfOtherProject: 'Every work item must belong to this project',
} as const;

/** Machine codes of cycle and module errors. */
export const PLANNING_ERROR_CODE = {
  CYCLE_DATES_OVERLAP: 'CYCLE_DATES_OVERLAP',
  CYCLE_NOT_COMPLETED: 'CYCLE_NOT_COMPLETED',
  CYCLE_ARCHIVED: 'CYCLE_ARCHIVED',
  CYCLE_COMPLETED: 'CYCLE_COMPLETED',
  CYCLES_OFF: 'CYCLES_OFF',
  ITEMS_OF_OTHER_PROJECT: 'ITEMS_OF_OTHER_PROJECT',
  MODULE_ARCHIVED: 'MODULE_ARCHIVED',
  MODULES_OFF: 'MODULES_OFF',
  ALREADY_ARCHIVED: 'ALREADY_ARCHIVED',
  NOT_ARCHIVED: 'NOT_ARCHIVED',
} as const;

/**
 * A cycle's status on `today` (YYYY-MM-DD, the caller's day): draft without both dates, upcoming before its start,
 * completed after its end, else current. The one rule the server and the client use.
 */
export function cycleStatusOn(cycle: { start_date: string | null; end_date: string | null }, today: string): CycleStatus {
  if (!cycle.start_date || !cycle.end_date) return 'draft';
  if (today < cycle.start_date) return 'upcoming';
  if (today > cycle.end_date) return 'completed';
  return 'current';
}
