import type { ReactNode } from 'react';
import { cx } from '../internal/cx';

/** Props of EmptyState. */
export interface EmptyStateProps {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Usually a Button; a second one can follow via secondaryAction. */
  action?: ReactNode;
  secondaryAction?: ReactNode;
  size?: 'sm' | 'md';
  className?: string;
}

/** What a list or screen shows when it has nothing yet, with a way forward. */
export function EmptyState({ icon, title, description, action, secondaryAction, size = 'md', className }: EmptyStateProps) {
  return (
    <div className={cx('ck-empty', `ck-empty--${size}`, className)}>
      {icon && (
        <div className="ck-empty__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <h3 className="ck-empty__title">{title}</h3>
      {description && <p className="ck-empty__description">{description}</p>}
      {(action || secondaryAction) && (
        <div className="ck-empty__actions">
          {action}
          {secondaryAction}
        </div>
      )}
    </div>
  );
}
