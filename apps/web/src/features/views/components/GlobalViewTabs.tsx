import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '@cairn/i18n';
import type { ViewScope } from '@cairn/services';
import { GLOBAL_VIEW_IDS } from '@cairn/types';
import { listContextKey, selectListProperties, selectWorkspaceViews, useAppStore, type ListContext } from '@cairn/state';
import { EyeOffIcon, IconButton, LockIcon, PlusIcon, Tabs } from '@cairn/ui-kit';
import { canCreateViews } from '../hooks/view-permissions';
import { useViews, useWorkspaceRole } from '../hooks/use-views';
import { globalViewPath } from '../paths';
import { ViewDialogs } from './ViewDialogs';
import { ViewFormModal, type ViewSettings } from './ViewFormModal';
import { ViewMenu } from './ViewRow';
import '../views.css';

const WORKSPACE: ViewScope = { kind: 'workspace' };

/** The context of a workspace views tab: a built-in global view, or a saved one. */
export function globalViewContext(id: string): ListContext {
  return (GLOBAL_VIEW_IDS as readonly string[]).includes(id) ? { kind: 'workspace', view: id as (typeof GLOBAL_VIEW_IDS)[number] } : { kind: 'globalView', viewId: id };
}

/**
 * The workspace views screen's tabs: the four built-in views, then the workspace's saved views; "+" saves the open tab's
 * filters and display settings as a new global view (members and admins); the open saved tab has its menu (edit, lock,
 * access, copy link, delete).
 */
export function GlobalViewTabs({ slug, value }: { slug: string; value: string }) {
  const { t } = useT();
  const navigate = useNavigate();
  const role = useWorkspaceRole(slug);
  const saved = useAppStore((s) => selectWorkspaceViews(s, slug));
  const properties = useAppStore((s) => selectListProperties(s, listContextKey(globalViewContext(value))));
  const current = saved.find((v) => v.id === value);
  const [creating, setCreating] = useState(false);
  const [settings, setSettings] = useState<ViewSettings | undefined>();
  useViews(slug, WORKSPACE, Boolean(slug));
  const items = useMemo(() => [
    ...GLOBAL_VIEW_IDS.map((id) => ({ id, label: t(`work_item_lists.views.names.${id}`) })),
    ...saved.map((view) => ({
      id: view.id,
      label: (
        <span className="cw-global-tab">
          {view.name}
          {view.access === 'private' ? <EyeOffIcon size={12} title={t('views.access.private')} /> : null}
          {view.is_locked ? <LockIcon size={12} title={t('views.locked')} /> : null}
        </span>
      ),
    })),
  ], [saved, t]);
  const start = () => {
    setSettings({ filters: properties.filters, display_filters: properties.display_filters, display_properties: properties.display_properties });
    setCreating(true);
  };
  return (
    <ViewDialogs slug={slug} scope={WORKSPACE} role={role} leaveOnDelete leaveTo={globalViewPath(slug, 'all-issues')}>
      <div className="cw-global-tabs">
        <Tabs size="sm" aria-label={t('work_item_lists.views.tabs')} items={items} value={value} onChange={(id) => navigate(globalViewPath(slug, id))} />
        <div className="cw-global-tabs__actions">
          {current ? <ViewMenu view={current} /> : null}
          {canCreateViews(role) ? (
            <IconButton size="sm" icon={<PlusIcon size={14} />} aria-label={t('views.actions.create_global')} title={t('views.actions.create_global')} onClick={start} />
          ) : null}
        </div>
      </div>
      <ViewFormModal slug={slug} scope={WORKSPACE} open={creating} settings={settings} onClose={() => setCreating(false)} onSaved={(view) => navigate(globalViewPath(slug, view.id))} />
    </ViewDialogs>
  );
}
