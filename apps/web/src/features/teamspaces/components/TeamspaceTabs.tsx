import { NavLink } from 'react-router';
import { useT } from '@cairn/i18n';
import { teamspacePath, teamspaceViewsPath } from '../paths';

/** The team page's two tabs, as links: "Work items" (the team's list) and "Views" (its saved views). */
export function TeamspaceTabs(props: { slug: string; teamspaceId: string; active: 'work_items' | 'views' }) {
  const { t } = useT();
  const tab = (key: 'work_items' | 'views', to: string) => (
    <NavLink
      to={to}
      end
      className={props.active === key ? 'cw-team-tabs__tab cw-team-tabs__tab--active' : 'cw-team-tabs__tab'}
      aria-current={props.active === key ? 'page' : undefined}
    >
      {t(`teamspaces.tabs.${key}`)}
    </NavLink>
  );
  return (
    <nav className="cw-team-tabs" aria-label={t('teamspaces.tabs.label')}>
      {tab('work_items', teamspacePath(props.slug, props.teamspaceId))}
      {tab('views', teamspaceViewsPath(props.slug, props.teamspaceId))}
    </nav>
  );
}
