import { useEffect, useMemo } from 'react';
import { useT } from '@cairn/i18n';
import { selectProject, useAppStore } from '@cairn/state';
import { useProjectOptions } from '../hooks/use-project-options';
import { usePickableItems } from '../hooks/use-pickable-items';
import { workItemKey } from '../paths';
import { WorkItemDialog, type WorkItemDialogIntent } from './WorkItemDialog';
import { toWorkItemCreate, type WorkItemFormValues } from './work-item-form';

/**
 * "Create work item" in a project: the full form, "Create more", and "Save as draft" (a workspace draft of this
 * project). Creates go through the store (optimistic; a failure is toasted there and the dialog stays open).
 */
export function CreateWorkItemModal(props: { slug: string; projectId: string; open: boolean; onClose: () => void; parentId?: string | null }) {
  const { t } = useT();
  const options = useProjectOptions(props.slug, props.open ? props.projectId : undefined);
  const project = useAppStore((s) => selectProject(s, props.projectId));
  const createWorkItem = useAppStore((s) => s.createWorkItem);
  const createWorkspaceDraft = useAppStore((s) => s.createWorkspaceDraft);
  const pushToast = useAppStore((s) => s.pushToast);
  const { pickable, ensure } = usePickableItems(props.slug, props.projectId);
  useEffect(() => {
    if (props.open) ensure();
  }, [props.open, ensure]);
  const parentOptions = useMemo(() => pickable.map((i) => ({ value: i.id, label: `${i.key} ${i.name}` })), [pickable]);
  const initial = useMemo(() => (props.parentId ? { parent_id: props.parentId } : undefined), [props.parentId]);

  const submit = async (values: WorkItemFormValues, intent: WorkItemDialogIntent) => {
    const body = toWorkItemCreate(values);
    if (intent === 'draft') {
      await createWorkspaceDraft(props.slug, { ...body, project_id: props.projectId });
      pushToast({ type: 'success', title: t('work_items.create.draft_saved') });
      return;
    }
    const item = await createWorkItem(props.slug, props.projectId, body);
    pushToast({ type: 'success', title: t('work_items.create.created', { key: workItemKey(project?.identifier, item.sequence_id) }) });
  };

  return (
    <WorkItemDialog
      open={props.open}
      mode="create"
      title={project ? t('work_items.create.title_in', { project: project.name }) : t('work_items.create.title')}
      submitLabel={t('work_items.create.submit')}
      initial={initial}
      options={options}
      parentOptions={parentOptions}
      onSubmit={submit}
      onClose={props.onClose}
    />
  );
}
