import { useEffect, useRef, useState } from 'react';
import { useT } from '@cairn/i18n';
import { Input, SearchIcon } from '@cairn/ui-kit';

/** The list's search box: title words or a sequence number, sent 300 ms after the last keystroke. */
export function SearchBox(props: { value: string; onSearch: (text: string) => void }) {
  const { t } = useT();
  const [text, setText] = useState(props.value);
  const onSearch = useRef(props.onSearch);
  useEffect(() => {
    onSearch.current = props.onSearch;
  });
  const sent = useRef(props.value);
  useEffect(() => {
    if (text.trim() === sent.current.trim()) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onSearch.current(text.trim());
    }, 300);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <Input
      size="sm"
      type="search"
      wrapperClassName="cw-wil-search"
      leftIcon={<SearchIcon size={14} />}
      aria-label={t('work_item_lists.search.label')}
      placeholder={t('work_item_lists.search.placeholder')}
      value={text}
      maxLength={200}
      onChange={(e) => setText(e.target.value)}
    />
  );
}
