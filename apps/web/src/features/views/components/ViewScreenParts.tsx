import { useEffect, useState } from 'react';
import { useT } from '@cairn/i18n';
import type { ViewScope } from '@cairn/services';
import type { IssueView } from '@cairn/types';
import { selectView, useAppStore, useStoreApi } from '@cairn/state';
import { Badge, LockIcon } from '@cairn/ui-kit';
import { filterSummary } from '../hooks/filter-summary';
import { ViewAccessIcon, ViewFavoriteButton, ViewLockButton, ViewMenu } from './ViewRow';
import { PublishedBadge } from '../../publishing';

/** The view screen's header actions: the lock toggle, the favorite star (project views) and the view's menu. */
export function ViewHeaderActions({ viewId }: { viewId: string }) {
  const view = useAppStore((s) => selectView(s, viewId));
  if (!view) return null;
  return (
    <>
      <ViewLockButton view={view} />
      <ViewFavoriteButton view={view} />
      <ViewMenu view={view} />
    </>
  );
}

/** The strip over a view's list: access, the locked mark, the description and what the view filters by. */
export function ViewStrip({ view }: { view: IssueView }) {
  const { t } = useT();
  const summary = filterSummary(t, view.filters, undefined);
  return (
    <div className="cw-view-strip">
      <ViewAccessIcon view={view} />
      {view.anchor ? <PublishedBadge hint={t('publishing.view.published_hint')} /> : null}
      {view.is_locked ? <Badge size="sm" icon={<LockIcon size={12} />}>{t('views.locked')}</Badge> : null}
      {view.description ? <span className="cw-view-strip__description">{view.description}</span> : null}
      {summary.length > 0 ? <span className="cw-view-strip__summary">{summary.join(' · ')}</span> : null}
    </div>
  );
}

/**
 * The view of a route: from the store, else read once; `lookedUp` turns true when the read answered without it (gone,
 * or another member's private view).
 */
export function useRouteView(slug: string, scope: ViewScope, viewId: string, canRead: boolean): { view: IssueView | undefined; lookedUp: boolean } {
  const storeApi = useStoreApi();
  const view = useAppStore((s) => selectView(s, viewId));
  const [lookedUp, setLookedUp] = useState(false);
  useEffect(() => {
    setLookedUp(false);
    if (!canRead || !slug || !viewId) return;
    let live = true;
    // Read even when known: another member may have renamed, locked or filtered it since.
    void storeApi.getState().loadView(slug, scope, viewId).finally(() => {
      if (live) setLookedUp(true);
    });
    return () => {
      live = false;
    };
  }, [storeApi, slug, scope, viewId, canRead]);
  return { view, lookedUp };
}
