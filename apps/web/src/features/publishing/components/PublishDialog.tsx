import { useT } from '@cairn/i18n';
import { selectProject, useAppStore, type DeployBoardTarget } from '@cairn/state';
import { Modal } from '@cairn/ui-kit';
import { PublishPanel } from './PublishPanel';

/** The publish dialog of a project (its header) or a view (its menu): the same panel as the settings tab. */
export function PublishDialog(props: { open: boolean; onClose: () => void; slug: string; target: DeployBoardTarget; name: string }) {
  const { t } = useT();
  const intakeAvailable = useAppStore((s) => selectProject(s, props.target.projectId)?.inbox_view ?? false);
  const title = t(props.target.kind === 'project' ? 'publishing.publish_project_title' : 'publishing.publish_view_title', { name: props.name });
  return (
    <Modal open={props.open} onClose={props.onClose} title={title} size="md">
      <PublishPanel slug={props.slug} target={props.target} intakeAvailable={intakeAvailable} />
    </Modal>
  );
}
