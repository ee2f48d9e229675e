import type {
  CalendarLayout, GanttScale, WorkItem, WorkItemCreate, WorkItemDisplayProperties, WorkItemOrderBy, WorkItemUpdate,
} from '@cairn/types';
import type { ProjectOptions } from '../../work-items';
import type { BulkSelection } from '../hooks/use-bulk-selection';

/**
 * What every layout receives from the list view (the one place that reads the store): the items in order, paging,
 * the pickers' options per project, the display properties and callbacks. Layouts never read the store themselves.
 */
export interface LayoutCommonProps {
  /** The items to show, in the list's order (flat layouts) — grouped layouts get groups instead. */
  items: readonly WorkItem[];
  totalCount: number;
  hasMore: boolean;
  /** A page is loading (first page or the next one). */
  loading: boolean;
  onLoadMore: () => void;
  /** States, labels, people and estimate points of an item's project (workspace lists mix projects). */
  optionsFor: (projectId: string) => ProjectOptions;
  /** `PROJ-12` of an item. */
  keyOf: (item: WorkItem) => string;
  displayProperties: WorkItemDisplayProperties;
  /** Inline editing allowed (spec §6: not in workspace drafts; guests never). */
  canEdit: boolean;
  onUpdate: (item: WorkItem, patch: WorkItemUpdate) => void;
  /** Opens the peek (?peekId=). */
  onOpen: (item: WorkItem) => void;
  /** Quick add allowed here (spec §6). */
  canQuickAdd: boolean;
  /** Creates an item with the name and the preset the layout knows (a date cell, a group), in `projectId` where projects mix. */
  onQuickAdd: (name: string, preset: Partial<WorkItemCreate>, projectId?: string) => void;
  /** Where projects mix (profile lists), the projects a quick add may go to: the field offers a choice; undefined otherwise. */
  quickAddProjects?: readonly { value: string; label: string }[];
  /** Bulk selection (list and spreadsheet draw a checkbox per row); undefined where the list cannot be edited. */
  selection?: BulkSelection;
}

/** The spreadsheet: virtualised rows, sticky first column, inline editing of every property, column sort. */
export interface SpreadsheetLayoutProps extends LayoutCommonProps {
  orderBy: WorkItemOrderBy;
  onOrderBy: (orderBy: WorkItemOrderBy) => void;
}

/** The calendar: month or week; dragging a card to a day sets its target_date. */
export interface CalendarLayoutProps extends LayoutCommonProps {
  calendarLayout: CalendarLayout;
  onCalendarLayout: (layout: CalendarLayout) => void;
  /** 0 = Sunday … 6 = Saturday (the profile's start_of_the_week). */
  weekStart: number;
  /** The days shown changed: the view loads the items whose target_date falls in [from, to] (YYYY-MM-DD). */
  onWindowChange: (window: { from: string; to: string }) => void;
}

/** The gantt/timeline: week, month, quarter scales; drag a block to move both dates, drag an edge to resize. */
export interface GanttLayoutProps extends LayoutCommonProps {
  scale: GanttScale;
  onScale: (scale: GanttScale) => void;
  onWindowChange: (window: { from: string; to: string }) => void;
}
