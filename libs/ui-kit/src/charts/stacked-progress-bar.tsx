import { useT } from '@cairn/i18n';
import { cx } from '../internal/cx';
import { numberFormatter } from './chart-format';

/** One part of a StackedProgressBar (a state group, for instance). */
export interface ProgressSegment {
  id: string;
  label: string;
  value: number;
  /** Any CSS colour; the kit's state-group tokens are `var(--ck-color-state-<group>)`. */
  color: string;
}

/** Props of StackedProgressBar. */
export interface StackedProgressBarProps {
  segments: ReadonlyArray<ProgressSegment>;
  /** The whole the segments are parts of (default: their sum). */
  total?: number;
  /** The headline shown above the bar and used as its accessible name ("8 of 20 completed"). */
  label?: string;
  /** Show the legend (label and value per segment); otherwise it is only read by screen readers. */
  showLegend?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}

/** A horizontal bar split into coloured segments (progress by state group) with a readable legend of the numbers. */
export function StackedProgressBar({ segments, total, label, showLegend = false, size = 'md', className }: StackedProgressBarProps) {
  const { locale: language } = useT();
  const n = numberFormatter(language);
  const whole = total ?? segments.reduce((sum, s) => sum + s.value, 0);
  const share = (value: number) => (whole > 0 ? (Math.max(0, value) / whole) * 100 : 0);
  const listText = segments.map((s) => `${s.label}: ${n(s.value)}`).join(', ');
  return (
    <div className={cx('ck-stacked-progress', `ck-stacked-progress--${size}`, className)}>
      {label && (
        <div className="ck-stacked-progress__label" aria-hidden="true">
          {label}
        </div>
      )}
      <div className="ck-stacked-progress__bar" role="img" aria-label={label ?? listText}>
        {segments.map((s) =>
          s.value > 0 ? (
            <span
              key={s.id}
              className="ck-stacked-progress__segment"
              title={`${s.label}: ${n(s.value)}`}
              style={{ width: `${share(s.value)}%`, background: s.color }}
            />
          ) : null,
        )}
      </div>
      <ul className={cx('ck-stacked-progress__legend', !showLegend && 'ck-visually-hidden')}>
        {segments.map((s) => (
          <li key={s.id} className="ck-stacked-progress__item">
            <span className="ck-stacked-progress__swatch" style={{ background: s.color }} aria-hidden="true" />
            <span className="ck-stacked-progress__name">{s.label}</span>
            <span className="ck-stacked-progress__value">{n(s.value)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
