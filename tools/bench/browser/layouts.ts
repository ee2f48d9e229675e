// The five layouts as the benchmark sees them: the selector of their rows (read from
// apps/web/src/features/work-item-lists/layouts/*) and of the element that scrolls them.
import type { WorkItemLayout } from '@cairn/types';

/** How the benchmark finds a layout's rows. */
export interface LayoutProbe {
  /** The first match in the DOM and painted = "first rows". */
  row: string;
  /** The element that scrolls the rows (scroll test). */
  scroller: string;
}

export const LAYOUT_PROBES: Record<WorkItemLayout, LayoutProbe> = {
  // ListRow: one item line (group headers, "load more" and quick-add lines are other elements).
  list: { row: '.cw-wil-row', scroller: '.cw-wil-list' },
  // KanbanCard (the drag overlay copy is .cw-wil-card--overlay, only while dragging). Columns scroll on their own
  // (.cw-wil-cell__scroll); with sub-groups (lanes) the board scrolls.
  kanban: { row: '.cw-wil-card', scroller: '.cw-wil-cell__scroll, .cw-wil-kanban' },
  // SpreadsheetRow in the body: the header row is .cw-ss-row too (aria-rowindex 1) but sits outside .cw-ss__body; the
  // infinite-scroll loader row has no aria-rowindex.
  spreadsheet: { row: '.cw-ss__body .cw-ss-row[aria-rowindex]', scroller: '.cw-ss' },
  // CalendarCard: an item on its target day.
  calendar: { row: '.cw-cal-card', scroller: '.cw-cal__scroll' },
  // GanttRow: sidebar entry + track with its block (.cw-gantt-block) when the item has dates.
  gantt: { row: '.cw-gantt-row', scroller: '.cw-gantt__scroll' },
};

/** The order the benchmark runs and prints them. */
export const LAYOUT_ORDER: readonly WorkItemLayout[] = ['list', 'kanban', 'spreadsheet', 'calendar', 'gantt'];

/** The project's work-items route of the web app. */
export const workItemsRoute = (slug: string, projectId: string) => `/${slug}/projects/${projectId}/issues`;

/** The size of the floor page's scroller (the list's area in the 1280×800 viewport, roughly). */
export const VIEWPORT_BODY = { width: 1032, height: 690 } as const;
