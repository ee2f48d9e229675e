import { NavLink, useLocation } from 'react-router';
import { ROLE, type Workspace } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { selectMyWorkspaceRole, useAppStore } from '@cairn/state';
import { Button, HomeIcon, PlusIcon, Sidebar, SidebarCollapseButton, SidebarItem, SidebarSection, Tooltip } from '@cairn/ui-kit';
import { workspaceArea, type WorkspaceArea } from '../areas';
import { areaIcon } from './area-icons';
import { WorkspaceSwitcher } from './WorkspaceSwitcher';
import { UserMenu } from './UserMenu';
import { UpgradeCard } from './UpgradeCard';
import { SidebarProjects } from './SidebarProjects';
import { SidebarFavoritesSection } from '../../favorites';
import { preloadGlobalCreate, useGlobalCreate } from './SidebarCreateWorkItem';
import { SidebarTeamspaces } from '../../teamspaces';
import { useUnreadCounts } from '../../inbox';

const TOP: WorkspaceArea['key'][] = ['your_work', 'inbox'];
const WORKSPACE_SECTION: WorkspaceArea['key'][] = ['projects', 'views', 'cycles', 'analytics', 'drafts'];

/** Section ids kept in the sidebar preferences. */
export const SIDEBAR_SECTIONS = { workspace: 'workspace', projects: 'projects', favorites: 'favorites', teamspaces: 'teamspaces' } as const;

/**
 * The workspace's navigation: switcher, New work item, Home/Your work/Inbox, Workspace, the joined projects (each with its
 * pages), favorite projects, Pro card.
 */
export function WorkspaceSidebar(props: {
  workspace: Workspace;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  isSectionCollapsed: (id: string) => boolean;
  onToggleSection: (id: string) => void;
  onNavigate?: () => void;
}) {
  const { t } = useT();
  const { pathname } = useLocation();
  const base = `/${props.workspace.slug}`;
  const { collapsed } = props;
  const myRole = useAppStore((s) => selectMyWorkspaceRole(s, props.workspace.slug)) ?? props.workspace.role;
  // The Inbox's unread count (read once per workspace, then kept live by the stream's notification events).
  const unread = useUnreadCounts(props.workspace.slug).total_unread_notifications_count;

  const item = (key: WorkspaceArea['key']) => {
    const area = workspaceArea(key);
    const to = `${base}/${area.path}`;
    return (
      <SidebarItem
        key={key}
        icon={areaIcon(key)}
        label={t(area.labelKey)}
        collapsed={collapsed}
        active={pathname === to || pathname.startsWith(`${to}/`)}
        badge={key === 'inbox' && unread > 0 ? <><span aria-hidden="true">{unread > 99 ? '99+' : unread}</span><span className="ck-visually-hidden">{t('inbox.sidebar_badge', { count: unread })}</span></> : undefined}
        renderLink={(p) => <NavLink to={to} onClick={props.onNavigate} {...p} />}
      />
    );
  };

  const section = (id: string, titleKey: string, keys: WorkspaceArea['key'][]) =>
    collapsed ? (
      <div className="cw-sidebar-group" key={id}>
        {keys.map(item)}
      </div>
    ) : (
      <SidebarSection key={id} title={t(titleKey)} collapsed={props.isSectionCollapsed(id)} onToggle={() => props.onToggleSection(id)}>
        {keys.map(item)}
      </SidebarSection>
    );

  // "New work item" opens the create dialog with a project picker, from any page (C too, outside a project's screens).
  const globalCreate = useGlobalCreate(props.workspace.slug);
  const newWorkItem = () => {
    globalCreate.openCreate();
    props.onNavigate?.();
  };

  return (
    <Sidebar
      collapsed={collapsed}
      className="cw-sidebar"
      header={
        <div className={collapsed ? 'cw-sidebar__header cw-sidebar__header--collapsed' : 'cw-sidebar__header'}>
          <WorkspaceSwitcher workspace={props.workspace} compact={collapsed} />
          <div className="cw-sidebar__header-actions">
            <UserMenu workspaceSlug={props.workspace.slug} />
            <SidebarCollapseButton collapsed={collapsed} onToggle={props.onToggleCollapsed} className="cw-sidebar__collapse" />
          </div>
        </div>
      }
      footer={collapsed ? null : <UpgradeCard />}
    >
      <div className="cw-sidebar__new">
        {collapsed ? (
          <Tooltip content={t('sidebar.new_work_item')} placement="right">
            <Button variant="primary" size="md" aria-label={t('sidebar.new_work_item')} leftIcon={<PlusIcon size={16} />} onClick={newWorkItem} onPointerEnter={preloadGlobalCreate} onFocus={preloadGlobalCreate} className="cw-sidebar__new-icon" />
          </Tooltip>
        ) : (
          <Button variant="primary" fullWidth leftIcon={<PlusIcon size={16} />} onClick={newWorkItem} onPointerEnter={preloadGlobalCreate} onFocus={preloadGlobalCreate}>
            {t('sidebar.new_work_item')}
          </Button>
        )}
      </div>
      <div className="cw-sidebar-group">
        <SidebarItem
          icon={<HomeIcon size={16} />}
          label={t('sidebar.home')}
          collapsed={collapsed}
          active={pathname === base || pathname === `${base}/`}
          renderLink={(p) => <NavLink to={base} end onClick={props.onNavigate} {...p} />}
        />
        {TOP.map(item)}
      </div>
      {section(SIDEBAR_SECTIONS.workspace, 'sidebar.workspace', WORKSPACE_SECTION)}
      <SidebarTeamspaces
        slug={props.workspace.slug}
        collapsed={collapsed}
        sectionCollapsed={props.isSectionCollapsed(SIDEBAR_SECTIONS.teamspaces)}
        onToggleSection={() => props.onToggleSection(SIDEBAR_SECTIONS.teamspaces)}
        onNavigate={props.onNavigate}
      />
      <SidebarProjects
        slug={props.workspace.slug}
        collapsed={collapsed}
        sectionCollapsed={props.isSectionCollapsed(SIDEBAR_SECTIONS.projects)}
        onToggleSection={() => props.onToggleSection(SIDEBAR_SECTIONS.projects)}
        canCreate={(myRole ?? 0) >= ROLE.MEMBER}
        onNavigate={props.onNavigate}
      />
      {collapsed ? null : (
        <SidebarFavoritesSection
          slug={props.workspace.slug}
          sectionCollapsed={props.isSectionCollapsed(SIDEBAR_SECTIONS.favorites)}
          onToggleSection={() => props.onToggleSection(SIDEBAR_SECTIONS.favorites)}
          onNavigate={props.onNavigate}
        />
      )}
      {globalCreate.dialog}
    </Sidebar>
  );
}
