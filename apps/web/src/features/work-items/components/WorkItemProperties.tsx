import type { ReactNode } from 'react';
import { useT } from '@cairn/i18n';
import { Button, IconButton, Input, Select, XIcon } from '@cairn/ui-kit';
import type { Priority, WorkItem, WorkItemUpdate } from '@cairn/types';
import type { ProjectOptions } from '../hooks/use-project-options';
import { NONE, cycleOptions, labelCreator, labelOptions, moduleOptions, peopleOptions, pointOptions, priorityOptions, stateOptions } from './select-options';
import './work-item-detail.css';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="cw-wi-props__row">
      <span className="cw-wi-props__label">{label}</span>
      <div className="cw-wi-props__value">{children}</div>
    </div>
  );
}

/** The property sidebar of a work item: every change goes out as one patch through `onUpdate`. */
export function WorkItemProperties(props: {
  item: WorkItem;
  options: ProjectOptions;
  /** "PROJ-3 Parent name" of the parent, when there is one. */
  parentLabel: string | undefined;
  createdByName: string | undefined;
  readOnly: boolean;
  onUpdate: (patch: WorkItemUpdate) => void;
  onPickParent: () => void;
}) {
  const { t } = useT();
  const { item, options, onUpdate, readOnly } = props;
  // An epic is in no cycle or module and has no parent (converting clears them): those rows are not offered.
  const epic = item.is_epic;
  const dateError = item.start_date && item.target_date && item.start_date > item.target_date ? t('work_items.form.dates_order') : undefined;
  const setDate = (field: 'start_date' | 'target_date', value: string) => {
    const next = { start_date: item.start_date, target_date: item.target_date, [field]: value || null };
    // Keep start ≤ target: a date that breaks the order is not sent.
    if (next.start_date && next.target_date && next.start_date > next.target_date) return;
    onUpdate({ [field]: value || null });
  };
  return (
    <section className="cw-wi-props" aria-label={t('work_items.properties.title')}>
      <h2 className="cw-wi-section-title">{t('work_items.properties.title')}</h2>
      <Row label={t('work_items.properties.state')}>
        <Select size="sm" aria-label={t('work_items.properties.state')} disabled={readOnly} options={stateOptions(options.states)} value={item.state_id} onChange={(v) => onUpdate({ state_id: v })} />
      </Row>
      <Row label={t('work_items.properties.priority')}>
        <Select<Priority>
          size="sm"
          aria-label={t('work_items.properties.priority')}
          disabled={readOnly}
          searchable={false}
          options={priorityOptions(t)}
          value={item.priority}
          onChange={(v) => onUpdate({ priority: v })}
        />
      </Row>
      <Row label={t('work_items.properties.assignees')}>
        <Select
          multiple
          size="sm"
          aria-label={t('work_items.properties.assignees')}
          placeholder={t('work_items.properties.no_assignees')}
          disabled={readOnly}
          options={peopleOptions(options.people)}
          value={item.assignee_ids}
          onChange={(v) => onUpdate({ assignee_ids: v })}
        />
      </Row>
      <Row label={t('work_items.properties.labels')}>
        <Select
          multiple
          size="sm"
          aria-label={t('work_items.properties.labels')}
          placeholder={t('work_items.properties.no_labels')}
          disabled={readOnly}
          options={labelOptions(options.labels)}
          value={item.label_ids}
          onChange={(v) => onUpdate({ label_ids: v })}
          create={labelCreator(t, options, (id) => onUpdate({ label_ids: [...item.label_ids, id] }))}
        />
      </Row>
      <Row label={t('work_items.properties.start_date')}>
        <Input size="sm" type="date" aria-label={t('work_items.properties.start_date')} disabled={readOnly} value={item.start_date ?? ''} max={item.target_date ?? undefined} onChange={(e) => setDate('start_date', e.target.value)} />
      </Row>
      <Row label={t('work_items.properties.target_date')}>
        <Input
          size="sm"
          type="date"
          aria-label={t('work_items.properties.target_date')}
          disabled={readOnly}
          value={item.target_date ?? ''}
          min={item.start_date ?? undefined}
          error={dateError}
          onChange={(e) => setDate('target_date', e.target.value)}
        />
      </Row>
      {options.estimatePoints ? (
        <Row label={t('work_items.properties.estimate')}>
          <Select
            size="sm"
            aria-label={t('work_items.properties.estimate')}
            disabled={readOnly}
            searchable={false}
            options={[{ value: NONE, label: t('work_items.properties.none') }, ...pointOptions(options.estimatePoints)]}
            value={item.estimate_point ?? NONE}
            onChange={(v) => onUpdate({ estimate_point: v === NONE ? null : v })}
          />
        </Row>
      ) : null}
      {options.cycles && !epic ? (
        <Row label={t('work_items.properties.cycle')}>
          <Select
            size="sm"
            aria-label={t('work_items.properties.cycle')}
            disabled={readOnly}
            options={[{ value: NONE, label: t('work_items.properties.no_cycle') }, ...cycleOptions(options.cycles, item.cycle_id)]}
            value={item.cycle_id ?? NONE}
            onChange={(v) => onUpdate({ cycle_id: v === NONE ? null : v })}
          />
        </Row>
      ) : null}
      {options.modules && !epic ? (
        <Row label={t('work_items.properties.modules')}>
          <Select
            multiple
            size="sm"
            aria-label={t('work_items.properties.modules')}
            placeholder={t('work_items.properties.no_modules')}
            disabled={readOnly}
            options={moduleOptions(options.modules)}
            value={item.module_ids}
            onChange={(v) => onUpdate({ module_ids: v })}
          />
        </Row>
      ) : null}
      {epic ? null : (
        <Row label={t('work_items.properties.parent')}>
          <div className="cw-wi-props__parent">
            <Button size="sm" variant="ghost" disabled={readOnly} onClick={props.onPickParent}>
              {props.parentLabel ?? t('work_items.properties.add_parent')}
            </Button>
            {props.parentLabel && !readOnly ? (
              <IconButton size="sm" icon={<XIcon size={12} />} aria-label={t('work_items.properties.remove_parent')} onClick={() => onUpdate({ parent_id: null })} />
            ) : null}
          </div>
        </Row>
      )}
      <Row label={t('work_items.properties.created_by')}>
        <span className="cw-wi-props__text">{props.createdByName ?? t('work_items.properties.unknown_user')}</span>
      </Row>
    </section>
  );
}
