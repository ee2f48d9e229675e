import type { WorkItemLayout } from '@cairn/types';
import { lazyNamed } from '../../../app/lazy-named';

// Kanban, spreadsheet, calendar and gantt (with @dnd-kit, which only kanban and calendar use) are chunks of their own:
// the list layout is what most loads show, and the others cost ~25 KB brotli of start-up JS (B8). The layout a user's
// stored settings choose is preloaded at boot (main.tsx, and the server's modulepreload), so it renders at once.

/** The kanban layout, loaded on first use. */
export const LazyKanbanLayout = lazyNamed(() => import('./kanban'), 'KanbanLayout');
/** The spreadsheet layout, loaded on first use. */
export const LazySpreadsheetLayout = lazyNamed(() => import('./spreadsheet'), 'SpreadsheetLayout');
/** The calendar layout, loaded on first use. */
export const LazyCalendarLayout = lazyNamed(() => import('./calendar'), 'CalendarLayout');
/** The gantt layout, loaded on first use. */
export const LazyGanttLayout = lazyNamed(() => import('./gantt'), 'GanttLayout');

const LAZY_LAYOUTS: Partial<Record<WorkItemLayout, { preload(): Promise<void> }>> = {
  kanban: LazyKanbanLayout,
  spreadsheet: LazySpreadsheetLayout,
  calendar: LazyCalendarLayout,
  gantt: LazyGanttLayout,
};

/** Loads every lazy layout's chunk (when idle after start-up: a layout switch or another list then renders at once). */
export function preloadAllListLayouts(): Promise<void> {
  return Promise.all(Object.values(LAZY_LAYOUTS).map((lazy) => lazy?.preload().catch(() => undefined))).then(() => undefined);
}

/** Loads a layout's chunk ahead of its first render (the list layout is always there); never rejects. */
export function preloadListLayout(layout: WorkItemLayout | undefined): Promise<void> {
  const lazy = layout ? LAZY_LAYOUTS[layout] : undefined;
  return lazy ? lazy.preload().catch(() => undefined) : Promise.resolve();
}
