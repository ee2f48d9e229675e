import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useT } from '@cairn/i18n';
import { STATE_GROUPS, SUB_WORK_ITEM_DISPLAY_PROPERTIES, type StateGroup, type SubWorkItemDisplayProperties, type WorkItem } from '@cairn/types';
import { AvatarGroup, Checkbox, IconButton, Menu, PlusIcon, XIcon } from '@cairn/ui-kit';
import { Popover } from '../../../shared/components/Popover';
import { shortDay as formatDay } from '../../../shared/days/day-format';
import type { ProjectOptions } from '../hooks/use-project-options';
import { WidgetSection } from './WidgetSection';
import { WorkItemPickerModal, type PickableItem } from './WorkItemPickerModal';
// The Display popover's panel styles live with the list screens' toolbar.
import './sub-items-widget.css';
import './work-item-detail.css';

/** Which properties the sub-item rows show (every key present). */
export type SubItemDisplay = Readonly<Required<SubWorkItemDisplayProperties>>;

/** The project data the rows read names, colours and people from. */
export type SubItemOptions = Pick<ProjectOptions, 'states' | 'labels' | 'people'>;

/** Labels a row names before folding the rest into "+N". */
const SHOWN_LABELS = 2;

/** One sub-item: its key, an epic marker, its title and the enabled properties; they wrap under the title when narrow. */
function SubItemRow(props: { item: WorkItem; itemKey: string; href: string; display: SubItemDisplay; options: SubItemOptions; readOnly: boolean; onRemove: (item: WorkItem) => void }) {
  const { t, locale: language } = useT();
  const { item, display, options } = props;
  const state = item.state_id ? options.states.find((s) => s.id === item.state_id) : undefined;
  const labels = display.labels ? item.label_ids.map((id) => options.labels.find((l) => l.id === id)).filter((l) => l !== undefined) : [];
  const people = display.assignee ? item.assignee_ids.map((id) => options.people.find((p) => p.id === id)).filter((p) => p !== undefined) : [];
  const hidden = labels.slice(SHOWN_LABELS);
  return (
    <li className="cw-wi-row cw-wi-subrow">
      {display.key ? <span className="cw-wi-key">{props.itemKey}</span> : null}
      {display.issue_type && item.is_epic ? <span className="cw-wi-subrow__type">{t('work_items.sub_items.epic')}</span> : null}
      <RouterLink className="cw-wi-row__main cw-wi-subrow__main" to={props.href}>
        {item.name}
      </RouterLink>
      <span className="cw-wi-subrow__props">
        {display.priority && item.priority !== 'none' ? (
          <span className={`cw-wi-subrow__chip cw-wi-priority--${item.priority}`} title={t('work_items.sub_items.properties.priority')}>
            {t(`work_items.priority.${item.priority}`)}
          </span>
        ) : null}
        {display.state && state ? (
          <span className="cw-wi-subrow__chip" title={t('work_items.sub_items.properties.state')}>
            <span className="cw-wi-state__dot" style={{ background: state.color }} aria-hidden="true" />
            {state.name}
          </span>
        ) : null}
        {labels.slice(0, SHOWN_LABELS).map((label) => (
          <span key={label.id} className="cw-wi-subrow__chip cw-wi-subrow__label">
            <span className="cw-wi-state__dot" style={{ background: label.color }} aria-hidden="true" />
            {label.name}
          </span>
        ))}
        {hidden.length > 0 ? (
          <span className="cw-wi-subrow__chip" title={hidden.map((l) => l.name).join(', ')}>
            {t('work_items.sub_items.more_labels', { count: hidden.length })}
          </span>
        ) : null}
        {display.start_date && item.start_date ? (
          <span className="cw-wi-subrow__chip">{t('work_items.sub_items.starts', { date: formatDay(item.start_date, language) })}</span>
        ) : null}
        {display.due_date && item.target_date ? (
          <span className="cw-wi-subrow__chip">{t('work_items.sub_items.due', { date: formatDay(item.target_date, language) })}</span>
        ) : null}
        {people.length > 0 ? <AvatarGroup size="xs" max={3} users={people.map((p) => ({ id: p.id, name: p.name, src: p.avatarUrl }))} /> : null}
      </span>
      {props.readOnly ? null : (
        <IconButton size="sm" icon={<XIcon size={12} />} aria-label={t('work_items.sub_items.remove', { name: item.name })} onClick={() => props.onRemove(item)} />
      )}
    </li>
  );
}

/** The widget's "Display" panel: one checkbox per sub-work-item display property (the user's own setting, guests too). */
function SubItemDisplayMenu(props: { display: SubItemDisplay; onChange: (patch: SubWorkItemDisplayProperties) => void }) {
  const { t } = useT();
  return (
    <Popover label={t('work_items.sub_items.display')} panelLabel={t('work_items.sub_items.display_title')} align="end">
      <fieldset className="cw-wi-subdisplay">
        <legend className="cw-sub-display__legend">{t('work_items.sub_items.display_title')}</legend>
        {SUB_WORK_ITEM_DISPLAY_PROPERTIES.map((key) => (
          <Checkbox
            key={key}
            label={t(`work_items.sub_items.properties.${key}`)}
            checked={props.display[key]}
            onChange={(event) => props.onChange({ [key]: event.currentTarget.checked })}
          />
        ))}
      </fieldset>
    </Popover>
  );
}

/**
 * Sub-work-items: the children with the properties the user chose to show (key, epic marker, assignees, dates,
 * labels, priority, state), how many per state group, a Display menu, add existing or new, remove.
 */
export function SubItemsWidget(props: {
  subItems: readonly WorkItem[];
  distribution: Partial<Record<StateGroup, number>> | undefined;
  keyOf: (item: WorkItem) => string;
  hrefOf: (item: WorkItem) => string;
  options: SubItemOptions;
  display: SubItemDisplay;
  /** A display toggle (saved per user and project; allowed read-only too). */
  onDisplayChange: (patch: SubWorkItemDisplayProperties) => void;
  candidates: readonly PickableItem[];
  /** The picker's search text changed (ask the server for matching candidates). */
  onSearchCandidates?: (query: string) => void;
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
          <>
            <SubItemDisplayMenu display={props.display} onChange={props.onDisplayChange} />
            {props.readOnly ? null : (
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
            )}
          </>
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
              <SubItemRow
                key={item.id}
                item={item}
                itemKey={props.keyOf(item)}
                href={props.hrefOf(item)}
                display={props.display}
                options={props.options}
                readOnly={props.readOnly}
                onRemove={props.onRemove}
              />
            ))}
          </ul>
        )}
      </WidgetSection>
      <WorkItemPickerModal
        open={picking}
        title={t('work_items.sub_items.add_existing')}
        submitLabel={t('common.add')}
        items={props.candidates}
        onSearch={props.onSearchCandidates}
        multiple
        busy={busy}
        onSubmit={(ids) => void add(ids)}
        onClose={() => setPicking(false)}
      />
    </>
  );
}
