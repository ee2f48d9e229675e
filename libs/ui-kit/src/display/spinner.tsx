import { useT } from '@cairn/i18n';
import { cx } from '../internal/cx';

/** Spinner sizes in pixels: sm 14, md 20, lg 32. */
export type SpinnerSize = 'sm' | 'md' | 'lg';

/** Props of Spinner. */
export interface SpinnerProps {
  size?: SpinnerSize;
  /** Accessible name; defaults to the translated "Loading". Pass decorative to hide it from assistive tech. */
  label?: string;
  decorative?: boolean;
  className?: string;
}

/** An indeterminate loading indicator (role="status"). */
export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const { t } = useT();
  return (
    <span
      className={cx('ck-spinner', `ck-spinner--${size}`, className)}
      role={decorative ? undefined : 'status'}
      aria-label={decorative ? undefined : (label ?? t('ui.spinner.label'))}
      aria-hidden={decorative ? true : undefined}
    />
  );
}
