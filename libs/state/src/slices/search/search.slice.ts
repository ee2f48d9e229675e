import type { EntitySearch, EntitySearchType, WorkspaceSearch } from '@cairn/types';
import { load } from '../../core/load';
import type { SliceContext, WebState } from '../../core/types';

/** The results of one search/ call. */
export type SearchResults = WorkspaceSearch['results'];

/** One search answer as the palette reads it. */
export interface SearchEntry {
  status: 'loading' | 'ready' | 'error';
  results?: SearchResults;
}

/** How many answers are kept (the oldest key leaves first): typing a query makes one per pause. */
export const SEARCH_ENTRIES_KEPT = 30;

/** The key of a search answer: workspace and lower-cased, trimmed text. */
export function searchKey(slug: string, text: string): string {
  return `${slug}|${text.trim().toLowerCase()}`;
}

/** Workspace search (issue 17): read-only answers of search/ for the command palette, keyed by workspace and text. */
export interface SearchSlice {
  /** searchKey(slug, text) → its answer (at most SEARCH_ENTRIES_KEPT kept). */
  searchEntries: Record<string, SearchEntry>;
  /** GET search/ for the text (blank → nothing asked). Never throws; a failure is logged, the palette shows it. */
  searchWorkspace(slug: string, text: string, options?: { signal?: AbortSignal }): Promise<SearchResults | undefined>;
  /** GET entity-search/ (mentions, pickers): answered, not stored. Never throws. */
  searchEntities(slug: string, types: readonly EntitySearchType[], options?: { query?: string; count?: number; projectId?: string }): Promise<EntitySearch | undefined>;
}

/** The search slice's data when the store starts or is reset. */
export function initialSearchState(): Pick<SearchSlice, 'searchEntries'> {
  return { searchEntries: {} };
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** Creates the search slice: no writes, so no optimistic updates. */
export function createSearchSlice(ctx: SliceContext): SearchSlice {
  const { store } = ctx;
  const { search } = ctx.deps.services;
  const setEntry = (d: WebState['searchEntries'], key: string, entry: SearchEntry) => {
    delete d[key];
    d[key] = entry;
    const keys = Object.keys(d);
    for (const old of keys.slice(0, Math.max(0, keys.length - SEARCH_ENTRIES_KEPT))) delete d[old];
  };
  return {
    ...initialSearchState(),
    searchWorkspace: async (slug, text, options = {}) => {
      if (text.trim() === '') return undefined;
      const key = searchKey(slug, text);
      const answer = await load(store, {
        action: 'search/workspace',
        call: () => search.search(slug, text.trim(), { signal: options.signal }),
        start: (d) => {
          const previous = d.searchEntries[key];
          setEntry(d.searchEntries, key, { status: 'loading', results: previous?.results });
        },
        done: (d, result) => setEntry(d.searchEntries, key, { status: 'ready', results: result.results }),
        failed: (d, error) => {
          // A superseded (aborted) search leaves no error behind: the newer one answers.
          if (isAbort(error)) delete d.searchEntries[key];
          else setEntry(d.searchEntries, key, { status: 'error', results: d.searchEntries[key]?.results });
        },
        report: (error) => {
          if (!isAbort(error)) store.getState().logError(error);
        },
      });
      return answer?.results;
    },
    searchEntities: async (slug, types, options = {}) => {
      try {
        return await search.entitySearch(slug, types, options);
      } catch (error) {
        store.getState().logError(error);
        return undefined;
      }
    },
  };
}
