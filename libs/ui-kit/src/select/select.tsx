import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '@cairn/i18n';
import { cx } from '../internal/cx';
import { Portal } from '../internal/portal';
import { useFloating } from '../internal/use-floating';
import { useOutsideClick } from '../internal/use-outside-click';
import { CheckIcon, ChevronDownIcon, SearchIcon } from '../icons/icons';
import { FormField, fieldDescriptionIds } from '../form/form-field';
import { filterOptions, nextEnabledIndex } from './select-logic';
import { offersCreate, SelectCreateSection, type SelectCreate } from './select-create';

export type { SelectCreate } from './select-create';

/** One choice of a Select. */
export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
  description?: string;
  icon?: ReactNode;
  disabled?: boolean;
}

interface SelectBaseProps<V extends string> {
  options: ReadonlyArray<SelectOption<V>>;
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  placeholder?: string;
  /** Shows a search box filtering by label and description (default true). */
  searchable?: boolean;
  searchPlaceholder?: string;
  disabled?: boolean;
  required?: boolean;
  size?: 'sm' | 'md' | 'lg';
  id?: string;
  className?: string;
  'aria-label'?: string;
  align?: 'start' | 'end';
  /** Offers to create an option from a search that matches none (Enter creates it when no option is left). */
  create?: SelectCreate;
}

/** Props of a single-choice Select. */
export interface SingleSelectProps<V extends string = string> extends SelectBaseProps<V> {
  multiple?: false;
  value: V | null;
  onChange: (value: V) => void;
}

/** Props of a multiple-choice Select. */
export interface MultiSelectProps<V extends string = string> extends SelectBaseProps<V> {
  multiple: true;
  value: V[];
  onChange: (value: V[]) => void;
}

/** Props of Select: single (`value: V | null`) or multiple (`multiple: true`, `value: V[]`). */
export type SelectProps<V extends string = string> = SingleSelectProps<V> | MultiSelectProps<V>;

/** A dropdown select with search, single or multiple, keyboard navigable, rendered into document.body. */
export function Select<V extends string = string>(props: SelectProps<V>) {
  const { options, label, hint, error, placeholder, searchable = true, searchPlaceholder, disabled, required, size = 'md', id, className, align, create } = props;
  const { t } = useT();
  const generated = useId();
  const triggerId = id ?? `ck-select-${generated}`;
  const listId = `${triggerId}-listbox`;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const style = useFloating(triggerRef, panelRef, open, { align, matchWidth: true });

  const selected = useMemo(() => new Set<string>(props.multiple ? props.value : props.value != null ? [props.value] : []), [props.multiple, props.value]);
  const visible = useMemo(() => filterOptions(options, query), [options, query]);
  const canCreate = searchable && offersCreate(create, options, query);
  const [createColor, setCreateColor] = useState<string | undefined>(undefined);
  const color = createColor && create?.colors?.includes(createColor) ? createColor : create?.colors?.[0];

  const close = useCallback((focusTrigger: boolean) => {
    setOpen(false);
    setQuery('');
    if (focusTrigger) triggerRef.current?.focus();
  }, []);
  const closeQuietly = useCallback(() => close(false), [close]);
  const createNow = () => {
    if (!create || !canCreate) return;
    create.onCreate(query.trim(), color);
    setQuery('');
    setCreateColor(undefined);
    if (!props.multiple) close(true);
    else searchRef.current?.focus();
  };
  useOutsideClick([triggerRef, panelRef], open, closeQuietly);

  const openList = (from: 'first' | 'last' | 'selected' = 'selected') => {
    if (disabled) return;
    setOpen(true);
    const selectedIndex = options.findIndex((o) => selected.has(o.value));
    if (from === 'selected' && selectedIndex >= 0) setActive(selectedIndex);
    else setActive(nextEnabledIndex(options, from === 'last' ? options.length : -1, from === 'last' ? -1 : 1));
  };

  useEffect(() => {
    if (!open) return;
    (searchable ? searchRef.current : listRef.current)?.focus();
  }, [open, searchable]);

  useEffect(() => {
    if (!open || active < 0) return;
    const el = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    el?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const choose = (option: SelectOption<V>) => {
    if (option.disabled) return;
    if (props.multiple) {
      const next = selected.has(option.value) ? props.value.filter((v) => v !== option.value) : [...props.value, option.value];
      props.onChange(next);
    } else {
      props.onChange(option.value);
      close(true);
    }
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((i) => nextEnabledIndex(visible, i, 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((i) => nextEnabledIndex(visible, i, -1));
        break;
      case 'Home':
        event.preventDefault();
        setActive(nextEnabledIndex(visible, -1, 1));
        break;
      case 'End':
        event.preventDefault();
        setActive(nextEnabledIndex(visible, visible.length, -1));
        break;
      case 'Enter':
        event.preventDefault();
        if (visible[active]) choose(visible[active]);
        else createNow();
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        // With a create part open, Tab moves into it (its colours and button); otherwise it leaves the list.
        if (!canCreate) close(false);
        break;
    }
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList(event.key === 'ArrowUp' ? 'last' : 'selected');
    }
  };

  const selectedOptions = options.filter((o) => selected.has(o.value));
  const summary =
    selectedOptions.length === 0
      ? null
      : selectedOptions.length <= 2
        ? selectedOptions.map((o) => o.label).join(', ')
        : t('ui.select.selected_count', { count: selectedOptions.length });
  const single = !props.multiple && selectedOptions[0];
  const activeId = active >= 0 && visible[active] ? `${listId}-${active}` : undefined;
  const hasError = error != null && error !== false && error !== '';

  return (
    <FormField id={triggerId} label={label} hint={hint} error={hasError ? error : undefined} required={required} className={className}>
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className={cx('ck-select__trigger', `ck-select__trigger--${size}`, hasError && 'ck-select__trigger--invalid', open && 'ck-select__trigger--open')}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={props['aria-label']}
        aria-invalid={hasError || undefined}
        aria-describedby={fieldDescriptionIds(triggerId, { hint: hasError ? undefined : hint, error: hasError ? error : undefined })}
        disabled={disabled}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={onTriggerKeyDown}
      >
        {single && single.icon && <span className="ck-select__icon">{single.icon}</span>}
        <span className={cx('ck-select__value', !summary && 'ck-select__value--placeholder')}>
          {summary ?? placeholder ?? t(props.multiple ? 'ui.select.placeholder_multiple' : 'ui.select.placeholder')}
        </span>
        <ChevronDownIcon className="ck-select__chevron" />
      </button>
      {open && (
        <Portal>
          <div ref={panelRef} className="ck-popover ck-select__panel" style={style}>
            {searchable && (
              <div className="ck-select__search">
                <SearchIcon />
                <input
                  ref={searchRef}
                  type="text"
                  role="combobox"
                  aria-expanded="true"
                  aria-controls={listId}
                  aria-autocomplete="list"
                  aria-activedescendant={activeId}
                  aria-label={searchPlaceholder ?? t('ui.select.search_placeholder')}
                  placeholder={searchPlaceholder ?? t('ui.select.search_placeholder')}
                  value={query}
                  onChange={(e) => {
                    setQuery(e.target.value);
                    setActive(nextEnabledIndex(filterOptions(options, e.target.value), -1, 1));
                  }}
                  onKeyDown={onListKeyDown}
                />
              </div>
            )}
            <ul
              ref={listRef}
              id={listId}
              role="listbox"
              aria-multiselectable={props.multiple || undefined}
              aria-labelledby={triggerId}
              aria-activedescendant={searchable ? undefined : activeId}
              tabIndex={searchable ? undefined : -1}
              className="ck-select__list"
              onKeyDown={searchable ? undefined : onListKeyDown}
            >
              {visible.length === 0 && !canCreate && <li className="ck-select__empty">{t('ui.select.no_options')}</li>}
              {visible.map((option, index) => {
                const isSelected = selected.has(option.value);
                return (
                  <li
                    key={option.value}
                    id={`${listId}-${index}`}
                    data-index={index}
                    role="option"
                    aria-selected={isSelected}
                    aria-disabled={option.disabled || undefined}
                    className={cx('ck-select__option', index === active && 'ck-select__option--active', option.disabled && 'ck-select__option--disabled')}
                    // Keep focus in the search box while clicking an option.
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseMove={() => !option.disabled && setActive(index)}
                    onClick={() => choose(option)}
                  >
                    {option.icon && <span className="ck-select__icon">{option.icon}</span>}
                    <span className="ck-select__option-text">
                      <span className="ck-select__option-label">{option.label}</span>
                      {option.description && <span className="ck-select__option-description">{option.description}</span>}
                    </span>
                    <span className="ck-select__check">{isSelected && <CheckIcon />}</span>
                  </li>
                );
              })}
            </ul>
            {canCreate && create ? (
              <SelectCreateSection create={create} query={query} color={color} onColor={setCreateColor} onCreate={createNow} onEscape={() => close(true)} />
            ) : null}
          </div>
        </Portal>
      )}
    </FormField>
  );
}
