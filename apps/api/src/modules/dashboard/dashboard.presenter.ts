import type { HomeWidget, HomeWidgetKey } from '@cairn/types';
import type { DashboardWidgetRow } from '../../data/repositories/dashboards.repository';

/** A widget row on the wire (HomeWidget). */
export function presentWidget(row: DashboardWidgetRow): HomeWidget {
  return { id: row.id, key: row.key as HomeWidgetKey, is_enabled: row.is_enabled, sort_order: row.sort_order, widget_filters: row.widget_filters };
}
