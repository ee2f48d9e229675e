import { useT } from '@cairn/i18n';
import { Avatar } from '@cairn/ui-kit';
import { useDurationText } from '../hooks/use-time-tracking';
import './time-tracking.css';

/** One row of a time breakdown: a member (or an item) and their minutes. */
export interface TimeBreakdownRow {
  id: string;
  name: string;
  /** Members get an avatar; items none. */
  avatarUrl?: string | null;
  avatar?: boolean;
  minutes: number;
}

/** Rows of name, a bar (share of the largest) and the duration — like the cycle/module BreakdownList, for time. */
export function TimeBreakdown(props: { rows: readonly TimeBreakdownRow[]; label: string; emptyMessage?: string }) {
  const { t } = useT();
  const duration = useDurationText();
  if (props.rows.length === 0) return props.emptyMessage ? <p className="cw-time__muted">{props.emptyMessage}</p> : null;
  const max = Math.max(...props.rows.map((r) => r.minutes), 1);
  return (
    <ul className="cw-time-breakdown" aria-label={props.label}>
      {props.rows.map((row) => (
        <li key={row.id} className="cw-time-breakdown__row">
          <span className="cw-time-breakdown__who" aria-hidden="true">
            {row.avatar === false ? null : <Avatar size="xs" name={row.name} colorSeed={row.id} src={row.avatarUrl} />}
            <span className="cw-time-breakdown__name" title={row.name}>
              {row.name}
            </span>
          </span>
          <span className="cw-time-breakdown__track" aria-hidden="true">
            <span className="cw-time-breakdown__fill" style={{ width: `${Math.round((row.minutes / max) * 100)}%` }} />
          </span>
          <span className="cw-time-breakdown__value" aria-hidden="true">
            {duration(row.minutes)}
          </span>
          <span className="ck-visually-hidden">{t('time_tracking.member_share', { name: row.name, duration: duration(row.minutes) })}</span>
        </li>
      ))}
    </ul>
  );
}
