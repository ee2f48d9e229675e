import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useT } from '@cairn/i18n';
import type { ViewScope } from '@cairn/services';
import { listContextKey, selectListProperties, selectProject, selectProjectRole, useAppStore } from '@cairn/state';
import { Button, LayersIcon } from '@cairn/ui-kit';
import { canCreateViews } from '../hooks/view-permissions';
import { projectViewPath } from '../paths';
import { ViewFormModal, type ViewSettings } from './ViewFormModal';
import '../views.css';

/**
 * "Save as view" on a project's work-item list: opens the create-view dialog with the list's current filters, display
 * filters and display properties; the new view opens once saved. Shown to members and admins while the project has
 * views turned on.
 */
export function SaveViewButton() {
  const { t } = useT();
  const navigate = useNavigate();
  const { workspaceSlug: slug = '', projectId = '' } = useParams();
  const role = useAppStore((s) => selectProjectRole(s, projectId));
  const viewsOn = useAppStore((s) => selectProject(s, projectId)?.issue_views_view !== false);
  const properties = useAppStore((s) => selectListProperties(s, listContextKey({ kind: 'project', projectId })));
  const scope = useMemo<ViewScope>(() => ({ kind: 'project', projectId }), [projectId]);
  const [open, setOpen] = useState(false);
  // Taken when the dialog opens, so the summary and the save agree even if the list changes behind it.
  const [settings, setSettings] = useState<ViewSettings | undefined>();
  if (!projectId || !viewsOn || !canCreateViews(role)) return null;
  const start = () => {
    setSettings({ filters: properties.filters, display_filters: properties.display_filters, display_properties: properties.display_properties });
    setOpen(true);
  };
  return (
    <>
      <Button size="sm" variant="outline" className="cw-save-view" leftIcon={<LayersIcon size={14} />} aria-label={t('views.actions.save_as_view')} title={t('views.actions.save_as_view')} onClick={start}>
        <span className="cw-save-view__text">{t('views.actions.save_as_view')}</span>
      </Button>
      <ViewFormModal
        slug={slug}
        scope={scope}
        open={open}
        settings={settings}
        onClose={() => setOpen(false)}
        onSaved={(view) => navigate(projectViewPath(slug, projectId, view.id))}
      />
    </>
  );
}
