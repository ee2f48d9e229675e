import { NavLink, useLocation } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectMyTeamspaces, useAppStore } from '@cairn/state';
import { SidebarItem, SidebarSection, UsersIcon } from '@cairn/ui-kit';
import { useTeamspaces } from '../hooks/use-teamspaces';
import { teamspacePath, teamspacesPath } from '../paths';

/**
 * The sidebar's "Teamspaces": the teams the user is a member of (each opening its page) and the link to every team.
 * Collapsed, one icon links to the teamspaces page.
 */
export function SidebarTeamspaces(props: { slug: string; collapsed: boolean; sectionCollapsed: boolean; onToggleSection: () => void; onNavigate?: () => void }) {
  const { t } = useT();
  const { pathname } = useLocation();
  useTeamspaces(props.slug);
  const mine = useAppStore((s) => selectMyTeamspaces(s, props.slug));
  const all = teamspacesPath(props.slug);
  const browse = (
    <SidebarItem
      icon={<UsersIcon size={16} />}
      label={props.collapsed ? t('teamspaces.title') : t('teamspaces.sidebar.browse')}
      collapsed={props.collapsed}
      active={pathname === all}
      renderLink={(p) => <NavLink to={all} end onClick={props.onNavigate} {...p} />}
    />
  );
  if (props.collapsed) return <div className="cw-sidebar-group">{browse}</div>;
  return (
    <SidebarSection title={t('teamspaces.title')} collapsed={props.sectionCollapsed} onToggle={props.onToggleSection}>
      {mine.map((team) => {
        const to = teamspacePath(props.slug, team.id);
        return (
          <SidebarItem
            key={team.id}
            icon={<UsersIcon size={16} />}
            label={team.name}
            active={pathname === to || pathname.startsWith(`${to}/`)}
            renderLink={(p) => <NavLink to={to} onClick={props.onNavigate} {...p} />}
          />
        );
      })}
      {browse}
    </SidebarSection>
  );
}
