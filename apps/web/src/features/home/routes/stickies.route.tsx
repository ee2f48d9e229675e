import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectHasMoreStickies, selectStickies, selectStickiesStatus, useAppStore, useStoreApi } from '@cairn/state';
import { Button, EmptyState, Input, PlusIcon, SearchIcon, Spinner } from '@cairn/ui-kit';
import { lazyNamed } from '../../../app/lazy-named';
import { whenIdle } from '../../../app/lazy-part';
import { AreaPage } from '../../../shared/components/AreaPage';
import { StickyGrid } from '../components/StickyGrid';
import '../home.css';

const LazyStickiesDndGrid = lazyNamed(() => import('../components/StickiesDndGrid'), 'StickiesDndGrid');
const SEARCH_DELAY_MS = 300;

function useDragLayer(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => {
      void LazyStickiesDndGrid.preload().then(() => live && setReady(true), () => undefined);
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return ready;
}

/** `/:workspaceSlug/stickies`: every sticky of the caller (sort_order descending) with search, "+", edit, colour, delete, reorder. */
export function StickiesRoute() {
  const { t } = useT();
  const { workspaceSlug: slug = '' } = useParams();
  const store = useStoreApi();
  const stickies = useAppStore((s) => selectStickies(s, slug));
  const status = useAppStore((s) => selectStickiesStatus(s, slug));
  const hasMore = useAppStore((s) => selectHasMoreStickies(s, slug));
  const [query, setQuery] = useState('');
  const dragLayer = useDragLayer();

  useEffect(() => {
    const timer = setTimeout(() => void store.getState().loadStickies(slug, query.trim()), query ? SEARCH_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [store, slug, query]);
  useEffect(() => () => store.getState().flushStickyEdits(), [store]);

  const add = () => {
    const s = store.getState();
    s.setStickyAddNew(true);
    s.createSticky(slug).catch(() => undefined);
  };
  // Reordering a filtered list would place stickies between ones the search hides: only the full list is reorderable.
  const reorderable = query.trim() === '';
  return (
    <AreaPage
      title={t('home.stickies_title')}
      actions={
        <Button size="sm" leftIcon={<PlusIcon size={14} />} onClick={add}>
          {t('home.sticky_add')}
        </Button>
      }
    >
      <div className="cw-stickies-page">
        <Input
          size="sm"
          type="search"
          aria-label={t('home.stickies_search')}
          placeholder={t('home.stickies_search')}
          leftIcon={<SearchIcon size={14} />}
          value={query}
          maxLength={255}
          onChange={(e) => setQuery(e.target.value)}
        />
        {status === 'loading' && stickies.length === 0 ? <Spinner /> : null}
        {status !== 'loading' && stickies.length === 0 ? (
          <EmptyState
            title={t(query ? 'home.stickies_no_match' : 'home.stickies_empty_title')}
            description={query ? undefined : t('home.stickies_empty')}
          />
        ) : null}
        {stickies.length > 0 && reorderable && dragLayer ? <LazyStickiesDndGrid slug={slug} stickies={stickies} /> : null}
        {stickies.length > 0 && !(reorderable && dragLayer) ? <StickyGrid slug={slug} stickies={stickies} movable={reorderable} /> : null}
        {hasMore ? (
          <Button variant="outline" size="sm" onClick={() => void store.getState().loadMoreStickies(slug)}>
            {t('common.show_more')}
          </Button>
        ) : null}
      </div>
    </AreaPage>
  );
}
