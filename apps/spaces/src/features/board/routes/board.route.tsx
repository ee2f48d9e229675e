import { Suspense, lazy, useCallback, useEffect, useMemo, useRef } from 'react';
import { useParams } from 'react-router';
import { useT } from '@cairn/i18n';
import { PUBLISH_ANCHOR_PATTERN } from '@cairn/types';
import { publicQueryKey, useSpacesStore, useSpacesStoreApi } from '@cairn/state';
import { AlertTriangleIcon, Button, EmptyState, LockIcon, Spinner } from '@cairn/ui-kit';
import { MessagePage } from '../../../shared/MessagePage';
import { BoardHeader } from '../components/BoardHeader';
import { BoardFilters, FilterChips } from '../components/BoardFilters';
import { BoardLayoutBody } from '../components/BoardLayoutBody';
import { BoardLookupsProvider } from '../hooks/board-context';
import { boardQuery, filterCount, isGroupedLayout, offeredLayouts } from '../hooks/board-url';
import { useBoardLive } from '../hooks/use-board-live';
import { useBoardUrl } from '../hooks/use-board-url';
import { useDelayedFlag } from '../hooks/use-delayed-flag';
import { useDocumentMeta } from '../hooks/use-document-meta';
import { useNarrow } from '../hooks/use-narrow';
import '../board.css';
import '../layouts/layouts.css';

// The peek (sanitised HTML, comments, reactions) loads when an item is first opened.
const BoardPeek = lazy(() => import('../components/BoardPeek').then((m) => ({ default: m.BoardPeek })));

/** The page an unknown or unpublished anchor shows: no details, no retry loop. */
export function BoardUnavailable() {
  const { t } = useT();
  return <MessagePage icon={<LockIcon size={32} />} title={t('spaces.unavailable.title')} description={t('spaces.unavailable.description')} />;
}

/** /issues/:anchor — a published project's or view's board. */
export function BoardRoute() {
  const { anchor = '' } = useParams();
  return PUBLISH_ANCHOR_PATTERN.test(anchor) ? <Board anchor={anchor} /> : <BoardUnavailable />;
}

function Board({ anchor }: { anchor: string }) {
  const { t } = useT();
  const narrow = useNarrow();
  const current = useSpacesStore((s) => s.boardAnchor === anchor);
  const status = useSpacesStore((s) => (s.boardAnchor === anchor ? s.boardStatus : 'loading'));
  const settings = useSpacesStore((s) => s.boardSettings);
  const meta = useSpacesStore((s) => s.boardMeta);
  const page = useSpacesStore((s) => s.boardPage);
  const pageStatus = useSpacesStore((s) => s.boardPageStatus);
  const { openBoard, loadBoardItems, refreshBoard, markBoardGone } = useSpacesStoreApi().getState();
  const url = useBoardUrl(settings);
  const query = useMemo(() => boardQuery(url.layout, url.filters), [url.layout, url.filters]);
  const key = publicQueryKey(query);

  // One round of requests when the board opens; later a changed query (layout grouping, filters) asks for its first page.
  const asked = useRef<{ anchor: string; key: string } | undefined>(undefined);
  const queryRef = useRef(query);
  queryRef.current = query;
  useEffect(() => {
    asked.current = { anchor, key: publicQueryKey(queryRef.current) };
    void openBoard(anchor, queryRef.current);
  }, [anchor, openBoard]);
  useEffect(() => {
    if (!asked.current || asked.current.anchor !== anchor || asked.current.key === key) return;
    asked.current = { anchor, key };
    void loadBoardItems(queryRef.current);
  }, [anchor, key, loadBoardItems]);

  const onChange = useCallback(() => void refreshBoard(), [refreshBoard]);
  useBoardLive(anchor, current && status === 'ready', { onChange, onGone: markBoardGone });
  useDocumentMeta(meta ? (meta.view ? `${meta.view.name} · ${meta.project.name}` : meta.project.name) : undefined, settings?.is_indexable);
  const updating = useDelayedFlag(pageStatus === 'loading');
  const opening = useDelayedFlag(status === 'loading' || status === 'idle');

  if (status === 'not-found') return <BoardUnavailable />;
  if (status === 'error') {
    return (
      <MessagePage
        icon={<AlertTriangleIcon size={32} />}
        title={t('spaces.load_error.title')}
        description={t('spaces.load_error.description')}
        action={<Button onClick={() => void openBoard(anchor, queryRef.current)}>{t('spaces.load_error.retry')}</Button>}
      />
    );
  }
  if (status !== 'ready' || !settings) {
    return <div className="cs-page cs-page--center">{opening ? <Spinner size="lg" label={t('spaces.board.loading')} /> : null}</div>;
  }

  const layouts = offeredLayouts(settings);
  const total = page?.total_count ?? 0;
  // A grouped answer is shown by list/board only; while a flat layout's first page loads, the old shape stays.
  const shapeFits = page ? (page.grouped_by !== null) === isGroupedLayout(url.layout) : false;
  return (
    <BoardLookupsProvider openItem={url.openItem}>
      <div className="cs-page cs-board">
        <BoardHeader anchor={anchor} layouts={layouts} layout={url.layout} onLayout={url.setLayout} />
        <div className="cs-toolbar">
          <BoardFilters filters={url.filters} onChange={url.setFilter} onRemove={url.removeFilterValue} onClear={url.clearFilters} narrow={narrow} />
          <span className="cs-toolbar__end">
            {updating ? <Spinner size="sm" label={t('spaces.board.updating')} /> : null}
            <span className="cs-muted" aria-live="polite">{t('spaces.board.item_count', { count: total })}</span>
          </span>
        </div>
        <FilterChips filters={url.filters} onRemove={url.removeFilterValue} onClear={url.clearFilters} />
        <main className="cs-board-body">
          {page && total === 0 && pageStatus !== 'loading' ? (
            <EmptyState
              title={t('spaces.board.empty_title')}
              description={filterCount(url.filters) > 0 ? t('spaces.board.empty_filtered') : t('spaces.board.empty_board')}
              action={filterCount(url.filters) > 0 ? <Button variant="outline" onClick={url.clearFilters}>{t('spaces.filters.clear_all')}</Button> : undefined}
            />
          ) : shapeFits ? (
            <BoardLayoutBody layout={url.layout} />
          ) : null}
        </main>
        {url.peekId ? <Suspense fallback={null}><BoardPeek anchor={anchor} issueId={url.peekId} onClose={url.closeItem} /></Suspense> : null}
      </div>
    </BoardLookupsProvider>
  );
}
