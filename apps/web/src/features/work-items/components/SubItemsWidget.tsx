import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useT } from '@cairn/i18n';
import { STATE_GROUPS, type StateGroup, type WorkItem } from '@cairn/types';
import { IconButton, Menu, PlusIcon, XIcon } from '@cairn/ui-kit';
import { WidgetSection } from './WidgetSection';
import { WorkItemPickerModal, type PickableItem } from './WorkItemPickerModal';

/** Sub-work-items: the children with their state, how many per state group, add existing or new, remove. */
export function SubItemsWidget(props: {
  subItems: readonly WorkItem[];
  distribution: Partial<Record<StateGroup, number>> | undefined;
  keyOf: (item: WorkItem) => string;
  hrefOf: (item: WorkItem) => string;
  stateName: (stateId: string | null) => string;
  candidates: readonly PickableItem[];
  readOnly: boolean;
  onAddExisting: (ids: string[]) => Promise<unknown>;
  onCreateNew: () => void;
  onRemove: (item: WorkItem) => void;
  /** Called when the picker opens (to load the candidates). */
  onOpenPicker?: () => void;
}) {
  const { t } = useT();
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const total = props.subItems.length;
  const groups = STATE_GROUPS.filter((g) => (props.distribution?.[g] ?? 0) > 0);
  const add = async (ids: string[]) => {
    setBusy(true);
    try {
      await props.onAddExisting(ids);
      setPicking(false);
    } catch {
      // The store showed why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <WidgetSection
        title={t('work_items.sub_items.title')}
        count={total}
        actions={
          props.readOnly ? undefined : (
            <Menu
              align="end"
              trigger={<PlusIcon size={14} />}
              triggerLabel={t('work_items.sub_items.add')}
              items={[
                { id: 'new', label: t('work_items.sub_items.create_new'), onClick: props.onCreateNew },
                {
                  id: 'existing',
                  label: t('work_items.sub_items.add_existing'),
                  onClick: () => {
                    props.onOpenPicker?.();
                    setPicking(true);
                  },
                },
              ]}
            />
          )
        }
      >
        {groups.length > 0 ? (
          <div className="cw-wi-distribution" role="img" aria-label={groups.map((g) => `${t(`work_items.state_groups.${g}`)}: ${props.distribution?.[g]}`).join(', ')}>
            {groups.map((g) => (
              <span key={g} className={`cw-wi-distribution__part cw-wi-group--${g}`} style={{ flexGrow: props.distribution?.[g] ?? 0 }} />
            ))}
          </div>
        ) : null}
        {total === 0 ? (
          <p className="cw-wi-muted">{t('work_items.sub_items.empty')}</p>
        ) : (
          <ul className="cw-wi-rows" aria-label={t('work_items.sub_items.title')}>
            {props.subItems.map((item) => (
              <li key={item.id} className="cw-wi-row">
                <span className="cw-wi-key">{props.keyOf(item)}</span>
                <RouterLink className="cw-wi-row__main" to={props.hrefOf(item)}>
                  {item.name}
                </RouterLink>
                <span className="cw-wi-row__meta">{props.stateName(item.state_id)}</span>
                {props.readOnly ? null : (
                  <IconButton size="sm" icon={<XIcon size={12} />} aria-label={t('work_items.sub_items.remove', { name: item.name })} onClick={() => props.onRemove(item)} />
                )}
              </li>
            ))}
          </ul>
        )}
      </WidgetSection>
      <WorkItemPickerModal
        open={picking}
        title={t('work_items.sub_items.add_existing')}
        submitLabel={t('common.add')}
        items={props.candidates}
        multiple
        busy={busy}
        onSubmit={(ids) => void add(ids)}
        onClose={() => setPicking(false)}
      />
    </>
  );
}
