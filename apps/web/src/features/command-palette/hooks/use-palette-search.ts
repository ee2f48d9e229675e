import { useEffect, useState } from 'react';
import { SEARCH_QUERY_MAX_LENGTH } from '@cairn/types';
import { selectSearchEntry, useStoreApi, useAppStore, type SearchEntry } from '@cairn/state';

/** How long typing must pause before search/ is asked (ms). */
export const SEARCH_DEBOUNCE_MS = 150;

/**
 * The server's search for the palette's text: asked after a pause in typing, the previous request aborted; answers
 * the entry of the text last asked (its results stay while the next one loads).
 */
export function usePaletteSearch(slug: string, text: string, delayMs = SEARCH_DEBOUNCE_MS): { asked: string; entry: SearchEntry | undefined } {
  const storeApi = useStoreApi();
  const trimmed = text.trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
  const [asked, setAsked] = useState('');
  useEffect(() => {
    if (trimmed === '') {
      setAsked('');
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setAsked(trimmed);
      void storeApi.getState().searchWorkspace(slug, trimmed, { signal: controller.signal });
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [storeApi, slug, trimmed, delayMs]);
  const entry = useAppStore((s) => (asked ? selectSearchEntry(s, slug, asked) : undefined));
  return { asked, entry };
}
