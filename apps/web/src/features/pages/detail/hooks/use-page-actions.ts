import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '@cairn/i18n';
import type { Page } from '@cairn/types';
import { useStoreApi } from '@cairn/state';
import { pagePath, pagesPath } from '../../paths';

const ignore = () => undefined;

/**
 * The page screen's actions over the store (each optimistic with rollback and the store's "Failed" toast), plus what
 * follows them on screen: a duplicate or a move opens the page's new link, a delete goes back to the list.
 */
export function usePageActions(slug: string, projectId: string, pageId: string) {
  const { t } = useT();
  const storeApi = useStoreApi();
  const navigate = useNavigate();
  return useMemo(() => {
    const s = () => storeApi.getState();
    const page = () => s().pages.byId[pageId];
    return {
      updateLogo: (logo: Page['logo_props']) => void s().updatePage(slug, projectId, pageId, { logo_props: logo }).catch(ignore),
      toggleFavorite: () => void (page()?.is_favorite ? s().unfavoritePage(slug, projectId, pageId) : s().favoritePage(slug, projectId, pageId)).catch(ignore),
      toggleAccess: () => void s().setPageAccess(slug, projectId, pageId, page()?.access === 'private' ? 'public' : 'private').catch(ignore),
      lock: () => void s().lockPage(slug, projectId, pageId).catch(ignore),
      unlock: () => void s().unlockPage(slug, projectId, pageId).catch(ignore),
      archive: () => void s().archivePage(slug, projectId, pageId).catch(ignore),
      restore: () => void s().restorePage(slug, projectId, pageId).catch(ignore),
      duplicate: async () => {
        try {
          const copy = await s().duplicatePage(slug, projectId, pageId);
          s().pushToast({ type: 'success', title: t('page_editor.toasts.duplicated') });
          navigate(pagePath(slug, copy, projectId));
        } catch {
          // The store showed why.
        }
      },
      /** Moves the page; resolves after navigating to its new link, rejects (the store showed why) when refused. */
      move: async (newProjectId: string) => {
        await s().movePage(slug, projectId, pageId, newProjectId);
        const moved = page();
        const name = s().projectsById[newProjectId]?.name ?? '';
        s().pushToast({ type: 'success', title: t('page_editor.toasts.moved', { project: name }) });
        navigate(moved ? pagePath(slug, moved, newProjectId) : `/${slug}/projects/${newProjectId}/pages/${pageId}`, { replace: true });
      },
      /** Deletes the page and goes back to the list; rejects when refused (the store showed why). */
      remove: async () => {
        await s().deletePage(slug, projectId, pageId);
        navigate(pagesPath(slug, projectId), { replace: true });
      },
      copyLink: () => {
        const current = page();
        const url = `${window.location.origin}${current ? pagePath(slug, current, projectId) : window.location.pathname}`;
        const done = () => s().pushToast({ type: 'success', title: t('page_editor.toasts.link_copied') });
        const failed = () => s().pushToast({ type: 'error', title: t('common.failed'), message: t('page_editor.toasts.link_copy_failed') });
        if (!navigator.clipboard) return failed();
        navigator.clipboard.writeText(url).then(done, failed);
      },
    };
  }, [storeApi, navigate, t, slug, projectId, pageId]);
}

/** The page screen's actions. */
export type PageActions = ReturnType<typeof usePageActions>;
