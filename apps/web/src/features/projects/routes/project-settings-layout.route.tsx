import { Outlet, useLocation, useNavigate } from 'react-router';
import { PROJECT_SETTINGS_TABS } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { canOpenProjectSettingsTab, projectSettingsTabsFor, type ProjectSettingsTab } from '@cairn/state';
import { Tabs } from '@cairn/ui-kit';
import { AreaPage } from '../../../shared/components/AreaPage';
import { NoAccess } from '../components/NoAccess';
import { ProjectGate } from '../components/ProjectGate';
import { ProjectHeading } from '../components/ProjectHeading';
import { useProjectRoute } from '../hooks/use-project';
import { projectSettingsPath } from '../paths';
import '../../../app/styles/settings.css';

/** The settings tab of a pathname under a project's settings root ('' = general). */
export function settingsTabOf(pathname: string, base: string): ProjectSettingsTab | undefined {
  const rest = pathname.slice(base.length).replace(/^\/|\/$/g, '').split('/')[0];
  return PROJECT_SETTINGS_TABS.find((tab) => tab.path === rest)?.key as ProjectSettingsTab | undefined;
}

/**
 * `/:workspaceSlug/projects/:projectId/settings/*`: the tabs the caller's project role may open (spec §2 table) over the
 * chosen tab; a tab the role may not open shows "You don't have access" (the server refuses its calls as well).
 */
export function ProjectSettingsLayoutRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const route = useProjectRoute();
  const base = projectSettingsPath(route.slug, route.projectId);
  const current = settingsTabOf(pathname, base) ?? 'general';
  const tabs = projectSettingsTabsFor(route.role);
  return (
    <AreaPage title={<ProjectHeading slug={route.slug} project={route.project} section={t('projects.settings.title')} />}>
      <ProjectGate route={route}>
        <div className="cw-settings">
          <Tabs
            aria-label={t('projects.settings.title')}
            className="cw-settings__tabs"
            items={tabs.map((tab) => ({ id: tab.key, label: t(`projects.settings.tabs.${tab.key}`) }))}
            value={current}
            onChange={(id) => {
              const tab = tabs.find((x) => x.key === id);
              if (tab) navigate(projectSettingsPath(route.slug, route.projectId, tab.path));
            }}
          />
          <div className="cw-settings__content">{canOpenProjectSettingsTab(route.role, current) ? <Outlet /> : <NoAccess />}</div>
        </div>
      </ProjectGate>
    </AreaPage>
  );
}
