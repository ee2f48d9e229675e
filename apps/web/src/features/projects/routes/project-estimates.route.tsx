import { useEffect, useState } from 'react';
import type { Estimate } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { canEditProjectSettingsTab, selectActiveEstimate, selectArchivedEstimates, selectEstimatesStatus, useAppStore, useStoreApi } from '@cairn/state';
import { Button, EmptyState, PlusIcon, Spinner } from '@cairn/ui-kit';
import { SettingsSection } from '../../settings';
import { ConfirmModal } from '../../../shared/components/ConfirmModal';
import { CreateEstimateModal } from '../components/CreateEstimateModal';
import { EstimateCard } from '../components/EstimateCard';
import { useProjectSettings } from '../hooks/use-project';
import '../../../app/styles/settings.css';

/** Settings → Estimates: the active estimate with its points, the archived ones newest first, create and delete. */
export function ProjectEstimatesRoute() {
  const { t } = useT();
  const storeApi = useStoreApi();
  const ctx = useProjectSettings();
  const slug = ctx?.slug ?? '';
  const projectId = ctx?.projectId ?? '';
  const active = useAppStore((s) => selectActiveEstimate(s, projectId));
  const archived = useAppStore((s) => selectArchivedEstimates(s, projectId));
  const status = useAppStore((s) => selectEstimatesStatus(s, projectId));
  const deleteEstimate = useAppStore((s) => s.deleteEstimate);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Estimate | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (projectId) void storeApi.getState().loadProjectEstimates(slug, projectId);
  }, [storeApi, slug, projectId]);
  if (!ctx) return null;
  const canEdit = canEditProjectSettingsTab(ctx.role, 'estimates');

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteEstimate(slug, projectId, deleting.id);
      setDeleting(null);
    } catch {
      // Rolled back; the store showed 'Error deleting estimate'.
    } finally {
      setBusy(false);
    }
  };

  const loading = status !== 'ready' && status !== 'error' && !active && archived.length === 0;
  return (
    <div className="cw-settings-stack">
      <SettingsSection
        title={t('projects.settings.tabs.estimates')}
        description={t('projects.estimates.subtitle')}
        actions={
          canEdit ? (
            <Button size="sm" leftIcon={<PlusIcon size={14} />} onClick={() => setCreating(true)}>
              {t('projects.estimates.create')}
            </Button>
          ) : undefined
        }
      >
        {loading ? (
          <div className="cw-center-pad">
            <Spinner />
          </div>
        ) : active ? (
          <EstimateCard slug={slug} projectId={projectId} estimate={active} canEdit={canEdit} onDelete={setDeleting} />
        ) : (
          <EmptyState size="sm" title={t('projects.estimates.empty_title')} description={t('projects.estimates.empty_description')} />
        )}
      </SettingsSection>
      {archived.length > 0 ? (
        <SettingsSection title={t('projects.estimates.archived_title')} description={t('projects.estimates.archived_description')}>
          {archived.map((estimate) => (
            <EstimateCard key={estimate.id} slug={slug} projectId={projectId} estimate={estimate} canEdit={canEdit} onDelete={setDeleting} />
          ))}
        </SettingsSection>
      ) : null}
      <CreateEstimateModal slug={slug} projectId={projectId} open={creating} onClose={() => setCreating(false)} />
      <ConfirmModal
        open={deleting !== null}
        busy={busy}
        title={t('projects.estimates.delete_title')}
        description={t('projects.estimates.delete_description', { name: deleting?.name ?? '' })}
        confirmLabel={t('common.delete')}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
