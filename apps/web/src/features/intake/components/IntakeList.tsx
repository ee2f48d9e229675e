import { useEffect, useRef } from 'react';
import { useT } from '@cairn/i18n';
import { selectIntakeList, useAppStore, useStoreApi, type IntakeListParams } from '@cairn/state';
import { AlertCircleIcon, Button, EmptyState, IntakeIcon, Spinner } from '@cairn/ui-kit';
import { IntakeRow } from './IntakeRow';

/**
 * The requests of the chosen tab, 10 at a time: the next page loads when the end of the list comes into view (or
 * on "Load more"); the spec's init and pagination error texts (§8) with a retry when a fetch fails.
 */
export function IntakeList(props: {
  slug: string;
  projectId: string;
  params: IntakeListParams;
  selectedId: string | undefined;
  hrefOf: (issueId: string) => string;
  projectIdentifier: string | undefined;
  creatorName: (userId: string | null, detail?: { id: string; display_name: string } | null) => string;
  now: Date;
}) {
  const { t } = useT();
  const storeApi = useStoreApi();
  const { slug, projectId, params } = props;
  const list = useAppStore((s) => selectIntakeList(s, projectId, params));
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = () => void storeApi.getState().loadMoreIntake(slug, projectId, params);
  const retry = () => void storeApi.getState().loadIntake(slug, projectId, params);
  const canLoadMore = list?.nextPageResults === true && list.error !== 'pagination-error' && list.loader !== 'pagination';
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !canLoadMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void storeApi.getState().loadMoreIntake(slug, projectId, params);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [canLoadMore, storeApi, slug, projectId, params]);

  if (!list || (list.loader === 'init-loader' && list.ids.length === 0)) {
    return <div className="cw-center-pad"><Spinner label={t('intake.list.loading')} /></div>;
  }
  if (list.error === 'init-error') {
    return (
      <div className="cw-intake-error" role="alert">
        <AlertCircleIcon size={16} />
        <p>{t('intake.errors.init')}</p>
        <Button size="sm" variant="outline" onClick={retry}>{t('common.retry')}</Button>
      </div>
    );
  }
  if (list.ids.length === 0) {
    return (
      <EmptyState
        icon={<IntakeIcon size={32} />}
        title={t(`intake.empty.${params.tab}_title`)}
        description={t(`intake.empty.${params.tab}_description`)}
      />
    );
  }
  return (
    <div className="cw-intake-list">
      <p className="cw-intake-list__count">{t('intake.list.count', { count: list.totalResults })}</p>
      <ul aria-label={t(`intake.tabs.${params.tab}`)} aria-busy={list.loader !== undefined && list.loader !== 'mutation'}>
        {list.ids.map((id) => (
          <IntakeRow
            key={id}
            issueId={id}
            href={props.hrefOf(id)}
            selected={id === props.selectedId}
            projectIdentifier={props.projectIdentifier}
            creatorName={props.creatorName}
            now={props.now}
          />
        ))}
      </ul>
      {list.error === 'pagination-error' ? (
        <div className="cw-intake-error" role="alert">
          <AlertCircleIcon size={16} />
          <p>{t('intake.errors.pagination')}</p>
          <Button size="sm" variant="outline" onClick={loadMore}>{t('common.retry')}</Button>
        </div>
      ) : null}
      {list.loader === 'pagination' ? <div className="cw-center-pad"><Spinner size="sm" /></div> : null}
      {canLoadMore ? (
        <div ref={sentinel} className="cw-intake-list__more">
          <Button size="sm" variant="ghost" onClick={loadMore}>{t('intake.list.load_more')}</Button>
        </div>
      ) : null}
    </div>
  );
}

