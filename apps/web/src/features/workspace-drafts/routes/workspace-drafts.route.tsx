import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useT } from '@cairn/i18n';
import type { WorkspaceDraft } from '@cairn/types';
import {
  selectHasMoreWorkspaceDrafts, selectProjects, selectWorkspaceDraftCount, selectWorkspaceDrafts, selectWorkspaceDraftsLoader, useAppStore, useStoreApi,
} from '@cairn/state';
import { Button, DraftIcon, EmptyState, PlusIcon, Spinner } from '@cairn/ui-kit';
import { AreaPage } from '../../../shared/components/AreaPage';
import { ConfirmModal } from '../../../shared/components/ConfirmModal';
import { DraftDialog } from '../components/DraftDialog';
import { DraftList } from '../components/DraftList';
import '../workspace-drafts.css';

const ignore = () => undefined;

/** `/:workspaceSlug/drafts`: the caller's workspace drafts (50 a page) — new, edit, delete, and "Create work item". */
export function WorkspaceDraftsRoute() {
  const { t } = useT();
  const { workspaceSlug: slug = '' } = useParams();
  const store = useStoreApi();
  const drafts = useAppStore((s) => selectWorkspaceDrafts(s, slug));
  const count = useAppStore((s) => selectWorkspaceDraftCount(s, slug));
  const hasMore = useAppStore((s) => selectHasMoreWorkspaceDrafts(s, slug));
  const loader = useAppStore((s) => selectWorkspaceDraftsLoader(s, slug));
  const projects = useAppStore((s) => selectProjects(s, slug));
  const [loaded, setLoaded] = useState(false);
  const [editing, setEditing] = useState<WorkspaceDraft | 'new' | null>(null);
  const [deleting, setDeleting] = useState<WorkspaceDraft | null>(null);
  const [busy, setBusy] = useState(false);
  const [moving, setMoving] = useState<string | null>(null);

  useEffect(() => {
    store
      .getState()
      .loadWorkspaceDrafts(slug)
      .catch(ignore)
      .finally(() => setLoaded(true));
  }, [store, slug]);

  const projectName = (projectId: string | null) => (projectId ? projects.find((p) => p.id === projectId)?.name : undefined);
  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await store.getState().deleteWorkspaceDraft(slug, deleting.id);
      setDeleting(null);
    } catch {
      // The store rolled back and showed why.
    } finally {
      setBusy(false);
    }
  };
  const move = (draft: WorkspaceDraft) => {
    setMoving(draft.id);
    store
      .getState()
      .moveWorkspaceDraftToProject(slug, draft.id)
      .then(() => store.getState().pushToast({ type: 'success', title: t('workspace_drafts.moved') }))
      .catch(ignore)
      .finally(() => setMoving(null));
  };

  let body;
  if (!loaded && drafts.length === 0) {
    body = (
      <div className="cw-center-pad">
        <Spinner />
      </div>
    );
  } else if (drafts.length === 0) {
    body = (
      <EmptyState
        icon={<DraftIcon size={32} />}
        title={t('workspace_drafts.empty_title')}
        description={t('workspace_drafts.empty_description')}
        action={<Button onClick={() => setEditing('new')}>{t('workspace_drafts.new')}</Button>}
      />
    );
  } else {
    body = (
      <div className="cw-wi-drafts">
        <div className="cw-projects__toolbar">
          <span className="cw-wi-drafts__muted">{t('workspace_drafts.count', { count })}</span>
        </div>
        <DraftList drafts={drafts} projectName={projectName} busyId={moving} onEdit={setEditing} onDelete={setDeleting} onMove={move} />
        {hasMore ? (
          <Button variant="outline" loading={loader === 'pagination'} onClick={() => void store.getState().loadMoreWorkspaceDrafts(slug).catch(ignore)}>
            {t('workspace_drafts.load_more')}
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <AreaPage
      title={t('workspace_drafts.title')}
      icon={<DraftIcon size={18} />}
      actions={
        <Button size="sm" leftIcon={<PlusIcon size={14} />} onClick={() => setEditing('new')}>
          {t('workspace_drafts.new')}
        </Button>
      }
    >
      {body}
      <DraftDialog slug={slug} open={editing !== null} draft={editing && editing !== 'new' ? editing : null} onClose={() => setEditing(null)} />
      <ConfirmModal
        open={deleting !== null}
        title={t('workspace_drafts.delete_title')}
        description={t('workspace_drafts.delete_description', { name: deleting?.name || t('workspace_drafts.untitled') })}
        confirmLabel={t('common.delete')}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </AreaPage>
  );
}
