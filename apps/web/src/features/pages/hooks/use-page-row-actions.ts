import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '@cairn/i18n';
import type { Page } from '@cairn/types';
import { useStoreApi } from '@cairn/state';
import { pagePath } from '../paths';

const ignore = () => undefined;

/** The row actions of the pages list: each calls the store (which rolls back and reports a failure) and confirms in a toast. */
export function usePageRowActions(slug: string, projectId: string) {
  const { t } = useT();
  const navigate = useNavigate();
  const storeApi = useStoreApi();
  return useMemo(() => {
    const act = () => storeApi.getState();
    const done = (key: string) => () => void act().pushToast({ type: 'success', title: t(key) });
    return {
      open: (page: Page) => navigate(pagePath(slug, page, projectId)),
      copyLink: (page: Page) => {
        void navigator.clipboard?.writeText(`${window.location.origin}${pagePath(slug, page, projectId)}`).catch(ignore);
        act().pushToast({ type: 'success', title: t('pages.toasts.link_copied') });
      },
      toggleFavorite: (page: Page) => void (page.is_favorite ? act().unfavoritePage(slug, projectId, page.id) : act().favoritePage(slug, projectId, page.id)).catch(ignore),
      duplicate: (page: Page) => void act().duplicatePage(slug, projectId, page.id).then(done('pages.toasts.duplicated')).catch(ignore),
      setAccess: (page: Page, access: Page['access']) => void act().setPageAccess(slug, projectId, page.id, access).catch(ignore),
      setLocked: (page: Page, locked: boolean) => void (locked ? act().lockPage(slug, projectId, page.id) : act().unlockPage(slug, projectId, page.id)).catch(ignore),
      archive: (page: Page) => void act().archivePage(slug, projectId, page.id).then(done('pages.toasts.archived')).catch(ignore),
      restore: (page: Page) => void act().restorePage(slug, projectId, page.id).then(done('pages.toasts.restored')).catch(ignore),
    };
  }, [storeApi, navigate, slug, projectId, t]);
}

/** The row actions. */
export type PageRowActions = ReturnType<typeof usePageRowActions>;
