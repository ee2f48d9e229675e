import { useNavigate, useParams } from 'react-router';
import { useT } from '@cairn/i18n';
import { canEditProjectSettingsTab } from '@cairn/state';
import { Button, EmptyState, SettingsIcon } from '@cairn/ui-kit';
import { AreaPage } from '../../../shared/components/AreaPage';
import { areaIcon } from '../../workspace';
import { ProjectGate } from '../components/ProjectGate';
import { ProjectHeading } from '../components/ProjectHeading';
import { useProjectRoute } from '../hooks/use-project';
import { projectSettingsPath } from '../paths';
import { projectSectionOf } from '../project-sections';

/**
 * `/:workspaceSlug/projects/:projectId` and its pages (issues, cycles, modules, views, pages, intake): work items arrive
 * with a later release, so each shows a real empty state with the way to the project's settings.
 */
export function ProjectPageRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const { section: sectionPath } = useParams();
  const route = useProjectRoute();
  const section = projectSectionOf(sectionPath);
  const turnedOff = section.toggle !== undefined && route.project !== undefined && !route.project[section.toggle];
  const toSettings = (tab = '') => navigate(projectSettingsPath(route.slug, route.projectId, tab));
  const isWorkItems = section.key === 'work_items';
  return (
    <AreaPage
      title={<ProjectHeading slug={route.slug} project={route.project} section={isWorkItems ? undefined : t(section.labelKey)} />}
      actions={
        route.role !== undefined ? (
          <Button size="sm" variant="outline" leftIcon={<SettingsIcon size={14} />} onClick={() => toSettings()}>
            {t('projects.settings.title')}
          </Button>
        ) : undefined
      }
    >
      <ProjectGate route={route}>
        {turnedOff ? (
          <EmptyState
            icon={areaIcon(section.key, 32)}
            title={t('projects.page.feature_off_title', { feature: t(section.labelKey) })}
            description={t('projects.page.feature_off_description')}
            action={
              canEditProjectSettingsTab(route.role, 'features') ? (
                <Button variant="outline" onClick={() => toSettings('features')}>
                  {t('projects.page.open_features')}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <EmptyState
              icon={areaIcon(section.key, 32)}
              title={isWorkItems ? t('projects.page.empty_title') : t(`projects.page.sections.${section.key}.title`)}
              description={isWorkItems ? t('projects.page.empty_description') : t(`projects.page.sections.${section.key}.description`)}
              action={
                <Button variant="outline" onClick={() => toSettings()}>
                  {t('projects.page.open_settings')}
                </Button>
              }
            />
            {isWorkItems ? null : <p className="cw-area__later">{t('workspace.areas.later_release')}</p>}
          </>
        )}
      </ProjectGate>
    </AreaPage>
  );
}
