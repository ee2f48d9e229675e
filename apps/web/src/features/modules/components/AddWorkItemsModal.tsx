import { useEffect, useState } from 'react';
import type { Module } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { listOf, selectProject, useAppStore } from '@cairn/state';
import { Button, Checkbox, Input, Modal, SearchIcon, Spinner } from '@cairn/ui-kit';

const SEARCH_DELAY_MS = 250;

/**
 * "Add existing work items": searches the project's items (the store's searchWorkItems, newest changes first), lets the
 * user tick several and adds them in one POST modules/{id}/issues/. Items already in the module show ticked and fixed.
 */
export function AddWorkItemsModal(props: { slug: string; module: Module; onClose: () => void }) {
  const { t } = useT();
  const { slug, module } = props;
  const searchWorkItems = useAppStore((s) => s.searchWorkItems);
  const addWorkItems = useAppStore((s) => s.addWorkItemsToModule);
  const identifier = useAppStore((s) => selectProject(s, module.project_id)?.identifier);
  const byId = useAppStore((s) => s.workItemsById);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<string[] | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      searchWorkItems(slug, module.project_id, query)
        .then((ids) => live && setFound(ids))
        // The store showed the failure; the list stays as it was.
        .catch(() => live && setFound((prev) => prev ?? []));
    }, query ? SEARCH_DELAY_MS : 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [searchWorkItems, slug, module.project_id, query]);

  const items = found ? listOf(found, byId) : [];
  const toggle = (id: string, on: boolean) => setSelected((prev) => (on ? [...prev, id] : prev.filter((x) => x !== id)));
  const submit = async () => {
    if (selected.length === 0) return;
    setSaving(true);
    try {
      await addWorkItems(slug, module.project_id, module.id, selected);
      props.onClose();
    } catch {
      // Rolled back and shown by the store; the choice stays for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      onClose={props.onClose}
      size="md"
      title={t('modules.add_items.title', { name: module.name })}
      footer={
        <>
          <Button variant="outline" onClick={props.onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={saving} disabled={selected.length === 0}>
            {t('modules.add_items.submit', { count: selected.length })}
          </Button>
        </>
      }
    >
      <div className="cw-module-add">
        <Input
          id="module-add-search"
          size="sm"
          aria-label={t('modules.add_items.search')}
          placeholder={t('modules.add_items.search')}
          leftIcon={<SearchIcon size={14} />}
          value={query}
          autoComplete="off"
          onChange={(e) => setQuery(e.target.value)}
        />
        {found === null ? (
          <div className="cw-center-pad">
            <Spinner size="sm" />
          </div>
        ) : items.length === 0 ? (
          <p className="cw-module-section__empty">{t('modules.add_items.none')}</p>
        ) : (
          <ul className="cw-module-add__list" aria-label={t('modules.add_items.results')}>
            {items.map((item) => {
              const inModule = item.module_ids.includes(module.id);
              const key = `${item.project_identifier ?? identifier ?? ''}-${item.sequence_id}`;
              return (
                <li key={item.id}>
                  <Checkbox
                    checked={inModule || selected.includes(item.id)}
                    disabled={inModule}
                    onChange={(e) => toggle(item.id, e.target.checked)}
                    label={
                      <span className="cw-module-add__item">
                        <span className="cw-module-add__key">{key}</span>
                        <span className="cw-module-add__name">{item.name}</span>
                      </span>
                    }
                    description={inModule ? t('modules.add_items.already') : undefined}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Modal>
  );
}
