import { useMemo, useState } from 'react';
import { useT } from '@cairn/i18n';
import { canCreatePage, type Page } from '@cairn/types';
import { selectProjectRole, selectProjects, useAppStore, type WebState } from '@cairn/state';
import { Button, Modal } from '@cairn/ui-kit';
import { ProjectLogo } from '../../../projects';

/** The projects a page may move to: live, with pages on, where the caller may create pages, other than its own. */
export function moveTargets(state: WebState, slug: string, page: Pick<Page, 'project_ids'>) {
  return selectProjects(state, slug).filter((p) =>
    !page.project_ids.includes(p.id) && !p.archived_at && p.page_view !== false && canCreatePage(selectProjectRole(state, p.id) ?? null));
}

/**
 * "Move to project…": the workspace's projects where the caller may create pages, one to choose, then Move
 * (movePage with new_project_id; `onMoved` gets the chosen project). The server also checks the caller may manage the
 * page in both projects and answers why not.
 */
export function MovePageDialog({ slug, page, open, onClose, onMove }: {
  slug: string; page: Page; open: boolean; onClose: () => void; onMove: (projectId: string) => Promise<void>;
}) {
  const { t } = useT();
  // The ids as one string: the selector answers an equal value while nothing relevant changes.
  const ids = useAppStore((s) => moveTargets(s, slug, page).map((p) => p.id).join(','));
  const byId = useAppStore((s) => s.projectsById);
  const options = useMemo(() => (ids ? ids.split(',').flatMap((id) => (byId[id] ? [byId[id]] : [])) : []), [ids, byId]);
  const [choice, setChoice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = options.find((p) => p.id === choice);
  const submit = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      await onMove(chosen.id);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('page_editor.move.title')}
      description={t('page_editor.move.description', { name: page.name || t('page_editor.untitled') })}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>{t('common.cancel')}</Button>
          <Button disabled={!chosen} loading={busy} onClick={() => void submit().catch(() => undefined)}>{t('page_editor.move.submit')}</Button>
        </>
      }
    >
      {options.length === 0 ? (
        <p className="cw-page-move__empty">{t('page_editor.move.empty')}</p>
      ) : (
        <div className="cw-page-move" role="radiogroup" aria-label={t('page_editor.move.projects')}>
          {options.map((p) => (
            <button key={p.id} type="button" role="radio" aria-checked={p.id === choice} className="cw-page-move__option" onClick={() => setChoice(p.id)}>
              <ProjectLogo project={p} size="sm" />
              <span className="cw-page-move__name">{p.name}</span>
              <span className="cw-page-move__identifier">{p.identifier}</span>
            </button>
          ))}
        </div>
      )}
    </Modal>
  );
}
