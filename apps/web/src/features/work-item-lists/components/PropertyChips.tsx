import { memo } from 'react';
import { useT } from '@cairn/i18n';
import type { Priority, WorkItem, WorkItemDisplayProperties, WorkItemUpdate } from '@cairn/types';
import { AvatarGroup, Select } from '@cairn/ui-kit';
import { type PersonOption, type ProjectOptions, priorityOptions, stateOptions } from '../../work-items';
import { shortDay } from '../../../shared/days/day-format';
import { PickerChip } from './PickerChip';

const shown = (props: WorkItemDisplayProperties, key: keyof WorkItemDisplayProperties) => props[key] !== false;

// A list's rows repeat the same days (created, due): each label is formatted once per language, not once per chip.
const dayLabels = new Map<string, string>();
function formatDay(iso: string, language: string): string {
  const key = `${language}\u0000${iso}`;
  let label = dayLabels.get(key);
  if (label === undefined) {
    if (dayLabels.size >= 5000) dayLabels.clear();
    dayLabels.set(key, (label = shortDay(iso, language)));
  }
  return label;
}

// Today's 'YYYY-MM-DD' (UTC, as due dates are compared), read again at most once a second rather than per row.
let todayAt = 0;
let todayIso = '';
function today(): string {
  const now = Date.now();
  if (Math.abs(now - todayAt) >= 1000) {
    todayAt = now;
    todayIso = new Date(now).toISOString().slice(0, 10);
  }
  return todayIso;
}

/**
 * The properties a row or card shows (display_properties decide which): state and priority as pickers when the row
 * may be edited (a plain button until opened, PickerChip), the rest as compact text. Everything reads from the item and its project's options.
 */
export const PropertyChips = memo(function PropertyChips(props: {
  item: WorkItem;
  itemKey: string;
  options: ProjectOptions;
  displayProperties: WorkItemDisplayProperties;
  /** Show state and priority as pickers. */
  editable: boolean;
  onUpdate: (item: WorkItem, patch: WorkItemUpdate) => void;
}) {
  const { t, locale: language } = useT();
  const { item, options, displayProperties: dp, editable } = props;
  const state = item.state_id ? options.states.find((s) => s.id === item.state_id) : undefined;
  const people = item.assignee_ids.map((id) => options.people.find((p) => p.id === id)).filter((p): p is PersonOption => p !== undefined);
  const labels = item.label_ids.map((id) => options.labels.find((l) => l.id === id)).filter((l) => l !== undefined);
  const point = item.estimate_point ? options.estimatePoints?.find((p) => p.id === item.estimate_point) : undefined;
  const cycle = item.cycle_id ? options.cycles?.find((c) => c.id === item.cycle_id) : undefined;
  const modules = options.modules ? item.module_ids.map((id) => options.modules?.find((m) => m.id === id)).filter((m) => m !== undefined) : [];
  const overdue = item.target_date !== null && item.state__group !== 'completed' && item.state__group !== 'cancelled' && item.target_date < today();

  return (
    <span className="cw-wil-props">
      {shown(dp, 'state') ? (
        editable && options.states.length > 0 ? (
          <PickerChip
            label={t('work_item_lists.row.state_of', { key: props.itemKey })}
            value={state?.name ?? t('work_items.properties.none')}
            picker={() => (
              <Select
                size="sm"
                className="cw-wil-props__select"
                aria-label={t('work_item_lists.row.state_of', { key: props.itemKey })}
                options={stateOptions(options.states)}
                value={item.state_id}
                onChange={(v) => v !== item.state_id && props.onUpdate(item, { state_id: v })}
              />
            )}
          />
        ) : (
          <span className="cw-wil-chip">
            <span className="cw-wi-state__dot" style={{ background: state?.color ?? 'var(--ck-color-border-strong)' }} aria-hidden="true" />
            {state?.name ?? t('work_items.properties.none')}
          </span>
        )
      ) : null}
      {shown(dp, 'priority') ? (
        editable ? (
          <PickerChip
            label={t('work_item_lists.row.priority_of', { key: props.itemKey })}
            value={t(`work_items.priority.${item.priority}`)}
            picker={() => (
              <Select<Priority>
                size="sm"
                searchable={false}
                className="cw-wil-props__select"
                aria-label={t('work_item_lists.row.priority_of', { key: props.itemKey })}
                options={priorityOptions(t)}
                value={item.priority}
                onChange={(v) => v !== item.priority && props.onUpdate(item, { priority: v })}
              />
            )}
          />
        ) : (
          <span className={`cw-wil-chip cw-wi-priority--${item.priority}`}>{t(`work_items.priority.${item.priority}`)}</span>
        )
      ) : null}
      {shown(dp, 'labels') && labels.length > 0 ? (
        <span className="cw-wil-chip" title={labels.map((l) => l.name).join(', ')}>
          <span className="cw-wi-state__dot" style={{ background: labels[0].color }} aria-hidden="true" />
          {labels.length === 1 ? labels[0].name : t('work_item_lists.row.labels', { count: labels.length })}
        </span>
      ) : null}
      {shown(dp, 'start_date') && item.start_date ? (
        <span className="cw-wil-chip" title={t('work_items.properties.start_date')}>
          {t('work_item_lists.row.starts', { date: formatDay(item.start_date, language) })}
        </span>
      ) : null}
      {shown(dp, 'due_date') && item.target_date ? (
        <span className={overdue ? 'cw-wil-chip cw-wil-chip--overdue' : 'cw-wil-chip'} title={t('work_items.properties.target_date')}>
          {t('work_item_lists.row.due', { date: formatDay(item.target_date, language) })}
        </span>
      ) : null}
      {shown(dp, 'estimate') && point ? <span className="cw-wil-chip">{t('work_item_lists.row.estimate', { value: point.value })}</span> : null}
      {shown(dp, 'cycle') && cycle ? (
        <span className="cw-wil-chip" title={t('work_items.properties.cycle')}>
          {t('work_item_lists.row.cycle', { name: cycle.name })}
        </span>
      ) : null}
      {shown(dp, 'modules') && modules.length > 0 ? (
        <span className="cw-wil-chip" title={modules.map((m) => m.name).join(', ')}>
          {modules.length === 1 ? t('work_item_lists.row.module', { name: modules[0].name }) : t('work_item_lists.row.modules', { count: modules.length })}
        </span>
      ) : null}
      {shown(dp, 'sub_issue_count') && item.sub_issues_count > 0 ? (
        <span className="cw-wil-chip">{t('work_item_lists.row.sub_items', { count: item.sub_issues_count })}</span>
      ) : null}
      {shown(dp, 'attachment_count') && item.attachment_count > 0 ? (
        <span className="cw-wil-chip">{t('work_item_lists.row.attachments', { count: item.attachment_count })}</span>
      ) : null}
      {shown(dp, 'link') && item.link_count > 0 ? <span className="cw-wil-chip">{t('work_item_lists.row.links', { count: item.link_count })}</span> : null}
      {shown(dp, 'created_on') ? (
        <span className="cw-wil-chip cw-wil-chip--quiet">{t('work_item_lists.row.created', { date: formatDay(item.created_at.slice(0, 10), language) })}</span>
      ) : null}
      {shown(dp, 'updated_on') ? (
        <span className="cw-wil-chip cw-wil-chip--quiet">{t('work_item_lists.row.updated', { date: formatDay(item.updated_at.slice(0, 10), language) })}</span>
      ) : null}
      {shown(dp, 'assignee') ? (
        <span className="cw-wil-chip cw-wil-chip--people">
          {people.length > 0 ? <AvatarGroup size="xs" max={3} users={people.map((p) => ({ id: p.id, name: p.name, src: p.avatarUrl }))} /> : t('work_item_lists.row.no_assignee')}
        </span>
      ) : null}
    </span>
  );
});
