import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '@cairn/i18n';
import { ArchiveIcon, ChartIcon, DraftIcon, IconButton, Menu, MoreHorizontalIcon, SettingsIcon, WorkItemsIcon } from '@cairn/ui-kit';
import type { ListContext } from '@cairn/state';
import { AreaPage } from '../../../shared/components/AreaPage';
import { ProjectGate, ProjectHeading, useProjectRoute, projectSettingsPath } from '../../projects';
import { workItemsPath } from '../../work-items';
import { projectAnalyticsPath } from '../../analytics';
import { archivedWorkItemsPath, projectDraftsPath } from '../paths';
import { WorkItemListView } from './WorkItemListView';

/**
 * The frame of a project's lists (live, archived, drafts): the project heading with the list's name, the settings
 * button, a menu to the other lists of the project, extra actions, and the gated list view.
 */
export function ProjectListPage(props: { kind: 'project' | 'archived' | 'draft'; section: string; actions?: ReactNode; onCreate?: () => void }) {
  const { t } = useT();
  const navigate = useNavigate();
  const route = useProjectRoute();
  const { slug, projectId } = route;
  const ctx: ListContext = { kind: props.kind, projectId };
  const canRead = route.role !== undefined;
  const others = [
    { id: 'project', label: t('work_item_lists.pages.project'), icon: <WorkItemsIcon size={14} />, onClick: () => navigate(workItemsPath(slug, projectId)) },
    { id: 'archived', label: t('work_item_lists.pages.archived'), icon: <ArchiveIcon size={14} />, onClick: () => navigate(archivedWorkItemsPath(slug, projectId)) },
    { id: 'draft', label: t('work_item_lists.pages.draft'), icon: <DraftIcon size={14} />, onClick: () => navigate(projectDraftsPath(slug, projectId)) },
    { id: 'analytics', label: t('analytics.open_project_analytics'), icon: <ChartIcon size={14} />, onClick: () => navigate(projectAnalyticsPath(slug, projectId)) },
  ].filter((entry) => entry.id !== props.kind);
  const actions = canRead ? (
    <>
      <Menu trigger={<MoreHorizontalIcon size={14} />} triggerLabel={t('work_item_lists.pages.other_lists')} triggerClassName="cw-wil-page-menu" items={others} align="end" />
      <IconButton
        size="sm"
        icon={<SettingsIcon size={14} />}
        aria-label={t('projects.page.open_settings')}
        title={t('projects.page.open_settings')}
        onClick={() => navigate(projectSettingsPath(slug, projectId))}
      />
      {props.actions}
    </>
  ) : undefined;
  return (
    <AreaPage title={<ProjectHeading slug={slug} project={route.project} section={props.section} />} actions={actions}>
      <ProjectGate route={route}>
        <WorkItemListView slug={slug} ctx={ctx} projectRole={route.role} onCreate={props.onCreate} />
      </ProjectGate>
    </AreaPage>
  );
}
