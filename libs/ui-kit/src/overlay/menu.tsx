import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '@cairn/i18n';
import { cx } from '../internal/cx';
import { Portal } from '../internal/portal';
import { useFloating } from '../internal/use-floating';
import { useOutsideClick } from '../internal/use-outside-click';

/** An action in a Menu. */
export interface MenuItem {
  id: string;
  label: string;
  onClick: () => void;
  icon?: ReactNode;
  description?: string;
  /** Red text, for destructive actions. */
  danger?: boolean;
  disabled?: boolean;
}

/** A line between groups of items. */
export interface MenuSeparator {
  id: string;
  separator: true;
}

/** Props of Menu. */
export interface MenuProps {
  /** Content of the trigger button (text, icon, avatar…). */
  trigger: ReactNode;
  /** Accessible name of the trigger; required when `trigger` has no text. Defaults to "Open menu". */
  triggerLabel?: string;
  triggerClassName?: string;
  items: ReadonlyArray<MenuItem | MenuSeparator>;
  align?: 'start' | 'end';
  /** Accessible name of the menu itself. */
  'aria-label'?: string;
  disabled?: boolean;
  className?: string;
}

function isItem(entry: MenuItem | MenuSeparator): entry is MenuItem {
  return !('separator' in entry);
}

function enabledItems(panel: HTMLElement | null): HTMLElement[] {
  return Array.from(panel?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? []);
}

/** A button that opens a list of actions (role="menu"), navigable with arrows, Home/End, letters, Escape. */
export function Menu({ trigger, triggerLabel, triggerClassName, items, align = 'start', disabled, className, ...aria }: MenuProps) {
  const { t } = useT();
  const id = useId();
  const menuId = `${id}-menu`;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [focusOn, setFocusOn] = useState<'first' | 'last'>('first');
  const style = useFloating(triggerRef, panelRef, open, { align });

  const close = useCallback((focusTrigger: boolean) => {
    setOpen(false);
    if (focusTrigger) triggerRef.current?.focus();
  }, []);
  const closeQuietly = useCallback(() => close(false), [close]);
  useOutsideClick([triggerRef, panelRef], open, closeQuietly);

  useEffect(() => {
    if (!open) return;
    const list = enabledItems(panelRef.current);
    (focusOn === 'last' ? list[list.length - 1] : list[0])?.focus();
  }, [open, focusOn]);

  const openMenu = (from: 'first' | 'last') => {
    if (disabled) return;
    setFocusOn(from);
    setOpen(true);
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = enabledItems(panelRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(list.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          const letter = event.key.toLowerCase();
          const order = [...list.slice(index + 1), ...list.slice(0, index + 1)];
          order.find((el) => el.textContent?.trim().toLowerCase().startsWith(letter))?.focus();
        }
    }
  };

  const activate = (item: MenuItem) => {
    if (item.disabled) return;
    close(true);
    item.onClick();
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={cx('ck-menu__trigger', triggerClassName)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={triggerLabel ?? (typeof trigger === 'string' ? undefined : t('ui.menu.open'))}
        disabled={disabled}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </button>
      {open && (
        <Portal>
          <div ref={panelRef} id={menuId} role="menu" aria-label={aria['aria-label']} className={cx('ck-popover ck-menu', className)} style={style} onKeyDown={onMenuKeyDown}>
            {items.map((entry) =>
              isItem(entry) ? (
                <button
                  key={entry.id}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  aria-disabled={entry.disabled || undefined}
                  className={cx('ck-menu__item', entry.danger && 'ck-menu__item--danger', entry.disabled && 'ck-menu__item--disabled')}
                  onClick={() => activate(entry)}
                >
                  {entry.icon && <span className="ck-menu__icon">{entry.icon}</span>}
                  <span className="ck-menu__text">
                    <span className="ck-menu__label">{entry.label}</span>
                    {entry.description && <span className="ck-menu__description">{entry.description}</span>}
                  </span>
                </button>
              ) : (
                <div key={entry.id} role="separator" className="ck-menu__separator" />
              ),
            )}
          </div>
        </Portal>
      )}
    </>
  );
}
