import { memo } from 'react';
import { useT } from '@cairn/i18n';
import type { LayoutGroup } from '../grouped-layout-props';
import type { KanbanCardContext } from './KanbanCard';

/** What every cell of one board shares (memoised by the layout). */
export interface KanbanCellShared {
  ctx: KanbanCardContext;
  loading: boolean;
  canQuickAdd: boolean;
  quickAddProjects?: readonly { value: string; label: string }[];
  onLoadMore: (groupKey: string, subGroupKey: string | undefined) => void;
  onQuickAdd: (name: string, groupKey: string, subGroupKey: string | undefined, projectId: string | undefined) => void;
}

/** A column's header: colour dot, name and how many items the group has in all. */
export const KanbanColumnHead = memo(function KanbanColumnHead(props: { group: LayoutGroup }) {
  const { t } = useT();
  const { group } = props;
  return (
    <div className="cw-wil-kanban__head" role="heading" aria-level={2}>
      {group.color ? <span className="cw-wi-state__dot" style={{ background: group.color }} aria-hidden="true" /> : null}
      <span className="cw-wil-group__label">{group.label}</span>
      <span className="cw-wil-group__count" aria-label={t('work_item_lists.group.count', { count: group.total })}>
        {group.total}
      </span>
    </div>
  );
});
