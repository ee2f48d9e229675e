import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectProject, selectWorkItemByIdentifier, useAppStore, useStoreApi } from '@cairn/state';
import { Spinner } from '@cairn/ui-kit';
import { AreaPage } from '../../../shared/components/AreaPage';
import { ProjectHeading } from '../../projects';
import { ProjectCreateScope } from '../components/ProjectCreateScope';
import { WorkItemDetail } from '../components/WorkItemDetail';
import { WorkItemNotFound } from '../components/WorkItemNotFound';
import { parseWorkItemKey, workItemsPath } from '../paths';
import '../work-items.css';

/** `/:workspaceSlug/browse/:identifier` (PROJ-12): the full page of a work item. */
export function WorkItemDetailRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const { workspaceSlug: slug = '', identifier: raw = '' } = useParams();
  const parsed = parseWorkItemKey(raw);
  const storeApi = useStoreApi();
  const item = useAppStore((s) => (parsed ? selectWorkItemByIdentifier(s, parsed.identifier, parsed.sequence) : undefined));
  const project = useAppStore((s) => (item ? selectProject(s, item.project_id) : undefined));
  const [failed, setFailed] = useState(false);
  const identifier = parsed?.identifier;
  const sequence = parsed?.sequence;

  useEffect(() => {
    if (!identifier || sequence === undefined) return;
    setFailed(false);
    // Known already (the boot payload, a list): the detail loads the item itself; resolving the key is not needed.
    if (selectWorkItemByIdentifier(storeApi.getState(), identifier, sequence)) return;
    // A 404 is shown by this page (WorkItemNotFound), not by a toast.
    storeApi
      .getState()
      .loadWorkItemByIdentifier(slug, identifier, sequence)
      .catch(() => setFailed(true));
  }, [storeApi, slug, identifier, sequence]);

  let body;
  if (item) {
    body = (
      <ProjectCreateScope slug={slug} projectId={item.project_id}>
        <WorkItemDetail key={item.id} slug={slug} projectId={item.project_id} itemId={item.id} mode="page" onGone={() => navigate(workItemsPath(slug, item.project_id))} />
      </ProjectCreateScope>
    );
  } else if (!parsed || failed) {
    body = <WorkItemNotFound slug={slug} requested={raw} projectIdentifier={parsed?.identifier} />;
  } else {
    body = (
      <div className="cw-center-pad">
        <Spinner />
      </div>
    );
  }
  return (
    <AreaPage
      title={
        <ProjectHeading
          slug={slug}
          project={project}
          section={project ? t('sidebar.work_items') : undefined}
          sectionTo={project ? workItemsPath(slug, project.id) : undefined}
          current={item && project ? `${project.identifier}-${item.sequence_id}` : undefined}
        />
      }
    >
      {body}
    </AreaPage>
  );
}
