import { useId, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { useT } from '@cairn/i18n';
import { cx } from '../internal/cx';
import { Tooltip } from '../overlay/tooltip';
import { ChevronRightIcon, SidebarIcon } from '../icons/icons';

/** Props of Sidebar. */
export interface SidebarProps {
  collapsed?: boolean;
  /** Accessible name of the navigation landmark; defaults to "Main navigation". */
  'aria-label'?: string;
  header?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** The app's side navigation column: a fixed header, a scrolling middle and a fixed footer. */
export function Sidebar({ collapsed = false, header, footer, children, className, ...aria }: SidebarProps) {
  const { t } = useT();
  return (
    <nav className={cx('ck-sidebar', collapsed && 'ck-sidebar--collapsed', className)} aria-label={aria['aria-label'] ?? t('ui.sidebar.navigation')}>
      {header && <div className="ck-sidebar__header">{header}</div>}
      <div className="ck-sidebar__content">{children}</div>
      {footer && <div className="ck-sidebar__footer">{footer}</div>}
    </nav>
  );
}

/** What SidebarItem hands to `renderLink` so a router link can be drawn with the same look. */
export interface SidebarLinkRenderProps {
  className: string;
  'aria-current': 'page' | undefined;
  'aria-label': string | undefined;
  children: ReactNode;
}

/** Props of SidebarItem. Give `href`, `onClick` or `renderLink` (e.g. a react-router NavLink). */
export interface SidebarItemProps {
  icon?: ReactNode;
  label: string;
  active?: boolean;
  /** Icon only, with the label as tooltip and accessible name. */
  collapsed?: boolean;
  href?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  renderLink?: (props: SidebarLinkRenderProps) => ReactElement;
  /** Count or badge at the right end (hidden when collapsed). */
  badge?: ReactNode;
  /** Hover actions at the right end, e.g. a Menu (hidden when collapsed). */
  actions?: ReactNode;
  className?: string;
}

/** One navigation entry of the sidebar; marks itself aria-current="page" when active. */
export function SidebarItem({ icon, label, active = false, collapsed = false, href, onClick, renderLink, badge, actions, className }: SidebarItemProps) {
  const linkProps: SidebarLinkRenderProps = {
    className: cx('ck-sidebar-item__link', active && 'ck-sidebar-item__link--active'),
    'aria-current': active ? 'page' : undefined,
    'aria-label': collapsed ? label : undefined,
    children: (
      <>
        {icon && <span className="ck-sidebar-item__icon">{icon}</span>}
        {!collapsed && <span className="ck-sidebar-item__label">{label}</span>}
        {!collapsed && badge != null && <span className="ck-sidebar-item__badge">{badge}</span>}
      </>
    ),
  };
  let link: ReactElement;
  if (renderLink) link = renderLink(linkProps);
  else if (href) link = <a href={href} onClick={onClick} {...linkProps} />;
  else link = <button type="button" onClick={onClick} {...linkProps} />;

  return (
    <div className={cx('ck-sidebar-item', active && 'ck-sidebar-item--active', collapsed && 'ck-sidebar-item--collapsed', className)}>
      {collapsed ? (
        <Tooltip content={label} placement="right">
          {link}
        </Tooltip>
      ) : (
        link
      )}
      {!collapsed && actions && <span className="ck-sidebar-item__actions">{actions}</span>}
    </div>
  );
}

/** Props of SidebarSection. Without onToggle the header is a plain heading. */
export interface SidebarSectionProps {
  title: string;
  collapsed?: boolean;
  onToggle?: () => void;
  /** Buttons at the right of the header (e.g. "+" to create a project). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled group of sidebar items that can fold away. */
export function SidebarSection({ title, collapsed = false, onToggle, actions, children, className }: SidebarSectionProps) {
  const { t } = useT();
  const contentId = useId();
  return (
    <section className={cx('ck-sidebar-section', collapsed && 'ck-sidebar-section--collapsed', className)} aria-label={title}>
      <div className="ck-sidebar-section__header">
        {onToggle ? (
          <button
            type="button"
            className="ck-sidebar-section__toggle"
            aria-expanded={!collapsed}
            aria-controls={contentId}
            title={t(collapsed ? 'ui.sidebar.expand_section' : 'ui.sidebar.collapse_section', { title })}
            onClick={onToggle}
          >
            <span className="ck-sidebar-section__title">{title}</span>
            <ChevronRightIcon className="ck-sidebar-section__chevron" size={14} />
          </button>
        ) : (
          <span className="ck-sidebar-section__title">{title}</span>
        )}
        {actions && <span className="ck-sidebar-section__actions">{actions}</span>}
      </div>
      <div id={contentId} className="ck-sidebar-section__content" hidden={collapsed}>
        {children}
      </div>
    </section>
  );
}

/** Props of SidebarCollapseButton. */
export interface SidebarCollapseButtonProps {
  collapsed: boolean;
  onToggle: () => void;
  className?: string;
}

/** The button that folds the whole sidebar to icons and back. */
export function SidebarCollapseButton({ collapsed, onToggle, className }: SidebarCollapseButtonProps) {
  const { t } = useT();
  const label = t(collapsed ? 'ui.sidebar.expand' : 'ui.sidebar.collapse');
  return (
    <button type="button" className={cx('ck-sidebar-collapse', className)} aria-label={label} aria-expanded={!collapsed} title={label} onClick={onToggle}>
      <SidebarIcon />
    </button>
  );
}
