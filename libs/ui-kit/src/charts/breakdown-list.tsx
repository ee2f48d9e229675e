import type { ReactNode } from 'react';
import { useT } from '@cairn/i18n';
import { cx } from '../internal/cx';
import { numberFormatter } from './chart-format';

/** One row of a BreakdownList: an assignee, a label… with its completed and total amounts. */
export interface BreakdownRow {
  id: string;
  name: string;
  /** Drawn before the name: an Avatar, a label's colour dot. */
  leading?: ReactNode;
  completed: number;
  total: number;
  /** Colour of the row's bar (default the primary colour). */
  color?: string;
}

/** Props of BreakdownList. */
export interface BreakdownListProps {
  rows: ReadonlyArray<BreakdownRow>;
  /** Accessible name of the list ("Assignees"). */
  'aria-label'?: string;
  /** Shown instead of the list when there are no rows. */
  emptyMessage?: ReactNode;
  className?: string;
}

/** Rows of name, completed/total and a horizontal bar: the assignee and label breakdowns of a cycle or module. */
export function BreakdownList({ rows, emptyMessage, className, ...aria }: BreakdownListProps) {
  const { t, locale: language } = useT();
  const n = numberFormatter(language);
  if (rows.length === 0) return <p className={cx('ck-breakdown__empty', className)}>{emptyMessage ?? t('ui.chart.empty')}</p>;
  return (
    <ul className={cx('ck-breakdown', className)} aria-label={aria['aria-label']}>
      {rows.map((row) => {
        const percent = row.total > 0 ? Math.round((Math.min(row.completed, row.total) / row.total) * 100) : 0;
        return (
          <li key={row.id} className="ck-breakdown__row">
            <span className="ck-breakdown__who">
              {row.leading && (
                <span className="ck-breakdown__leading" aria-hidden="true">
                  {row.leading}
                </span>
              )}
              <span className="ck-breakdown__name" title={row.name}>
                {row.name}
              </span>
            </span>
            <span className="ck-breakdown__track" aria-hidden="true">
              <span className="ck-breakdown__fill" style={{ width: `${percent}%`, background: row.color }} />
            </span>
            <span className="ck-breakdown__value" aria-hidden="true">
              {n(row.completed)}/{n(row.total)}
            </span>
            <span className="ck-visually-hidden">{t('ui.chart.completed_of', { completed: n(row.completed), total: n(row.total) })}</span>
          </li>
        );
      })}
    </ul>
  );
}
