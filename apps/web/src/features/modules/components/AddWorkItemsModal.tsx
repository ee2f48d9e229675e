import { useEffect, useMemo, useState } from 'react';
import type { Module } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { useAppStore } from '@cairn/state';
import { WorkItemPickerModal, usePickableItems } from '../../work-items';

/**
 * "Add existing work items": searches the project's items (the store's searchWorkItems, newest changes first; those
 * already in the module are left out), several may be picked, and they are added in one POST modules/{id}/issues/.
 */
export function AddWorkItemsModal(props: { slug: string; module: Module; open: boolean; onClose: () => void }) {
  const { t } = useT();
  const { slug, module } = props;
  const { pickable, ensure, search } = usePickableItems(slug, module.project_id);
  const byId = useAppStore((s) => s.workItemsById);
  const addWorkItems = useAppStore((s) => s.addWorkItemsToModule);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (props.open) ensure();
  }, [props.open, ensure]);
  const items = useMemo(() => pickable.filter((item) => !byId[item.id]?.module_ids.includes(module.id)), [pickable, byId, module.id]);

  const submit = async (ids: string[]) => {
    setSaving(true);
    try {
      await addWorkItems(slug, module.project_id, module.id, ids);
      props.onClose();
    } catch {
      // Rolled back and shown by the store; the choice stays for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <WorkItemPickerModal
      open={props.open}
      title={t('modules.add_items.title', { name: module.name })}
      submitLabel={(count) => t('modules.add_items.submit', { count })}
      items={items}
      multiple
      busy={saving}
      onSubmit={(ids) => void submit(ids)}
      onSearch={search}
      onClose={props.onClose}
    />
  );
}
