import { useEffect, useMemo, useState } from 'react';
import { useT } from '@cairn/i18n';
import type { WorkItemServiceType } from '@cairn/types';
import { selectProject, useAppStore } from '@cairn/state';
import { Select } from '@cairn/ui-kit';
import { useProjectOptions } from '../hooks/use-project-options';
import { usePickableItems } from '../hooks/use-pickable-items';
import { creatableProjectIds } from '../hooks/creatable-projects';
import { workItemKey } from '../paths';
import { WorkItemDialog, type WorkItemDialogIntent } from './WorkItemDialog';
import { toWorkItemCreate, type WorkItemFormValues } from './work-item-form';

const NO_PARENTS: readonly never[] = [];

/**
 * "Create work item" (or "Create epic" with `type` epics): the full form, "Create more", and "Save as draft" (a
 * workspace draft of this project; not for epics). With `pickProject`, a project picker above the form lists the
 * projects where the user may create items; `projectId` is the one chosen first. Creates go through the store
 * (optimistic; a failure is toasted there and the dialog stays open).
 */
export function CreateWorkItemModal(props: {
  slug: string;
  projectId: string;
  open: boolean;
  onClose: () => void;
  parentId?: string | null;
  type?: WorkItemServiceType;
  pickProject?: boolean;
  onProjectPicked?: (projectId: string) => void;
}) {
  const { t } = useT();
  const epic = props.type === 'epics';
  const [picked, setPicked] = useState(props.projectId);
  useEffect(() => {
    if (props.open) setPicked(props.projectId);
    // The given project is the first choice each time the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.open]);
  const projectId = props.pickProject ? picked : props.projectId;
  const creatableKey = useAppStore(props.pickProject ? creatableProjectIds(props.slug) : () => '');
  const projectsById = useAppStore((s) => s.projectsById);
  const projectChoices = useMemo(
    () => (creatableKey ? creatableKey.split(',') : []).map((id) => ({ value: id, label: projectsById[id]?.name ?? id })),
    [creatableKey, projectsById],
  );
  const projectOptions = useProjectOptions(props.slug, props.open && projectId ? projectId : undefined);
  // An epic is in no cycle or module (the server refuses them): the form does not offer them.
  const options = useMemo(() => (epic ? { ...projectOptions, cycles: undefined, modules: undefined } : projectOptions), [epic, projectOptions]);
  const project = useAppStore((s) => selectProject(s, projectId));
  const createWorkItem = useAppStore((s) => s.createWorkItem);
  const createWorkspaceDraft = useAppStore((s) => s.createWorkspaceDraft);
  const pushToast = useAppStore((s) => s.pushToast);
  const { pickable, ensure } = usePickableItems(props.slug, projectId);
  useEffect(() => {
    if (props.open && projectId && !epic) ensure();
  }, [props.open, projectId, epic, ensure]);
  const parentOptions = useMemo(() => (epic ? NO_PARENTS : pickable.map((i) => ({ value: i.id, label: `${i.key} ${i.name}` }))), [pickable, epic]);
  const initial = useMemo(() => (props.parentId ? { parent_id: props.parentId } : undefined), [props.parentId]);

  const pick = (id: string) => {
    setPicked(id);
    props.onProjectPicked?.(id);
  };
  const submit = async (values: WorkItemFormValues, intent: WorkItemDialogIntent) => {
    if (!projectId) {
      pushToast({ type: 'error', title: t('work_items.global_create.no_project_title') });
      throw new Error('No project chosen');
    }
    const body = toWorkItemCreate(values);
    if (intent === 'draft') {
      await createWorkspaceDraft(props.slug, { ...body, project_id: projectId });
      pushToast({ type: 'success', title: t('work_items.create.draft_saved') });
      return;
    }
    const item = await createWorkItem(props.slug, projectId, body, epic ? { type: 'epics' } : undefined);
    const key = workItemKey(project?.identifier, item.sequence_id);
    pushToast({ type: 'success', title: epic ? t('epics.create.created', { key }) : t('work_items.create.created', { key }) });
  };

  const titleIn = epic ? 'epics.create.title_in' : 'work_items.create.title_in';
  const title = epic ? 'epics.create.title' : 'work_items.create.title';
  return (
    <WorkItemDialog
      open={props.open}
      mode="create"
      title={project && !props.pickProject ? t(titleIn, { project: project.name }) : t(title)}
      submitLabel={t('work_items.create.submit')}
      initial={initial}
      options={options}
      parentOptions={parentOptions}
      onSubmit={submit}
      onClose={props.onClose}
      noDraft={epic}
      projectKey={props.pickProject ? projectId : undefined}
      header={
        props.pickProject ? (
          <div className="cw-wi-form cw-wi-dialog__project">
            <Select
              label={t('work_items.global_create.project')}
              placeholder={t('work_items.global_create.project_placeholder')}
              options={projectChoices}
              value={projectId || null}
              searchable={projectChoices.length > 8}
              onChange={pick}
            />
          </div>
        ) : undefined
      }
    />
  );
}
