import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useT } from '@cairn/i18n';
import { Button, Checkbox, Input, Modal, SearchIcon } from '@cairn/ui-kit';
import './work-item-detail.css';

/** A work item a picker offers. */
export interface PickableItem {
  id: string;
  /** PROJ-12 */
  key: string;
  name: string;
}

/**
 * Searches a project's items and picks one (parent) or several (relations, sub-work-items); `extra` sits above the
 * search (the relation type).
 */
export function WorkItemPickerModal(props: {
  open: boolean;
  title: string;
  /** The submit button's text, or a function of how many items are picked ("Add 2 work items"). */
  submitLabel: string | ((count: number) => string);
  items: readonly PickableItem[];
  multiple: boolean;
  busy: boolean;
  extra?: ReactNode;
  onSubmit: (ids: string[]) => void;
  onClose: () => void;
  /** The search text changed (the caller may ask the server; `items` are still filtered here as they come). */
  onSearch?: (query: string) => void;
}) {
  const { t } = useT();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  useEffect(() => {
    if (props.open) {
      setQuery('');
      setPicked([]);
    }
  }, [props.open]);
  const visible = useMemo(() => {
    const q = query.trim().toLowerCase();
    const list = q ? props.items.filter((i) => i.name.toLowerCase().includes(q) || i.key.toLowerCase().includes(q)) : props.items;
    return list.slice(0, 50);
  }, [props.items, query]);
  const toggle = (id: string) => {
    if (!props.multiple) return setPicked([id]);
    setPicked((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));
  };
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      footer={
        <>
          <Button variant="outline" onClick={props.onClose} disabled={props.busy}>
            {t('common.cancel')}
          </Button>
          <Button loading={props.busy} disabled={picked.length === 0} onClick={() => props.onSubmit(picked)}>
            {typeof props.submitLabel === 'function' ? props.submitLabel(picked.length) : props.submitLabel}
          </Button>
        </>
      }
    >
      <div className="cw-wi-form">
        {props.extra}
        <Input
          id="cw-wi-picker-search"
          aria-label={t('work_items.picker.search')}
          placeholder={t('work_items.picker.search')}
          leftIcon={<SearchIcon size={14} />}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            props.onSearch?.(e.target.value);
          }}
        />
        {visible.length === 0 ? (
          <p className="cw-wi-muted">{t('work_items.picker.no_items')}</p>
        ) : (
          <ul className="cw-wi-picker" aria-label={t('work_items.picker.results')}>
            {visible.map((item) => (
              <li key={item.id}>
                <Checkbox
                  id={`cw-wi-pick-${item.id}`}
                  checked={picked.includes(item.id)}
                  onChange={() => toggle(item.id)}
                  label={
                    <span className="cw-wi-picker__label">
                      <span className="cw-wi-key">{item.key}</span> {item.name}
                    </span>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
