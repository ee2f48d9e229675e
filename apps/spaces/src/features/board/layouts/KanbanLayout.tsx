import { useT } from '@cairn/i18n';
import type { PublicWorkItem } from '@cairn/types';
import { selectBoardItem, useSpacesStore } from '@cairn/state';
import { StateGroupIcon } from '@cairn/ui-kit';
import { GroupLoadMore } from '../components/GroupLoadMore';
import { ItemAssignees, ItemDue, ItemKey, ItemLabels, ItemPriority, ItemVotes, useOpenProps } from '../components/ItemProperties';
import { useStateGroups } from './use-state-groups';

function CardBody({ item }: { item: PublicWorkItem }) {
  const openProps = useOpenProps(item);
  return (
    <li className="cs-card-item" {...openProps}>
      <span className="cs-card-item__top">
        <ItemKey item={item} />
        <ItemVotes item={item} />
      </span>
      <span className="cs-card-item__name">{item.name}</span>
      <span className="cs-props">
        <ItemPriority item={item} />
        <ItemLabels item={item} max={2} />
        <ItemDue item={item} />
        <ItemAssignees item={item} />
      </span>
    </li>
  );
}

function Card({ id }: { id: string }) {
  const item = useSpacesStore((s) => selectBoardItem(s, id));
  return item ? <CardBody item={item} /> : null;
}

/** The board: a column per state with cards, scrolling sideways; "Load more" where a column has more than it shows. */
export function KanbanLayout() {
  const { t } = useT();
  const groups = useStateGroups();
  return (
    <div className="cs-kanban">
      {groups.map((group) => (
        <section key={group.key} className="cs-kanban__column" aria-label={group.name}>
          <h2 className="cs-kanban__head">
            <StateGroupIcon group={group.state?.group ?? 'backlog'} color={group.state?.color} />
            <span className="cs-kanban__name">{group.name}</span>
            <span className="cs-count" aria-label={t('spaces.list.group_count', { shown: group.ids.length, total: group.total })}>{group.total}</span>
          </h2>
          <ul className="cs-kanban__cards">
            {group.ids.map((id) => <Card key={id} id={id} />)}
          </ul>
          {group.ids.length < group.total ? <div className="cs-kanban__more"><GroupLoadMore groupKey={group.key} /></div> : null}
        </section>
      ))}
    </div>
  );
}
