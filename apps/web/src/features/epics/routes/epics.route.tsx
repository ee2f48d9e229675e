import { useState } from 'react';
import { useT } from '@cairn/i18n';
import { ROLE } from '@cairn/types';
import type { ListContext } from '@cairn/state';
import { Button, PlusIcon } from '@cairn/ui-kit';
import { AreaPage } from '../../../shared/components/AreaPage';
import { ProjectGate, ProjectHeading, useProjectRoute } from '../../projects';
import { WorkItemListView } from '../../work-item-lists';
import { CreateWorkItemModal } from '../../work-items';
import '../epics.css';

/**
 * `/:workspaceSlug/projects/:projectId/epics`: the project's epics (the epics list context, every layout, settings in
 * epics-user-properties); admins and members create one with "New epic".
 */
export function EpicsRoute() {
  const { t } = useT();
  const route = useProjectRoute();
  const { slug, projectId, role } = route;
  const [creating, setCreating] = useState(false);
  const canCreate = role !== undefined && role >= ROLE.MEMBER;
  const ctx: ListContext = { kind: 'epics', projectId };
  return (
    <AreaPage
      title={<ProjectHeading slug={slug} project={route.project} section={t('epics.title')} />}
      actions={canCreate ? (
        <Button size="sm" leftIcon={<PlusIcon size={14} />} onClick={() => setCreating(true)}>
          {t('epics.new')}
        </Button>
      ) : undefined}
    >
      <ProjectGate route={route}>
        <WorkItemListView slug={slug} ctx={ctx} projectRole={role} onCreate={canCreate ? () => setCreating(true) : undefined} />
      </ProjectGate>
      {canCreate ? <CreateWorkItemModal slug={slug} projectId={projectId} type="epics" open={creating} onClose={() => setCreating(false)} /> : null}
    </AreaPage>
  );
}
