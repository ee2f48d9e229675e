import { useT } from '@cairn/i18n';
import type { WorkspaceDraft } from '@cairn/types';
import { Badge, Button, EditIcon, IconButton, TrashIcon } from '@cairn/ui-kit';

/** The caller's workspace drafts: title, project, priority; edit, delete, or turn into a work item. */
export function DraftList(props: {
  drafts: readonly WorkspaceDraft[];
  projectName: (projectId: string | null) => string | undefined;
  busyId: string | null;
  onEdit: (draft: WorkspaceDraft) => void;
  onDelete: (draft: WorkspaceDraft) => void;
  onMove: (draft: WorkspaceDraft) => void;
}) {
  const { t } = useT();
  return (
    <ul className="cw-project-list" aria-label={t('workspace_drafts.title')}>
      {props.drafts.map((draft) => {
        const name = draft.name || t('workspace_drafts.untitled');
        const project = props.projectName(draft.project_id);
        return (
          <li key={draft.id} className="cw-wi-draft" aria-label={name}>
            <button type="button" className="cw-wi-draft__main" aria-label={t('workspace_drafts.edit', { name })} onClick={() => props.onEdit(draft)}>
              <span className="cw-wi-draft__name">{name}</span>
              <span className="cw-wi-draft__meta">
                <Badge size="sm">{project ?? t('workspace_drafts.no_project')}</Badge>
                {draft.priority !== 'none' ? <span className="cw-wi-drafts__muted">{t(`work_items.priority.${draft.priority}`)}</span> : null}
              </span>
            </button>
            <span className="cw-wi-draft__actions">
              <Button size="sm" variant="outline" loading={props.busyId === draft.id} aria-label={t('workspace_drafts.move_label', { name })} onClick={() => props.onMove(draft)}>
                {t('workspace_drafts.move')}
              </Button>
              <IconButton size="sm" icon={<EditIcon size={14} />} aria-label={t('workspace_drafts.edit', { name })} onClick={() => props.onEdit(draft)} />
              <IconButton size="sm" icon={<TrashIcon size={14} />} aria-label={t('workspace_drafts.delete', { name })} onClick={() => props.onDelete(draft)} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
