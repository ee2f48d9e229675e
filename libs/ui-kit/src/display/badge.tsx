import type { ReactNode } from 'react';
import { cx } from '../internal/cx';

/** Colours of Badge. */
export type BadgeVariant = 'neutral' | 'primary' | 'accent' | 'success' | 'warning' | 'danger';

/** Props of Badge. */
export interface BadgeProps {
  variant?: BadgeVariant;
  size?: 'sm' | 'md';
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A small label for a status, a role or a count. */
export function Badge({ variant = 'neutral', size = 'md', icon, children, className }: BadgeProps) {
  return (
    <span className={cx('ck-badge', `ck-badge--${variant}`, `ck-badge--${size}`, className)}>
      {icon}
      {children}
    </span>
  );
}
