import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { PublicBoardSettings, PublishLayout } from '@cairn/types';
import { BOARD_PARAM, FILTER_FIELDS, chooseLayout, readFilters, withFilter, type BoardFilters, type FilterField } from './board-url';

/** What the board page keeps in its URL: layout, filters and the open item, so a shared link reproduces the view. */
export interface BoardUrl {
  layout: PublishLayout;
  filters: BoardFilters;
  peekId: string | null;
  setLayout(layout: PublishLayout): void;
  setFilter(field: FilterField, values: readonly string[]): void;
  removeFilterValue(field: FilterField, value: string): void;
  clearFilters(): void;
  openItem(id: string): void;
  closeItem(): void;
}

/** Reads and writes the board's URL state (filter changes replace the history entry; the peek pushes one). */
export function useBoardUrl(settings: PublicBoardSettings | undefined): BoardUrl {
  const [params, setParams] = useSearchParams();
  const layoutParam = params.get(BOARD_PARAM.layout);
  const layout = chooseLayout(layoutParam, settings);
  const filterKey = FILTER_FIELDS.map((f) => params.get(f) ?? '').join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed only when a filter parameter changes
  const filters = useMemo(() => readFilters(params), [filterKey]);
  const peekId = params.get(BOARD_PARAM.peek);

  const update = useCallback((change: (p: URLSearchParams) => URLSearchParams, push = false) => {
    setParams((current) => change(current), { replace: !push });
  }, [setParams]);

  return {
    layout,
    filters,
    peekId,
    setLayout: (next) => update((p) => {
      const copy = new URLSearchParams(p);
      copy.set(BOARD_PARAM.layout, next);
      return copy;
    }),
    setFilter: (field, values) => update((p) => withFilter(p, field, values)),
    removeFilterValue: (field, value) => update((p) => withFilter(p, field, readFilters(p)[field].filter((v) => v !== value))),
    clearFilters: () => update((p) => FILTER_FIELDS.reduce((acc, field) => withFilter(acc, field, []), p)),
    openItem: (id) => update((p) => {
      const copy = new URLSearchParams(p);
      copy.set(BOARD_PARAM.peek, id);
      return copy;
    }, true),
    closeItem: () => update((p) => {
      const copy = new URLSearchParams(p);
      copy.delete(BOARD_PARAM.peek);
      return copy;
    }),
  };
}
