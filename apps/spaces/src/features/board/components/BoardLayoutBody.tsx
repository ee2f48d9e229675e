import type { PublishLayout } from '@cairn/types';
import { ListLayout } from '../layouts/ListLayout';
import { KanbanLayout } from '../layouts/KanbanLayout';
import { CalendarLayout } from '../layouts/CalendarLayout';
import { SpreadsheetLayout } from '../layouts/SpreadsheetLayout';
import { GanttLayout } from '../layouts/GanttLayout';

/** The chosen layout's body. */
export function BoardLayoutBody({ layout }: { layout: PublishLayout }) {
  switch (layout) {
    case 'kanban':
      return <KanbanLayout />;
    case 'calendar':
      return <CalendarLayout />;
    case 'spreadsheet':
      return <SpreadsheetLayout />;
    case 'gantt':
      return <GanttLayout />;
    default:
      return <ListLayout />;
  }
}
