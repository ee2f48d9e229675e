import type { WebState } from '../../core/types';
import { searchKey, type SearchEntry } from './search.slice';

const IDLE: SearchEntry | undefined = undefined;

/** The answer of a search (undefined before it is asked). */
export const selectSearchEntry = (state: WebState, slug: string, text: string): SearchEntry | undefined =>
  state.searchEntries[searchKey(slug, text)] ?? IDLE;
