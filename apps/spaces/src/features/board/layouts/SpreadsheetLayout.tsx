import { useT } from '@cairn/i18n';
import type { PublicWorkItem } from '@cairn/types';
import { selectBoardFlatItems, useSpacesStore } from '@cairn/state';
import { GroupLoadMore } from '../components/GroupLoadMore';
import { itemKey } from '../components/ItemProperties';
import { formatDay } from '../components/item-format';
import { useBoardLookups } from '../hooks/board-context';

function Row({ item }: { item: PublicWorkItem }) {
  const { t, locale: language } = useT();
  const { identifier, statesById, labelsById, membersById, votesShown, openItem } = useBoardLookups();
  const key = itemKey(identifier, item);
  const names = <T extends { name?: string; display_name?: string }>(ids: string[], by: Record<string, T>) =>
    ids.map((id) => by[id]).filter((x) => x !== undefined).map((x) => x.name ?? x.display_name).join(', ');
  return (
    <tr>
      <th scope="row" className="cs-sheet__first">
        <button type="button" className="cs-sheet__open" aria-label={t('spaces.board.open_item', { key, name: item.name })} onClick={() => openItem(item.id)}>
          <span className="cs-item-key">{key}</span> {item.name}
        </button>
      </th>
      <td>{item.state_id ? statesById[item.state_id]?.name ?? '' : t('spaces.board.no_state')}</td>
      <td>{t(`work_items.priority.${item.priority}`)}</td>
      <td>{names(item.label_ids, labelsById)}</td>
      <td>{names(item.assignee_ids, membersById)}</td>
      <td>{item.start_date ? formatDay(item.start_date, language) : ''}</td>
      <td>{item.target_date ? formatDay(item.target_date, language) : ''}</td>
      {votesShown ? <td className="cs-sheet__num">{item.votes.up - item.votes.down}</td> : null}
    </tr>
  );
}

/** The spreadsheet: one row per item, plain-text cells, the header and the first column stay in view while scrolling. */
export function SpreadsheetLayout() {
  const { t } = useT();
  const items = useSpacesStore(selectBoardFlatItems);
  const hasMore = useSpacesStore((s) => s.boardPage?.next_page_results ?? false);
  const { votesShown } = useBoardLookups();
  const columns = ['state', 'priority', 'labels', 'assignees', 'start_date', 'target_date', ...(votesShown ? ['votes'] : [])];
  return (
    <div className="cs-sheet">
      <div className="cs-sheet__scroll" tabIndex={0} role="region" aria-label={t('spaces.spreadsheet.caption')}>
        <table className="cs-sheet__table">
          <thead>
            <tr>
              <th scope="col" className="cs-sheet__first">{t('spaces.spreadsheet.name')}</th>
              {columns.map((c) => <th scope="col" key={c}>{t(`spaces.spreadsheet.${c}`)}</th>)}
            </tr>
          </thead>
          <tbody>{items.map((item) => <Row key={item.id} item={item} />)}</tbody>
        </table>
      </div>
      {hasMore ? <div className="cs-list-more"><GroupLoadMore /></div> : null}
    </div>
  );
}
