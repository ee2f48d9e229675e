import { useT } from '@cairn/i18n';
import type { NotificationListParams, NotificationListState } from '@cairn/state';
import type { Notification } from '@cairn/types';
import { Button, EmptyState, InboxIcon } from '@cairn/ui-kit';
import { NotificationRow, type NotificationRowActions } from './NotificationRow';

const SKELETON_ROWS = 6;

/** The list of notifications: a skeleton while the first page loads, the error with a retry, the empty state, the rows. */
export function NotificationList(props: {
  params: NotificationListParams;
  list: NotificationListState | undefined;
  rows: readonly Notification[];
  selectedId: string | undefined;
  now: Date;
  actions: NotificationRowActions;
  onMore: () => void;
  onRetry: () => void;
}) {
  const { t } = useT();
  const { list, rows } = props;
  if (!list || (list.status === 'loading' && rows.length === 0)) {
    return (
      <ul className="cw-inbox-list cw-inbox-list--loading" aria-busy="true" aria-label={t('inbox.list.loading')}>
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <li key={i} className="cw-inbox-skeleton">
            <span className="cw-inbox-skeleton__avatar" />
            <span className="cw-inbox-skeleton__lines"><span /><span /></span>
          </li>
        ))}
      </ul>
    );
  }
  if (list.status === 'error' && rows.length === 0) {
    return (
      <div className="cw-inbox-error" role="alert">
        <p>{t('inbox.list.error')}</p>
        <Button size="sm" variant="outline" onClick={props.onRetry}>{t('common.retry')}</Button>
      </div>
    );
  }
  if (rows.length === 0) {
    const filtered = props.params.tab === 'mentions' || Object.keys(props.params.filters ?? {}).length > 0;
    return (
      <EmptyState
        icon={<InboxIcon size={32} />}
        title={filtered ? t('inbox.empty.filtered_title') : t('inbox.empty.title')}
        description={filtered ? t('inbox.empty.filtered_description') : t('inbox.empty.description')}
      />
    );
  }
  return (
    <div className="cw-inbox-list-wrap">
      <ul className="cw-inbox-list" aria-label={t(`inbox.tabs.${props.params.tab}`)}>
        {rows.map((n) => (
          <NotificationRow key={n.id} notification={n} selected={n.id === props.selectedId} now={props.now} actions={props.actions} />
        ))}
      </ul>
      {list.nextPageResults ? (
        <div className="cw-inbox-list__more">
          <Button size="sm" variant="ghost" loading={list.status === 'loading-more'} onClick={props.onMore}>{t('inbox.list.load_more')}</Button>
        </div>
      ) : null}
    </div>
  );
}
