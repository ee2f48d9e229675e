import { useEffect, useMemo, useState } from 'react';
import { useT } from '@cairn/i18n';
import type { WorkspaceDraft } from '@cairn/types';
import { selectJoinedProjects, useAppStore } from '@cairn/state';
import { Select } from '@cairn/ui-kit';
import { WorkItemDialog, toWorkItemCreate, type WorkItemFormValues, NONE, useProjectOptions, usePickableItems } from '../../work-items';

/** The form values of a saved draft. */
function draftValues(draft: WorkspaceDraft): WorkItemFormValues {
  return {
    name: draft.name, description_html: draft.description_html, state_id: draft.state_id, priority: draft.priority, assignee_ids: draft.assignee_ids,
    label_ids: draft.label_ids, start_date: draft.start_date, target_date: draft.target_date, estimate_point: draft.estimate_point, parent_id: draft.parent_id,
    cycle_id: null, module_ids: [],
  };
}

/** New or edit a workspace draft: the work-item form plus the draft's project (no title needed). */
export function DraftDialog(props: { slug: string; open: boolean; draft: WorkspaceDraft | null; onClose: () => void }) {
  const { t } = useT();
  const projects = useAppStore((s) => selectJoinedProjects(s, props.slug));
  const createDraft = useAppStore((s) => s.createWorkspaceDraft);
  const updateDraft = useAppStore((s) => s.updateWorkspaceDraft);
  const [projectId, setProjectId] = useState<string | null>(null);
  useEffect(() => {
    if (props.open) setProjectId(props.draft ? props.draft.project_id : (projects[0]?.id ?? null));
    // Only when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.open, props.draft]);
  const loadedOptions = useProjectOptions(props.slug, props.open && projectId ? projectId : undefined);
  // A workspace draft has no cycle or modules (the server's draft has none): the form does not offer them.
  const options = useMemo(() => ({ ...loadedOptions, cycles: undefined, modules: undefined }), [loadedOptions]);
  const { pickable } = usePickableItems(props.slug, projectId ?? '');
  const parentOptions = useMemo(() => pickable.map((i) => ({ value: i.id, label: `${i.key} ${i.name}` })), [pickable]);
  const initial = useMemo(() => (props.draft ? draftValues(props.draft) : undefined), [props.draft]);
  const projectOptions = [{ value: NONE, label: t('workspace_drafts.no_project') }, ...projects.map((p) => ({ value: p.id, label: p.name }))];

  const submit = async (values: WorkItemFormValues) => {
    const body = { ...toWorkItemCreate(values), project_id: projectId };
    if (props.draft) await updateDraft(props.slug, props.draft.id, body);
    else await createDraft(props.slug, body);
  };
  return (
    <WorkItemDialog
      open={props.open}
      mode="draft"
      title={props.draft ? t('workspace_drafts.edit_title') : t('workspace_drafts.new_title')}
      submitLabel={t('workspace_drafts.save')}
      initial={initial}
      options={options}
      parentOptions={parentOptions}
      onSubmit={submit}
      onClose={props.onClose}
      header={
        <div className="cw-wi-form cw-wi-dialog__project">
          <Select
            label={t('workspace_drafts.project')}
            options={projectOptions}
            value={projectId ?? NONE}
            onChange={(v) => setProjectId(v === NONE ? null : v)}
          />
        </div>
      }
    />
  );
}
