import type { CalendarLayout as CalendarKind, GanttScale, WorkItemDisplayFilters, WorkItemOrderBy } from '@cairn/types';
import type { ListWindow } from '@cairn/state';
import { Suspense } from 'react';
import { ListLayout } from '../layouts/list';
import {
  LazyCalendarLayout as CalendarLayout, LazyGanttLayout as GanttLayout, LazyKanbanLayout as KanbanLayout, LazySpreadsheetLayout as SpreadsheetLayout,
} from '../layouts/lazy-layouts';
import type { GroupedLayoutProps } from '../layouts/grouped-layout-props';
import type { LayoutCommonProps } from '../layouts/layout-props';
import { ListSkeleton } from './ListStates';

type LayoutBodyProps = {
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
};

/**
 * Draws the chosen layout with the props the view prepared. Layouts other than the list are lazy chunks (B8): while
 * one loads (a layout switch; boot preloads the stored one) the list's skeleton stands in.
 */
export function LayoutBody(props: LayoutBodyProps) {
  return (
    <Suspense fallback={<ListSkeleton />}>
      <ChosenLayout {...props} />
    </Suspense>
  );
}

function ChosenLayout(props: LayoutBodyProps) {
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
