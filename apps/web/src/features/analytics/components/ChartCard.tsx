import type { ReactNode } from 'react';
import { CsvButton, AnalyticsTableView } from './AnalyticsTableView';
import type { AnalyticsTable } from '../hooks/analytics-tables';

/** A section holding a chart, its "Download CSV" and the table of its numbers (both once there is an answer). */
export function ChartCard(props: { title: string; table?: AnalyticsTable; formatNumber: (value: number) => string; controls?: ReactNode; children?: ReactNode }) {
  return (
    <section className="cw-analytics-card" aria-label={props.title}>
      <header className="cw-analytics-card__header">
        <h2 className="cw-analytics-card__title">{props.title}</h2>
        {props.table && <CsvButton table={props.table} />}
      </header>
      {props.controls}
      {props.children}
      {props.table && <AnalyticsTableView table={props.table} formatNumber={props.formatNumber} />}
    </section>
  );
}
