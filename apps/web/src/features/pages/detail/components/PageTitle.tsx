import { useLayoutEffect, useRef } from 'react';
import { useT } from '@cairn/i18n';
import { PAGE_NAME_MAX_LENGTH } from '@cairn/types';
import type { TitleAutosave } from '../hooks/use-title-autosave';

/**
 * The page's title: a large borderless text area that grows with its text; typing autosaves (useTitleAutosave). Enter
 * (no new lines in a title) moves the caret into the page's content. Read-only for those who may not edit the page.
 */
export function PageTitle({ title, readOnly, onEnter }: { title: TitleAutosave; readOnly: boolean; onEnter: () => void }) {
  const { t } = useT();
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight}px`;
  }, [title.value]);
  return (
    <textarea
      ref={ref}
      className="cw-page-title"
      rows={1}
      value={title.value}
      readOnly={readOnly}
      maxLength={PAGE_NAME_MAX_LENGTH}
      aria-label={t('page_editor.title_label')}
      placeholder={t('page_editor.untitled')}
      onChange={(event) => title.onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
        event.preventDefault();
        onEnter();
      }}
    />
  );
}
