import { useT } from '@cairn/i18n';
import type { State } from '@cairn/types';
import type { WorkItemRecord as WorkItem } from '@cairn/state';
import { AvatarGroup } from '@cairn/ui-kit';
import type { PersonOption } from '../hooks/use-project-options';

/** The simple list of a project's work items: key, title, state, priority, assignees; a row opens the peek. */
export function WorkItemList(props: {
  items: readonly WorkItem[];
  keyOf: (item: WorkItem) => string;
  stateOf: (stateId: string | null) => State | undefined;
  personOf: (userId: string) => PersonOption | undefined;
  activeId: string | null;
  onOpen: (item: WorkItem) => void;
}) {
  const { t } = useT();
  return (
    <ul className="cw-wi-table" aria-label={t('work_items.list.title')}>
      {props.items.map((item) => {
        const state = props.stateOf(item.state_id);
        const key = props.keyOf(item);
        const people = item.assignee_ids.map((id) => props.personOf(id)).filter((p): p is PersonOption => p !== undefined);
        return (
          <li key={item.id}>
            <button
              type="button"
              className={props.activeId === item.id ? 'cw-wi-item cw-wi-item--active' : 'cw-wi-item'}
              aria-label={t('work_items.list.open', { key, name: item.name })}
              aria-current={props.activeId === item.id || undefined}
              onClick={() => props.onOpen(item)}
            >
              <span className="cw-wi-key">{key}</span>
              <span className="cw-wi-item__name">{item.name}</span>
              <span className="cw-wi-item__cell cw-wi-state">
                <span className="cw-wi-state__dot" style={{ background: state?.color ?? 'var(--ck-color-border-strong)' }} aria-hidden="true" />
                {state?.name ?? t('work_items.properties.none')}
              </span>
              <span className={`cw-wi-item__cell cw-wi-item__cell--priority cw-wi-priority--${item.priority}`}>{t(`work_items.priority.${item.priority}`)}</span>
              <span className="cw-wi-item__cell cw-wi-item__cell--assignees">
                {people.length > 0 ? <AvatarGroup size="xs" users={people.map((p) => ({ id: p.id, name: p.name, src: p.avatarUrl }))} /> : '—'}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
