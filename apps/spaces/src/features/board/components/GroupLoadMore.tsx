import { useT } from '@cairn/i18n';
import { useSpacesStore } from '@cairn/state';
import { Button } from '@cairn/ui-kit';

/** "Load more" for one group (`groupKey`) or, without it, the flat list. */
export function GroupLoadMore({ groupKey }: { groupKey?: string }) {
  const { t } = useT();
  const loading = useSpacesStore((s) => s.boardLoadingMore.includes(groupKey ?? ''));
  const loadMore = useSpacesStore((s) => s.loadMoreBoardItems);
  return (
    <Button size="sm" variant="ghost" loading={loading} onClick={() => void loadMore(groupKey)}>
      {t('spaces.board.load_more')}
    </Button>
  );
}
