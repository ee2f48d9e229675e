import { useEffect, useMemo, useState } from 'react';
import { useT } from '@cairn/i18n';
import { useAppStore, type CycleRecord } from '@cairn/state';
import { WorkItemPickerModal, usePickableItems } from '../../work-items';

/**
 * "Add existing work items": searches the project's items (the store's searchWorkItems), several may be picked, and they
 * move into the cycle at once (POST cycle-issues/; an item is in at most one cycle, so one in another cycle moves).
 */
export function AddExistingItemsModal(props: { slug: string; cycle: CycleRecord | undefined; open: boolean; onClose: () => void }) {
  const { t } = useT();
  const cycle = props.cycle;
  const projectId = cycle?.project_id ?? '';
  const { pickable, ensure, search } = usePickableItems(props.slug, projectId);
  const byId = useAppStore((s) => s.workItemsById);
  const addCycleItems = useAppStore((s) => s.addCycleItems);
  const pushToast = useAppStore((s) => s.pushToast);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (props.open) ensure();
  }, [props.open, ensure]);
  const items = useMemo(() => pickable.filter((item) => byId[item.id]?.cycle_id !== cycle?.id), [pickable, byId, cycle?.id]);

  const submit = async (ids: string[]) => {
    if (!cycle) return;
    setBusy(true);
    try {
      await addCycleItems(props.slug, projectId, cycle.id, ids);
      pushToast({ type: 'success', title: t('cycles.add_items.done', { count: ids.length, name: cycle.name }) });
      props.onClose();
    } catch {
      // Rolled back; the store showed the failure.
    } finally {
      setBusy(false);
    }
  };

  return (
    <WorkItemPickerModal
      open={props.open}
      title={t('cycles.add_items.title', { name: cycle?.name ?? '' })}
      submitLabel={t('cycles.add_items.submit')}
      items={items}
      multiple
      busy={busy}
      onSubmit={(ids) => void submit(ids)}
      onSearch={search}
      onClose={props.onClose}
    />
  );
}
