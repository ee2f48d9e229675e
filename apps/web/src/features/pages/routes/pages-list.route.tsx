import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useT } from '@cairn/i18n';
import type { Page, PageListType } from '@cairn/types';
import { canEditProjectSettingsTab, pageListKey, selectCanCreatePage, selectPagesSummary, useAppStore, useStoreApi } from '@cairn/state';
import { Button, EmptyState, PlusIcon } from '@cairn/ui-kit';
import { AreaPage } from '../../../shared/components/AreaPage';
import { ConfirmModal } from '../../../shared/components/ConfirmModal';
import { ProjectGate, ProjectHeading, projectSettingsPath, useProjectRoute } from '../../projects';
import { areaIcon } from '../../workspace';
import { CreatePageModal } from '../components/CreatePageModal';
import { PagesList } from '../components/PagesList';
import { PagesTabs, PagesToolbar } from '../components/PagesToolbar';
import { pageName } from '../hooks/page-format';
import { PagesScreenContext, type PagesScreen } from '../hooks/pages-screen';
import { pageTabOf, usePagesQuery } from '../hooks/use-pages-query';
import { pagePath } from '../paths';
import '../pages.css';

/**
 * `/:workspaceSlug/projects/:projectId/pages` (spec §2 Pages list): tabs All / Public / Private / Archived (?tab=) with
 * the pages-summary counts, a search by name sent to the server, the sort (default updated_at desc, remembered per
 * project), the filters owned by me and favorites, the rows with their menus, and "New page" for members and admins.
 * With pages turned off (page_view) the project's "turned off" note shows instead.
 */
export function PagesListRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const storeApi = useStoreApi();
  const route = useProjectRoute();
  const { slug, projectId, role } = route;
  const [params, setParams] = useSearchParams();
  const tab = pageTabOf(params.get('tab'));
  const q = usePagesQuery(projectId, tab);
  const off = route.project !== undefined && !route.project.page_view;
  const canRead = role !== undefined && route.project !== undefined && !off;
  const canCreate = useAppStore((s) => selectCanCreatePage(s, projectId));
  const summary = useAppStore((s) => selectPagesSummary(s, projectId));
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Page | null>(null);
  const [busy, setBusy] = useState(false);
  const { query } = q;

  useEffect(() => {
    if (canRead) void storeApi.getState().loadPages(slug, projectId, query);
  }, [storeApi, slug, projectId, query, canRead]);
  useEffect(() => {
    if (!canRead) return;
    const s = storeApi.getState();
    void s.loadPagesSummary(slug, projectId);
    if (!s.projectMemberIdsByProject[projectId]) void s.loadProjectMembers(slug, projectId);
  }, [storeApi, slug, projectId, canRead]);

  const confirmDelete = useCallback((page: Page) => setDeleting(page), []);
  const screen = useMemo<PagesScreen>(() => ({ slug, projectId, confirmDelete }), [slug, projectId, confirmDelete]);
  const chooseTab = (next: PageListType) => setParams((p) => {
    const out = new URLSearchParams(p);
    if (next === 'all') out.delete('tab');
    else out.set('tab', next);
    return out;
  }, { replace: true });
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await storeApi.getState().deletePage(slug, projectId, deleting.id);
      storeApi.getState().pushToast({ type: 'success', title: t('pages.toasts.deleted') });
      setDeleting(null);
    } catch {
      // Rolled back; the store showed "Failed".
    } finally {
      setBusy(false);
    }
  };

  const actions = canCreate && !off ? (
    <Button size="sm" leftIcon={<PlusIcon size={14} />} onClick={() => setCreating(true)}>{t('pages.new_page')}</Button>
  ) : undefined;
  return (
    <AreaPage title={<ProjectHeading slug={slug} project={route.project} section={t('pages.title')} />} actions={actions}>
      <ProjectGate route={route}>
        {off ? (
          <EmptyState
            icon={areaIcon('pages', 32)}
            title={t('projects.page.feature_off_title', { feature: t('sidebar.pages') })}
            description={t('projects.page.feature_off_description')}
            action={canEditProjectSettingsTab(role, 'features') ? (
              <Button variant="outline" onClick={() => navigate(projectSettingsPath(slug, projectId, 'features'))}>{t('projects.page.open_features')}</Button>
            ) : undefined}
          />
        ) : (
          <PagesScreenContext.Provider value={screen}>
            <div className="cw-pages">
              <PagesTabs tab={tab} summary={summary} onTab={chooseTab} />
              <PagesToolbar
                search={q.search}
                onSearch={q.setSearch}
                sort={q.sort}
                onSort={q.setSort}
                ownedByMe={q.ownedByMe}
                onOwnedByMe={q.setOwnedByMe}
                favorites={q.favorites}
                onFavorites={q.setFavorites}
              />
              <PagesList
                projectId={projectId}
                listKey={pageListKey(projectId, query)}
                tab={tab}
                search={q.settledSearch}
                filtered={q.ownedByMe || q.favorites}
                canCreate={canCreate}
                onCreate={() => setCreating(true)}
                onClearFilters={() => {
                  q.setOwnedByMe(false);
                  q.setFavorites(false);
                }}
              />
            </div>
            <CreatePageModal
              slug={slug}
              projectId={projectId}
              open={creating}
              onClose={() => setCreating(false)}
              onCreated={(page) => navigate(pagePath(slug, page, projectId))}
            />
            <ConfirmModal
              open={deleting !== null}
              title={t('pages.delete.title')}
              description={t('pages.delete.description', { name: deleting ? pageName(t, deleting.name) : '' })}
              confirmLabel={t('pages.delete.confirm')}
              busy={busy}
              onConfirm={() => void remove()}
              onClose={() => setDeleting(null)}
            />
          </PagesScreenContext.Provider>
        )}
      </ProjectGate>
    </AreaPage>
  );
}
