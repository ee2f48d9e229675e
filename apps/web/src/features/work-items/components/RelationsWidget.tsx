import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useT } from '@cairn/i18n';
import { RELATION_TYPES, type RelationType, type RelationsResponse } from '@cairn/types';
import { IconButton, PlusIcon, XIcon } from '@cairn/ui-kit';
import { ChoiceGroup } from '../../../shared/components/ChoiceGroup';
import { WidgetSection } from './WidgetSection';
import { WorkItemPickerModal, type PickableItem } from './WorkItemPickerModal';
import './work-item-detail.css';

/** Relations: blocked by, blocking, relates to, duplicate of — add through a dialog, remove per row. */
export function RelationsWidget(props: {
  relations: RelationsResponse | undefined;
  /** Key (PROJ-3) of a related item. */
  keyOf: (item: { project_id: string; sequence_id: number }) => string;
  hrefOf: (item: { project_id: string; sequence_id: number }) => string;
  candidates: readonly PickableItem[];
  /** The picker's search text changed (ask the server for matching candidates). */
  onSearchCandidates?: (query: string) => void;
  readOnly: boolean;
  onAdd: (type: RelationType, ids: string[]) => Promise<unknown>;
  onRemove: (type: RelationType, id: string) => void;
  /** Called when the picker opens (to load the candidates). */
  onOpenPicker?: () => void;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<RelationType>('relates_to');
  const [busy, setBusy] = useState(false);
  const count = props.relations ? RELATION_TYPES.reduce((n, k) => n + props.relations![k].length, 0) : 0;
  const submit = async (ids: string[]) => {
    setBusy(true);
    try {
      await props.onAdd(type, ids);
      setOpen(false);
    } catch {
      // The store showed why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <WidgetSection
        title={t('work_items.relations.title')}
        count={count}
        defaultOpen={count > 0}
        actions={
          props.readOnly ? undefined : (
            <IconButton
              size="sm"
              icon={<PlusIcon size={14} />}
              aria-label={t('work_items.relations.add')}
              onClick={() => {
                props.onOpenPicker?.();
                setOpen(true);
              }}
            />
          )
        }
      >
        {count === 0 ? <p className="cw-wi-muted">{t('work_items.relations.empty')}</p> : null}
        {RELATION_TYPES.filter((k) => (props.relations?.[k].length ?? 0) > 0).map((k) => (
          <div key={k} className="cw-wi-relation-group">
            <h3 className="cw-wi-subtitle">{t(`work_items.relations.types.${k}`)}</h3>
            <ul className="cw-wi-rows" aria-label={t(`work_items.relations.types.${k}`)}>
              {props.relations![k].map((item) => (
                <li key={item.id} className="cw-wi-row">
                  <span className="cw-wi-key">{props.keyOf(item)}</span>
                  <RouterLink className="cw-wi-row__main" to={props.hrefOf(item)}>
                    {item.name}
                  </RouterLink>
                  {props.readOnly ? null : (
                    <IconButton size="sm" icon={<XIcon size={12} />} aria-label={t('work_items.relations.remove', { name: item.name })} onClick={() => props.onRemove(k, item.id)} />
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </WidgetSection>
      <WorkItemPickerModal
        open={open}
        title={t('work_items.relations.add')}
        submitLabel={t('common.add')}
        items={props.candidates}
        onSearch={props.onSearchCandidates}
        multiple
        busy={busy}
        extra={
          <ChoiceGroup<RelationType>
            label={t('work_items.relations.type')}
            options={RELATION_TYPES.map((k) => ({ value: k, label: t(`work_items.relations.types.${k}`) }))}
            value={type}
            onChange={setType}
          />
        }
        onSubmit={(ids) => void submit(ids)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
