import { useCallback, useEffect, useRef, useState } from 'react';
import { PAGE_TITLE_AUTOSAVE_MS } from '@cairn/types';
import { useStoreApi } from '@cairn/state';

/** The title field's model: what it shows, the change handler, and `flush` to save a pending change at once. */
export interface TitleAutosave {
  value: string;
  onChange: (text: string) => void;
  flush: () => void;
}

// Titles are one line: pasted line breaks become spaces.
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

/**
 * The page title's autosave (spec §4, §9): the field shows what is typed at once, and `renamePage` saves it after
 * PAGE_TITLE_AUTOSAVE_MS without typing (the slice sets the indicator saving → saved; on failure it restores the old
 * name and shows "Failed", and the field follows the restored name). A pending change is saved when the screen closes.
 */
export function useTitleAutosave(slug: string, projectId: string, pageId: string, storedName: string): TitleAutosave {
  const storeApi = useStoreApi();
  const [draft, setDraft] = useState<string | null>(null);
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Which draft is the newest, so an older save's answer does not drop text typed since.
  const edits = useRef(0);

  const save = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const name = pending.current;
    pending.current = null;
    if (name === null) return;
    const edit = edits.current;
    storeApi.getState().renamePage(slug, projectId, pageId, name).then(
      () => {
        // The field follows the store again (live renames by others show) unless the server trimmed what is typed.
        if (edit === edits.current && storeApi.getState().pages.byId[pageId]?.name === name) setDraft(null);
      },
      () => {
        // The slice restored the old name and showed why; the field shows it too unless the user typed again.
        if (edit === edits.current) setDraft(null);
      },
    );
  }, [storeApi, slug, projectId, pageId]);

  const onChange = useCallback((text: string) => {
    const next = oneLine(text);
    edits.current += 1;
    pending.current = next;
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(save, PAGE_TITLE_AUTOSAVE_MS);
  }, [save]);

  // Leaving the page (or switching to another) saves what was typed instead of dropping it.
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);
  useEffect(() => () => saveRef.current(), [pageId]);

  return { value: draft ?? storedName, onChange, flush: save };
}
