import { useId, useMemo, useState } from 'react';
import { useT } from '@cairn/i18n';
import { BULK_MAX_ITEMS, type BulkOperation, type Priority, type WorkItem } from '@cairn/types';
import { useStoreApi } from '@cairn/state';
import { Button, Select, type SelectOption } from '@cairn/ui-kit';
import { NONE, cycleOptions, labelOptions, moduleOptions, peopleOptions, pointOptions, priorityOptions, stateOptions, type PersonOption, type ProjectOptions } from '../../work-items';
import { ConfirmModal } from '../../../shared/components/ConfirmModal';
import { BulkDatePicker, BulkMultiPicker, BulkPickerOff } from './BulkPickers';
import './bulk-action-bar.css';

type BulkProperties = BulkOperation['properties'];

/** The selected ids per project (the bulk calls are per project), in selection order. */
export function idsByProject(items: readonly WorkItem[]): Map<string, string[]> {
  const byProject = new Map<string, string[]>();
  for (const item of items) {
    const ids = byProject.get(item.project_id);
    if (ids) ids.push(item.id);
    else byProject.set(item.project_id, [item.id]);
  }
  return byProject;
}

/**
 * The bar under a list while items are selected (role="toolbar"): the count, Clear, a picker per property, Archive and
 * Delete. Every choice is one store bulk call per project among the selected items (the store toasts refusals and
 * rolls back failures). State, labels, cycle, modules and estimate belong to one project: with items of several
 * projects selected they are off and say why. The selection stays after a property change and goes after archive or
 * delete.
 */
export function BulkActionBar(props: { slug: string; items: readonly WorkItem[]; optionsFor: (projectId: string) => ProjectOptions; onClear: () => void }) {
  const { t } = useT();
  const storeApi = useStoreApi();
  const reasonId = useId();
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { slug, items, optionsFor, onClear } = props;
  const byProject = useMemo(() => idsByProject(items), [items]);
  const projectIds = [...byProject.keys()];
  const single = projectIds.length === 1 ? optionsFor(projectIds[0]) : undefined;
  const people = useMemo(() => {
    const seen = new Map<string, PersonOption>();
    for (const projectId of byProject.keys()) for (const person of optionsFor(projectId).people) seen.set(person.id, person);
    return [...seen.values()];
  }, [byProject, optionsFor]);

  const run = async (call: (projectId: string, ids: string[]) => Promise<void>, after?: () => void) => {
    setBusy(true);
    try {
      // One call per project (and per BULK_MAX_ITEMS ids), the projects side by side.
      await Promise.all(
        [...byProject].map(async ([projectId, ids]) => {
          for (let i = 0; i < ids.length; i += BULK_MAX_ITEMS) await call(projectId, ids.slice(i, i + BULK_MAX_ITEMS));
        }),
      );
      after?.();
    } catch {
      // The store toasted and rolled back; the selection stays for another try.
    } finally {
      setBusy(false);
    }
  };
  const apply = (properties: BulkProperties) => void run((projectId, ids) => storeApi.getState().bulkUpdateWorkItems(slug, projectId, ids, properties));
  const archive = () => void run((projectId, ids) => storeApi.getState().bulkArchiveWorkItems(slug, projectId, ids), onClear);
  const remove = () =>
    void run(
      (projectId, ids) => storeApi.getState().bulkDeleteWorkItems(slug, projectId, ids),
      () => {
        setConfirmDelete(false);
        onClear();
      },
    );

  const reason = t('work_item_lists.bulk.one_project_only', { count: projectIds.length });
  const off = (label: string) => <BulkPickerOff label={label} reason={reason} reasonId={reasonId} />;
  const single1 = (label: string, options: SelectOption[], onChange: (value: string) => void) => (
    <Select size="sm" className="cw-wil-bulk__select" aria-label={label} placeholder={label} options={options} value={null} disabled={busy} onChange={onChange} />
  );
  const none = (value: string) => (value === NONE ? null : value);

  return (
    <div role="toolbar" aria-label={t('work_item_lists.bulk.toolbar')} className="cw-wil-bulk" aria-busy={busy || undefined}>
      <div className="cw-wil-bulk__lead">
        <span className="cw-wil-bulk__count" aria-live="polite">
          {t('work_item_lists.bulk.selected', { count: items.length })}
        </span>
        <Button size="sm" variant="ghost" onClick={onClear}>
          {t('work_item_lists.bulk.clear')}
        </Button>
      </div>
      <div className="cw-wil-bulk__pickers">
        {single ? single1(t('work_item_lists.bulk.state'), stateOptions(single.states), (state_id) => apply({ state_id })) : off(t('work_item_lists.bulk.state'))}
        <Select<Priority>
          size="sm"
          className="cw-wil-bulk__select"
          searchable={false}
          aria-label={t('work_item_lists.bulk.priority')}
          placeholder={t('work_item_lists.bulk.priority')}
          options={priorityOptions(t)}
          value={null}
          disabled={busy}
          onChange={(priority) => apply({ priority })}
        />
        <BulkMultiPicker
          label={t('work_item_lists.bulk.assignees')}
          panelLabel={t('work_item_lists.bulk.assignees_panel', { count: items.length })}
          options={peopleOptions(people)}
          onApply={(assignee_ids) => apply({ assignee_ids })}
        />
        {single ? (
          <BulkMultiPicker
            label={t('work_item_lists.bulk.labels')}
            panelLabel={t('work_item_lists.bulk.labels_panel', { count: items.length })}
            options={labelOptions(single.labels)}
            onApply={(label_ids) => apply({ label_ids })}
          />
        ) : (
          off(t('work_item_lists.bulk.labels'))
        )}
        {single?.cycles
          ? single1(t('work_item_lists.bulk.cycle'), [{ value: NONE, label: t('work_item_lists.bulk.no_cycle') }, ...cycleOptions(single.cycles, null)], (v) => apply({ cycle_id: none(v) }))
          : !single && off(t('work_item_lists.bulk.cycle'))}
        {single?.modules ? (
          <BulkMultiPicker
            label={t('work_item_lists.bulk.modules')}
            panelLabel={t('work_item_lists.bulk.modules_panel', { count: items.length })}
            options={moduleOptions(single.modules)}
            onApply={(module_ids) => apply({ module_ids })}
          />
        ) : (
          !single && off(t('work_item_lists.bulk.modules'))
        )}
        <BulkDatePicker label={t('work_item_lists.bulk.start_date')} panelLabel={t('work_item_lists.bulk.start_date_panel', { count: items.length })} onApply={(start_date) => apply({ start_date })} />
        <BulkDatePicker label={t('work_item_lists.bulk.target_date')} panelLabel={t('work_item_lists.bulk.target_date_panel', { count: items.length })} onApply={(target_date) => apply({ target_date })} />
        {single?.estimatePoints
          ? single1(t('work_item_lists.bulk.estimate'), [{ value: NONE, label: t('work_item_lists.bulk.no_estimate') }, ...pointOptions(single.estimatePoints)], (v) => apply({ estimate_point: none(v) }))
          : !single && off(t('work_item_lists.bulk.estimate'))}
      </div>
      <div className="cw-wil-bulk__end">
        <Button size="sm" variant="outline" disabled={busy} onClick={archive}>
          {t('work_item_lists.bulk.archive')}
        </Button>
        <Button size="sm" variant="danger" disabled={busy} onClick={() => setConfirmDelete(true)}>
          {t('work_item_lists.bulk.delete')}
        </Button>
      </div>
      <span id={reasonId} hidden>
        {projectIds.length > 1 ? reason : ''}
      </span>
      <ConfirmModal
        open={confirmDelete}
        title={t('work_item_lists.bulk.delete_title', { count: items.length })}
        description={t('work_item_lists.bulk.delete_description', { count: items.length })}
        confirmLabel={t('work_item_lists.bulk.delete_confirm', { count: items.length })}
        busy={busy}
        onConfirm={remove}
        onClose={() => setConfirmDelete(false)}
      />
    </div>
  );
}
