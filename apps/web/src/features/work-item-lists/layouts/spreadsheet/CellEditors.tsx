import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '@cairn/i18n';
import { isIsoDay, WORK_ITEM_TEXT, type WorkItem, type WorkItemUpdate } from '@cairn/types';

/**
 * Hosts a ui-kit Select as a cell editor: opens it on mount and ends the edit when its list closes (a choice in a
 * single select, Escape, Tab, a click elsewhere). `refocus` says whether focus was left on the editor (Escape or a
 * choice), in which case the grid puts it back on the cell.
 */
export function SelectCellEditor(props: { children: ReactNode; onDone: (refocus: boolean) => void; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const done = useRef(props.onDone);
  useLayoutEffect(() => {
    done.current = props.onDone;
  });
  useEffect(() => {
    const trigger = ref.current?.querySelector<HTMLButtonElement>('button[aria-haspopup="listbox"]');
    if (!trigger) return;
    let opened = false;
    const observer = new MutationObserver(() => {
      if (trigger.getAttribute('aria-expanded') === 'true') {
        opened = true;
        return;
      }
      if (!opened) return;
      const focused = document.activeElement;
      done.current(focused === trigger || focused === document.body || focused === null);
    });
    observer.observe(trigger, { attributes: true, attributeFilter: ['aria-expanded'] });
    trigger.click();
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={props.className ?? 'cw-ss-editor'}>
      {props.children}
    </div>
  );
}

/** Keys of a text-like cell editor: Enter saves, Escape cancels (focus back on the cell); the grid never sees them. */
function editorKeys(finish: (save: boolean, refocus: boolean) => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    event.stopPropagation();
    if (event.key === 'Enter' || event.key === 'Escape') {
      event.preventDefault();
      finish(event.key === 'Enter', true);
    }
  };
}

/**
 * A date cell editor: Enter or leaving the field saves, Escape cancels. A date that would put the start after the
 * target is not sent (Enter keeps the field open and marks it invalid).
 */
export function DateCellEditor(props: {
  item: WorkItem;
  field: 'start_date' | 'target_date';
  label: string;
  onCommit: (patch: WorkItemUpdate) => void;
  onDone: (refocus: boolean) => void;
}) {
  const { t } = useT();
  const { item, field } = props;
  const [value, setValue] = useState(item[field] ?? '');
  const [invalid, setInvalid] = useState(false);
  const finished = useRef(false);

  const finish = (save: boolean, refocus: boolean) => {
    if (finished.current) return;
    const next = isIsoDay(value) ? value : null;
    if (save && next !== item[field]) {
      const start = field === 'start_date' ? next : item.start_date;
      const target = field === 'target_date' ? next : item.target_date;
      if (start && target && start > target) {
        if (refocus) {
          setInvalid(true);
          return;
        }
        save = false;
      }
    }
    finished.current = true;
    if (save && next !== item[field]) props.onCommit({ [field]: next });
    props.onDone(refocus);
  };

  const onKeyDown = editorKeys(finish);

  return (
    <input
      // The user asked to edit this cell: the field takes focus.
      autoFocus
      type="date"
      className="cw-ss-date-input"
      aria-label={props.label}
      aria-invalid={invalid || undefined}
      title={invalid ? t('work_items.form.dates_order') : undefined}
      value={value}
      min={field === 'target_date' ? (item.start_date ?? undefined) : undefined}
      max={field === 'start_date' ? (item.target_date ?? undefined) : undefined}
      onChange={(e) => {
        setInvalid(false);
        setValue(e.target.value);
      }}
      onKeyDown={onKeyDown}
      onBlur={() => finish(true, false)}
    />
  );
}

/**
 * The title editor (F2 or the pencil on a title cell): Enter or leaving the field saves a changed, non-blank title;
 * Escape cancels. A blank title is not sent — Enter keeps the field open and marks it invalid, leaving cancels.
 */
export function TitleCellEditor(props: { item: WorkItem; label: string; onCommit: (patch: WorkItemUpdate) => void; onDone: (refocus: boolean) => void }) {
  const { item } = props;
  const [value, setValue] = useState(item.name);
  const [invalid, setInvalid] = useState(false);
  const finished = useRef(false);
  const finish = (save: boolean, refocus: boolean) => {
    if (finished.current) return;
    const next = value.trim();
    if (save && !next) {
      if (refocus) {
        setInvalid(true);
        return;
      }
      save = false;
    }
    finished.current = true;
    if (save && next !== item.name) props.onCommit({ name: next });
    props.onDone(refocus);
  };
  return (
    <input
      // The user asked to edit this title: the field takes focus with the text selected.
      autoFocus
      onFocus={(e) => e.currentTarget.select()}
      type="text"
      className="cw-ss-title-input"
      aria-label={props.label}
      aria-invalid={invalid || undefined}
      title={invalid ? WORK_ITEM_TEXT.nameRequired : undefined}
      maxLength={255}
      value={value}
      onChange={(e) => {
        setInvalid(false);
        setValue(e.target.value);
      }}
      onKeyDown={editorKeys(finish)}
      onBlur={() => finish(true, false)}
      onClick={(e) => e.stopPropagation()}
    />
  );
}
