import type { CalendarLayout as CalendarKind, GanttScale, WorkItemDisplayFilters, WorkItemOrderBy } from '@cairn/types';
import type { ListWindow } from '@cairn/state';
import { CalendarLayout } from '../layouts/calendar';
import { GanttLayout } from '../layouts/gantt';
import { KanbanLayout } from '../layouts/kanban';
import { ListLayout } from '../layouts/list';
import { SpreadsheetLayout } from '../layouts/spreadsheet';
import type { GroupedLayoutProps } from '../layouts/grouped-layout-props';
import type { LayoutCommonProps } from '../layouts/layout-props';

/** Draws the chosen layout with the props the view prepared. */
export function LayoutBody(props: {
  display: WorkItemDisplayFilters;
  common: LayoutCommonProps;
  grouped: Omit<GroupedLayoutProps, keyof LayoutCommonProps>;
  /** Quick add in list and kanban (they can ask for the project where projects mix). */
  groupedQuickAdd: boolean;
  orderBy: WorkItemOrderBy;
  weekStart: number;
  onDisplay: (patch: WorkItemDisplayFilters) => void;
  onOrderBy: (orderBy: WorkItemOrderBy) => void;
  onWindowChange: (window: ListWindow) => void;
}) {
  const { display, common } = props;
  const showEmptyGroups = display.show_empty_groups !== false;
  switch (display.layout ?? 'list') {
    case 'kanban':
      return <KanbanLayout {...common} {...props.grouped} canQuickAdd={props.groupedQuickAdd} showEmptyGroups={showEmptyGroups} />;
    case 'spreadsheet':
      return <SpreadsheetLayout {...common} orderBy={props.orderBy} onOrderBy={props.onOrderBy} />;
    case 'calendar':
      return (
        <CalendarLayout
          {...common}
          calendarLayout={display.calendar_layout ?? 'month'}
          onCalendarLayout={(calendar_layout: CalendarKind) => props.onDisplay({ calendar_layout })}
          weekStart={props.weekStart}
          onWindowChange={props.onWindowChange}
        />
      );
    case 'gantt':
      return (
        <GanttLayout
          {...common}
          scale={display.gantt_scale ?? 'month'}
          onScale={(gantt_scale: GanttScale) => props.onDisplay({ gantt_scale })}
          onWindowChange={props.onWindowChange}
        />
      );
    default:
      return <ListLayout {...common} {...props.grouped} canQuickAdd={props.groupedQuickAdd} showEmptyGroups={showEmptyGroups} />;
  }
}
