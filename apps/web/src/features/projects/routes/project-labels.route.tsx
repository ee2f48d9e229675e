import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { nextLabelColor, type Label } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { canEditProjectSettingsTab, selectLabelsStatus, selectProjectLabels, useAppStore, useStoreApi } from '@cairn/state';
import { Button, EmptyState, PlusIcon, Spinner } from '@cairn/ui-kit';
import { SettingsSection } from '../../settings';
import { ConfirmModal } from '../../../shared/components/ConfirmModal';
import { LabelRow, dropPositionAt } from '../components/LabelRow';
import { NameColorForm } from '../components/NameColorForm';
import { dropPlacement, flattenLabels, keyboardPlacement, type DropPosition, type LabelKeyMove, type LabelPlacement } from '../hooks/label-moves';
import { useProjectSettings } from '../hooks/use-project';
import '../../../app/styles/project-settings.css';

type Editing = { kind: 'add'; parentId: string | null } | { kind: 'edit'; labelId: string } | null;

const MOVES: LabelKeyMove[] = ['up', 'down', 'indent', 'outdent'];

/**
 * Settings → Labels: the label tree. Reorder and re-parent by dragging a row (native HTML5 drag and drop: top quarter =
 * before, bottom quarter = after, middle = inside) or with the move buttons / Alt+arrows; add children, edit, delete.
 */
export function ProjectLabelsRoute() {
  const { t } = useT();
  const storeApi = useStoreApi();
  const ctx = useProjectSettings();
  const slug = ctx?.slug ?? '';
  const projectId = ctx?.projectId ?? '';
  const labels = useAppStore((s) => selectProjectLabels(s, projectId));
  const status = useAppStore((s) => selectLabelsStatus(s, projectId));
  const createLabel = useAppStore((s) => s.createLabel);
  const updateLabel = useAppStore((s) => s.updateLabel);
  const deleteLabel = useAppStore((s) => s.deleteLabel);
  const moveLabel = useAppStore((s) => s.moveLabel);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Label | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragId, setDragId] = useState<string | null>(null);
  // The handlers read the dragged id from a ref: dragover can fire before React re-renders after dragstart.
  const dragRef = useRef<string | null>(null);
  const [hint, setHint] = useState<{ id: string; position: DropPosition } | null>(null);
  const rows = useMemo(() => flattenLabels(labels), [labels]);
  const childCount = useMemo(() => {
    const counts = new Map<string, number>();
    for (const l of labels) if (l.parent) counts.set(l.parent, (counts.get(l.parent) ?? 0) + 1);
    return counts;
  }, [labels]);

  useEffect(() => {
    if (projectId) void storeApi.getState().loadProjectLabels(slug, projectId);
  }, [storeApi, slug, projectId]);
  if (!ctx) return null;
  const canEdit = canEditProjectSettingsTab(ctx.role, 'labels');

  const place = (labelId: string, placement: LabelPlacement) =>
    void moveLabel(slug, projectId, labelId, { parentId: placement.parentId, beforeId: placement.aboveId ?? null, afterId: placement.belowId ?? null }).catch(
      () => undefined,
    );

  const dragHandlers = (label: Label) => ({
    onDragStart: (event: DragEvent<HTMLElement>) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', label.id);
      dragRef.current = label.id;
      setDragId(label.id);
    },
    onDragOver: (event: DragEvent<HTMLElement>) => {
      const dragged = dragRef.current;
      if (!dragged) return;
      const position = dropPositionAt(event);
      if (!dropPlacement(labels, dragged, label.id, position)) {
        if (hint?.id === label.id) setHint(null);
        return;
      }
      // Accepting the drop here is what makes the browser fire `drop` on this row.
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (hint?.id !== label.id || hint.position !== position) setHint({ id: label.id, position });
    },
    onDragLeave: () => {
      if (hint?.id === label.id) setHint(null);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      const dragged = dragRef.current ?? event.dataTransfer.getData('text/plain');
      const placement = dragged ? dropPlacement(labels, dragged, label.id, dropPositionAt(event)) : null;
      dragRef.current = null;
      setDragId(null);
      setHint(null);
      if (dragged && placement) place(dragged, placement);
    },
    onDragEnd: () => {
      dragRef.current = null;
      setDragId(null);
      setHint(null);
    },
  });

  const addForm = (parentId: string | null, depth: number) => (
    <div style={{ paddingLeft: `${depth * 24}px` }}>
      <NameColorForm
        idPrefix={`label-new-${parentId ?? 'root'}`}
        initialColor={nextLabelColor(labels.map((l) => l.color))}
        nameLabel={parentId ? t('projects.labels.child_name') : t('projects.labels.name')}
        submitLabel={t('common.add')}
        onSubmit={async (name, color) => {
          await createLabel(slug, projectId, { name, color, parent: parentId });
          setEditing(null);
        }}
        onCancel={() => setEditing(null)}
      />
    </div>
  );

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteLabel(slug, projectId, deleting.id);
      setDeleting(null);
    } catch {
      // Rolled back; the store showed why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection
      title={t('projects.settings.tabs.labels')}
      description={t(canEdit ? 'projects.labels.subtitle_edit' : 'projects.labels.subtitle')}
      actions={
        canEdit ? (
          <Button size="sm" leftIcon={<PlusIcon size={14} />} onClick={() => setEditing({ kind: 'add', parentId: null })}>
            {t('projects.labels.add')}
          </Button>
        ) : undefined
      }
    >
      {editing?.kind === 'add' && editing.parentId === null ? addForm(null, 0) : null}
      {status === 'loading' && labels.length === 0 ? (
        <div className="cw-center-pad">
          <Spinner />
        </div>
      ) : rows.length === 0 ? (
        <EmptyState size="sm" title={t('projects.labels.empty_title')} description={t('projects.labels.empty_description')} />
      ) : (
        <ul className="cw-item-list" aria-label={t('projects.settings.tabs.labels')}>
          {rows.map(({ label, depth }) => (
            <li key={label.id} aria-label={label.name}>
              {editing?.kind === 'edit' && editing.labelId === label.id ? (
                <div style={{ paddingLeft: `${depth * 24}px` }}>
                  <NameColorForm
                    idPrefix={`label-${label.id}`}
                    initialName={label.name}
                    initialColor={label.color}
                    nameLabel={t('projects.labels.name')}
                    submitLabel={t('common.save')}
                    onSubmit={async (name, color) => {
                      await updateLabel(slug, projectId, label.id, { name, color });
                      setEditing(null);
                    }}
                    onCancel={() => setEditing(null)}
                  />
                </div>
              ) : (
                <LabelRow
                  label={label}
                  depth={depth}
                  childCount={childCount.get(label.id) ?? 0}
                  canEdit={canEdit}
                  moves={Object.fromEntries(MOVES.map((m) => [m, keyboardPlacement(labels, label.id, m) !== null])) as Record<LabelKeyMove, boolean>}
                  dropHint={hint?.id === label.id ? hint.position : null}
                  dragging={dragId === label.id}
                  onMove={(move) => {
                    const placement = keyboardPlacement(labels, label.id, move);
                    if (placement) place(label.id, placement);
                  }}
                  onAddChild={() => setEditing({ kind: 'add', parentId: label.id })}
                  onEdit={() => setEditing({ kind: 'edit', labelId: label.id })}
                  onDelete={() => setDeleting(label)}
                  {...dragHandlers(label)}
                />
              )}
              {editing?.kind === 'add' && editing.parentId === label.id ? addForm(label.id, depth + 1) : null}
            </li>
          ))}
        </ul>
      )}
      <ConfirmModal
        open={deleting !== null}
        busy={busy}
        title={t('projects.labels.delete_title')}
        description={t('projects.labels.delete_description', { name: deleting?.name ?? '' })}
        confirmLabel={t('common.delete')}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </SettingsSection>
  );
}
