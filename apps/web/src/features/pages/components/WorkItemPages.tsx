import { useEffect } from 'react';
import { Link } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectWorkItemPages, useAppStore, useStoreApi } from '@cairn/state';
import { PageLogo } from '../detail/components/PageLogo';
import { pageName } from '../hooks/page-format';
import { pagePath } from '../paths';
import { PageAccessIcon } from './PageRow';
import '../pages.css';

/**
 * The work item's "Pages": the pages that mention it (GET issues/{id}/pages/), each a link to the page; nothing at all
 * while none do (or before the read answered).
 */
export function WorkItemPages({ slug, projectId, workItemId }: { slug: string; projectId: string; workItemId: string }) {
  const { t } = useT();
  const storeApi = useStoreApi();
  const { items } = useAppStore((s) => selectWorkItemPages(s, workItemId));
  useEffect(() => {
    if (slug && projectId && workItemId) void storeApi.getState().loadWorkItemPages(slug, projectId, workItemId);
  }, [storeApi, slug, projectId, workItemId]);
  if (items.length === 0) return null;
  return (
    <section className="cw-wi-pages" aria-label={t('pages.work_item.label')}>
      <h3 className="cw-wi-pages__title">{t('pages.work_item.title')}</h3>
      <ul className="cw-wi-pages__list">
        {items.map((page) => (
          <li key={page.id}>
            <Link className="cw-wi-pages__link" to={pagePath(slug, { id: page.id, project_ids: [page.project_id] })}>
              <PageLogo logo={page.logo_props} size={16} />
              <span className="cw-wi-pages__name">{pageName(t, page.name)}</span>
              <span className="cw-wi-pages__access"><PageAccessIcon access={page.access} /></span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
