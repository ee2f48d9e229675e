import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cx } from '../internal/cx';

/** Props of Card: div attributes plus an optional header (title, description, actions) and footer. */
export interface CardProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  title?: ReactNode;
  description?: ReactNode;
  /** Buttons at the right of the header. */
  actions?: ReactNode;
  footer?: ReactNode;
  padding?: 'none' | 'sm' | 'md' | 'lg';
}

/** A bordered surface grouping related content (a settings section, a form, a list). */
export function Card({ title, description, actions, footer, padding = 'md', className, children, ...rest }: CardProps) {
  const hasHeader = title != null || description != null || actions != null;
  return (
    <div className={cx('ck-card', `ck-card--pad-${padding}`, className)} {...rest}>
      {hasHeader && (
        <div className="ck-card__header">
          <div className="ck-card__heading">
            {title != null && <h3 className="ck-card__title">{title}</h3>}
            {description != null && <p className="ck-card__description">{description}</p>}
          </div>
          {actions != null && <div className="ck-card__actions">{actions}</div>}
        </div>
      )}
      {children != null && <div className="ck-card__body">{children}</div>}
      {footer != null && <div className="ck-card__footer">{footer}</div>}
    </div>
  );
}
