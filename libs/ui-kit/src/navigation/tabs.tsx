import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../internal/cx';

/** One tab; `content` is rendered in the tab panel while the tab is selected. */
export interface TabItem {
  id: string;
  label: ReactNode;
  icon?: ReactNode;
  /** A number shown after the label (unread count…). */
  count?: number;
  disabled?: boolean;
  content?: ReactNode;
}

/** Props of Tabs (controlled: the parent keeps `value`). */
export interface TabsProps {
  items: ReadonlyArray<TabItem>;
  value: string;
  onChange: (id: string) => void;
  'aria-label'?: string;
  variant?: 'underline' | 'pills';
  size?: 'sm' | 'md';
  className?: string;
}

/** A tab list (role="tablist") with arrow-key, Home and End navigation and its active panel. */
export function Tabs({ items, value, onChange, variant = 'underline', size = 'md', className, ...aria }: TabsProps) {
  const base = useId();
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = (id: string) => `${base}-panel-${id}`;
  const enabled = items.filter((item) => !item.disabled);
  const active = items.find((item) => item.id === value);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // On a narrow screen the list scrolls sideways; keep the selected tab in sight without moving the page.
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !tab) return;
    if (tab.offsetLeft < list.scrollLeft) list.scrollLeft = tab.offsetLeft;
    else if (tab.offsetLeft + tab.offsetWidth > list.scrollLeft + list.clientWidth) list.scrollLeft = tab.offsetLeft + tab.offsetWidth - list.clientWidth;
  }, [value]);

  const select = (item: TabItem | undefined) => {
    if (!item) return;
    onChange(item.id);
    document.getElementById(tabId(item.id))?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = enabled.findIndex((item) => item.id === value);
    const move: Record<string, number | undefined> = {
      ArrowRight: (index + 1) % enabled.length,
      ArrowLeft: (index - 1 + enabled.length) % enabled.length,
      Home: 0,
      End: enabled.length - 1,
    };
    const target = move[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(enabled[target]);
  };

  return (
    <div className={cx('ck-tabs', `ck-tabs--${variant}`, `ck-tabs--${size}`, className)}>
      <div ref={listRef} role="tablist" aria-label={aria['aria-label']} className="ck-tabs__list" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.id === value;
          return (
            <button
              key={item.id}
              id={tabId(item.id)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={item.content !== undefined ? panelId(item.id) : undefined}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              className={cx('ck-tabs__tab', selected && 'ck-tabs__tab--active')}
              onClick={() => onChange(item.id)}
            >
              {item.icon}
              <span>{item.label}</span>
              {item.count !== undefined && <span className="ck-tabs__count">{item.count}</span>}
            </button>
          );
        })}
      </div>
      {active?.content !== undefined && (
        <div id={panelId(active.id)} role="tabpanel" aria-labelledby={tabId(active.id)} tabIndex={0} className="ck-tabs__panel">
          {active.content}
        </div>
      )}
    </div>
  );
}
