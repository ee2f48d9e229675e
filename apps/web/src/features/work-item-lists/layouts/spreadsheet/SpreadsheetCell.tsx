import { memo } from 'react';
import { useT, type TFunction } from '@cairn/i18n';
import type { Priority, WorkItem, WorkItemUpdate } from '@cairn/types';
import { getInitials, Select } from '@cairn/ui-kit';
import { type ProjectOptions, NONE, cycleOptions, labelCreator, labelOptions, moduleOptions, peopleOptions, pointOptions, priorityOptions, stateOptions } from '../../../work-items';
import { dayFormat } from '../../../../shared/days/day-format';
import { DateCellEditor, SelectCellEditor, TitleCellEditor } from './CellEditors';
import type { SpreadsheetColumn } from './spreadsheet-columns';

/** What a cell needs from the grid (one stable object for every cell). */
export interface CellHandlers {
  /** A click on a cell: open the item (key, title) or start editing (editable cells). */
  onCellClick: (item: WorkItem, row: number, col: number) => void;
  onUpdate: (item: WorkItem, patch: WorkItemUpdate) => void;
  /** Start editing a cell that a click opens (the title's pencil). */
  onEditStart: (item: WorkItem, row: number, col: number) => void;
  /** The edit of (item, column) ended; `refocus` puts focus back on the cell. */
  onEditDone: (itemId: string, columnId: string, refocus: boolean) => void;
  /** The row's selection checkbox was toggled (`range`: with Shift). */
  onToggleSelect: (itemId: string, range: boolean) => void;
}

/** Whether a cell can be edited inline. */
export function isCellEditable(column: SpreadsheetColumn, options: ProjectOptions, canEdit: boolean): boolean {
  if (!canEdit || !column.editable) return false;
  if (column.id === 'cycle') return options.cycles !== undefined;
  if (column.id === 'modules') return options.modules !== undefined;
  return column.id !== 'estimate' || options.estimatePoints !== undefined;
}

const timestampFormats = new Map<string, Intl.DateTimeFormat>();
function formatTimestamp(language: string, value: string): string {
  let format = timestampFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', year: 'numeric' });
    timestampFormats.set(language, format);
  }
  return format.format(new Date(value));
}

const EMPTY = '—';

function Display(props: { column: SpreadsheetColumn; item: WorkItem; itemKey: string; options: ProjectOptions; t: TFunction; language: string }) {
  const { column, item, options, t } = props;
  switch (column.id) {
    case 'key':
      return <span className="cw-ss-key">{props.itemKey}</span>;
    case 'name':
      return <span className="cw-ss-name">{item.name}</span>;
    case 'state': {
      const state = options.states.find((s) => s.id === item.state_id);
      return (
        <>
          <span className="cw-ss-dot" style={{ background: state?.color ?? 'var(--ck-color-border-strong)' }} aria-hidden="true" />
          <span className="cw-ss-text">{state?.name ?? t('work_items.properties.none')}</span>
        </>
      );
    }
    case 'priority':
      return <span className={`cw-ss-text cw-ss-priority--${item.priority}`}>{t(`work_items.priority.${item.priority}`)}</span>;
    case 'assignees': {
      // Plain initials (no avatar images or tooltips per cell): the picker shows the people when the cell is opened.
      const people = options.people.filter((p) => item.assignee_ids.includes(p.id));
      if (people.length === 0) return <span className="cw-ss-empty">{EMPTY}</span>;
      const names = people.map((p) => p.name).join(', ');
      return (
        <span className="cw-ss-text" title={names}>
          <span className="cw-ss-initials" aria-hidden="true">{people.slice(0, 3).map((p) => getInitials(p.name)).join(' ')}</span>
          {people.length > 3 ? ` +${people.length - 3}` : null}
          <span className="cw-ss-sr">{names}</span>
        </span>
      );
    }
    case 'labels': {
      // The first label's colour and the names as one text (no pill per label).
      const labels = options.labels.filter((l) => item.label_ids.includes(l.id));
      if (labels.length === 0) return <span className="cw-ss-empty">{EMPTY}</span>;
      const names = labels.map((l) => l.name).join(', ');
      return (
        <>
          <span className="cw-ss-dot" style={{ background: labels[0].color }} aria-hidden="true" />
          <span className="cw-ss-text" title={names}>{names}</span>
        </>
      );
    }
    case 'start_date':
    case 'target_date': {
      const value = item[column.id];
      return value ? <span className="cw-ss-text">{dayFormat(props.language).medium(value)}</span> : <span className="cw-ss-empty">{EMPTY}</span>;
    }
    case 'estimate': {
      const point = options.estimatePoints?.find((p) => p.id === item.estimate_point);
      return point ? <span className="cw-ss-text">{point.value}</span> : <span className="cw-ss-empty">{EMPTY}</span>;
    }
    case 'cycle': {
      const cycle = item.cycle_id ? options.cycles?.find((c) => c.id === item.cycle_id) : undefined;
      return cycle ? <span className="cw-ss-text">{cycle.name}</span> : <span className="cw-ss-empty">{EMPTY}</span>;
    }
    case 'modules': {
      const names = (options.modules ?? []).filter((m) => item.module_ids.includes(m.id)).map((m) => m.name).join(', ');
      return names ? <span className="cw-ss-text" title={names}>{names}</span> : <span className="cw-ss-empty">{EMPTY}</span>;
    }
    case 'created_at':
    case 'updated_at':
      return <span className="cw-ss-text">{formatTimestamp(props.language, item[column.id])}</span>;
    case 'sub_issues':
      return <span className="cw-ss-number">{item.sub_issues_count}</span>;
    case 'attachments':
      return <span className="cw-ss-number">{item.attachment_count}</span>;
    case 'links':
      return <span className="cw-ss-number">{item.link_count}</span>;
  }
}

function Editor(props: { column: SpreadsheetColumn; item: WorkItem; label: string; options: ProjectOptions; handlers: CellHandlers }) {
  const { t } = useT();
  const { column, item, options, handlers, label } = props;
  const update = (patch: WorkItemUpdate) => handlers.onUpdate(item, patch);
  const done = (refocus: boolean) => handlers.onEditDone(item.id, column.id, refocus);
  switch (column.id) {
    case 'state':
      return (
        <SelectCellEditor onDone={done}>
          <Select size="sm" aria-label={label} options={stateOptions(options.states)} value={item.state_id} onChange={(v) => v !== item.state_id && update({ state_id: v })} />
        </SelectCellEditor>
      );
    case 'priority':
      return (
        <SelectCellEditor onDone={done}>
          <Select<Priority>
            size="sm"
            aria-label={label}
            searchable={false}
            options={priorityOptions(t)}
            value={item.priority}
            onChange={(v) => v !== item.priority && update({ priority: v })}
          />
        </SelectCellEditor>
      );
    case 'assignees':
      return (
        <SelectCellEditor onDone={done}>
          <Select
            multiple
            size="sm"
            aria-label={label}
            placeholder={t('work_items.properties.no_assignees')}
            options={peopleOptions(options.people)}
            value={item.assignee_ids}
            onChange={(v) => update({ assignee_ids: v })}
          />
        </SelectCellEditor>
      );
    case 'labels':
      return (
        <SelectCellEditor onDone={done}>
          <Select
            multiple
            size="sm"
            aria-label={label}
            placeholder={t('work_items.properties.no_labels')}
            options={labelOptions(options.labels)}
            value={item.label_ids}
            onChange={(v) => update({ label_ids: v })}
            create={labelCreator(t, options, (id) => update({ label_ids: [...item.label_ids, id] }))}
          />
        </SelectCellEditor>
      );
    case 'estimate':
      return (
        <SelectCellEditor onDone={done}>
          <Select
            size="sm"
            aria-label={label}
            searchable={false}
            options={[{ value: NONE, label: t('work_items.properties.none') }, ...pointOptions(options.estimatePoints ?? [])]}
            value={item.estimate_point ?? NONE}
            onChange={(v) => {
              const next = v === NONE ? null : v;
              if (next !== item.estimate_point) update({ estimate_point: next });
            }}
          />
        </SelectCellEditor>
      );
    case 'cycle':
      return (
        <SelectCellEditor onDone={done}>
          <Select
            size="sm"
            aria-label={label}
            options={[{ value: NONE, label: t('work_items.properties.no_cycle') }, ...cycleOptions(options.cycles ?? [], item.cycle_id)]}
            value={item.cycle_id ?? NONE}
            onChange={(v) => {
              const next = v === NONE ? null : v;
              if (next !== item.cycle_id) update({ cycle_id: next });
            }}
          />
        </SelectCellEditor>
      );
    case 'modules':
      return (
        <SelectCellEditor onDone={done}>
          <Select
            multiple
            size="sm"
            aria-label={label}
            placeholder={t('work_items.properties.no_modules')}
            options={moduleOptions(options.modules ?? [])}
            value={item.module_ids}
            onChange={(v) => update({ module_ids: v })}
          />
        </SelectCellEditor>
      );
    case 'start_date':
    case 'target_date':
      return <DateCellEditor item={item} field={column.id} label={label} onCommit={update} onDone={done} />;
    case 'name':
      return <TitleCellEditor item={item} label={label} onCommit={update} onDone={done} />;
    default:
      return null;
  }
}

/** One cell of the spreadsheet: the value, or its editor while the cell is being edited. */
export const SpreadsheetCell = memo(function SpreadsheetCell(props: {
  column: SpreadsheetColumn;
  item: WorkItem;
  itemKey: string;
  options: ProjectOptions;
  row: number;
  col: number;
  /** The grid's one tab stop. */
  tabStop: boolean;
  editing: boolean;
  canEdit: boolean;
  handlers: CellHandlers;
  /** The row's translate function and language (one i18n subscription per row, not per cell). */
  t: TFunction;
  language: string;
}) {
  const { t, language, column, item, row, col } = props;
  const editable = isCellEditable(column, props.options, props.canEdit);
  const classes = ['cw-ss-cell'];
  if (column.sticky) classes.push('cw-ss-cell--pinned');
  if (column.id === 'key' || column.id === 'name') classes.push('cw-ss-cell--open');
  else if (editable) classes.push('cw-ss-cell--editable');
  if (props.editing) classes.push('cw-ss-cell--editing');
  return (
    <div
      role="gridcell"
      className={classes.join(' ')}
      tabIndex={props.tabStop ? 0 : -1}
      aria-colindex={col + 1}
      aria-readonly={column.id === 'key' || column.id === 'name' ? undefined : !editable}
      data-cell=""
      data-row={row}
      data-col={col}
      onClick={() => {
        // Clicks inside an open editor (its list lives in a portal but bubbles here through React) are the editor's.
        if (!props.editing) props.handlers.onCellClick(item, row, col);
      }}
    >
      {props.editing && editable ? (
        <Editor
          column={column}
          item={item}
          label={t('work_item_layouts.spreadsheet.edit', { column: t(`work_item_layouts.spreadsheet.columns.${column.id}`), key: props.itemKey })}
          options={props.options}
          handlers={props.handlers}
        />
      ) : (
        <Display column={column} item={item} itemKey={props.itemKey} options={props.options} t={t} language={language} />
      )}
      {column.id === 'name' && editable && !props.editing ? (
        // One plain node per row (the icon is a CSS mask), shown on hover or focus; F2 does the same from the keyboard.
        <button
          type="button"
          className="cw-ss-title-edit"
          tabIndex={-1}
          aria-label={t('work_item_layouts.spreadsheet.edit_title', { key: props.itemKey })}
          onClick={(event) => {
            event.stopPropagation();
            props.handlers.onEditStart(item, row, col);
          }}
        />
      ) : null}
    </div>
  );
});
