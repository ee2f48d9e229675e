import { useEffect, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useT } from '@cairn/i18n';
import type { PageListType } from '@cairn/types';
import { selectPageList, selectPageListPages, useAppStore } from '@cairn/state';
import { Button, EmptyState, FileIcon, PlusIcon, SearchIcon } from '@cairn/ui-kit';
import { PageRow } from './PageRow';

/** Above this many pages the list draws only what is in view. */
export const PAGES_VIRTUAL_THRESHOLD = 100;
const ROW_HEIGHT = 56;

function PagesSkeleton() {
  const { t } = useT();
  return (
    <div className="cw-pages-skeleton" role="status" aria-busy="true" aria-label={t('pages.loading')}>
      {[0, 1, 2, 3, 4].map((i) => <div key={i} className="cw-pages-skeleton__row" style={{ width: `${94 - (i % 3) * 11}%` }} />)}
    </div>
  );
}

/**
 * The rows of one pages list (pageListKey): a skeleton on the first read, the failure, the empty state of its tab (or
 * of its search / filters), else the rows — virtualised above PAGES_VIRTUAL_THRESHOLD.
 */
export function PagesList(props: {
  projectId: string;
  listKey: string;
  tab: PageListType;
  search: string;
  filtered: boolean;
  canCreate: boolean;
  onCreate: () => void;
  onClearFilters: () => void;
}) {
  const { t } = useT();
  const current = useAppStore((s) => selectPageList(s, props.listKey));
  // While a new query's first read runs (another search, sort, tab), the last answered list of the project stays on
  // screen, marked busy, instead of a skeleton flash.
  const [shown, setShown] = useState(props.listKey);
  const answered = current.status === 'ready' || current.status === 'error' || current.ids.length > 0;
  if (answered && shown !== props.listKey) setShown(props.listKey);
  const key = answered || !shown.startsWith(`${props.projectId}|`) ? props.listKey : shown;
  const list = useAppStore((s) => selectPageList(s, key));
  const pages = useAppStore((s) => selectPageListPages(s, key));
  const busy = key !== props.listKey || list.status === 'loading';
  // "Updated 3 minutes ago" is measured once per change of the rows, not per row.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => setNow(Date.now()), [pages]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = pages.length > PAGES_VIRTUAL_THRESHOLD;
  const virtualizer = useVirtualizer({
    count: virtual ? pages.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => pages[index]?.id ?? index,
    overscan: 8,
  });

  if (pages.length === 0) {
    // The skeleton only for a first read: a list read again keeps showing what it holds (here: nothing) meanwhile.
    if (list.status === 'idle' || (list.status === 'loading' && list.ids.length === 0)) return <PagesSkeleton />;
    if (list.status === 'error') {
      return <EmptyState icon={<FileIcon size={32} />} title={t('pages.empty.failed_title')} description={t('pages.errors.fetch_list_failed')} />;
    }
    if (props.search) {
      return <EmptyState icon={<SearchIcon size={32} />} title={t('pages.empty.no_match_title')} description={t('pages.empty.no_match_description', { query: props.search })} />;
    }
    if (props.filtered) {
      return (
        <EmptyState
          icon={<FileIcon size={32} />}
          title={t('pages.empty.filtered_title')}
          description={t('pages.empty.filtered_description')}
          action={<Button variant="outline" onClick={props.onClearFilters}>{t('pages.filters.clear')}</Button>}
        />
      );
    }
    const creatable = props.canCreate && props.tab !== 'archived';
    const description = props.tab === 'all' && !props.canCreate ? t('pages.empty.guest_description') : t(`pages.empty.${props.tab}_description`);
    return (
      <EmptyState
        icon={<FileIcon size={32} />}
        title={t(`pages.empty.${props.tab}_title`)}
        description={description}
        action={creatable ? <Button leftIcon={<PlusIcon size={14} />} onClick={props.onCreate}>{t('pages.new_page')}</Button> : undefined}
      />
    );
  }

  return (
    <div ref={scrollRef} className="cw-pages-list" role="list" aria-label={t('pages.list_label')} aria-busy={busy || undefined}>
      {virtual ? (
        <div className="cw-pages-list__inner" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((v) => (
            <div key={v.key} role="listitem" className="cw-pages-list__line" data-index={v.index} ref={virtualizer.measureElement} style={{ transform: `translateY(${v.start}px)` }}>
              <PageRow pageId={pages[v.index].id} now={now} />
            </div>
          ))}
        </div>
      ) : (
        pages.map((page) => (
          <div key={page.id} role="listitem">
            <PageRow pageId={page.id} now={now} />
          </div>
        ))
      )}
    </div>
  );
}
