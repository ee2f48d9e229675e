import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useT } from '@cairn/i18n';
import { useAppStore } from '@cairn/state';
import type { Notification } from '@cairn/types';
import { ArrowLeftIcon, Button } from '@cairn/ui-kit';
import { AreaPage } from '../../../shared/components/AreaPage';
import { WorkItemPeek } from '../../work-items';
import { InboxToolbar } from '../components/InboxToolbar';
import { NotificationList } from '../components/NotificationList';
import type { NotificationRowActions } from '../components/NotificationRow';
import { SnoozeDialog } from '../components/SnoozeDialog';
import { useInboxKeys } from '../hooks/use-inbox-keys';
import { useInboxScreen } from '../hooks/use-inbox-screen';
import { useUnreadCounts } from '../hooks/use-unread-counts';
import '../inbox.css';

const realNow = () => new Date();

/**
 * `/:workspaceSlug/inbox`: the signed-in user's notifications (spec §2 tabs all and mentions) — filters, "Mark all as
 * read", the list with row actions; a row opens its work item in the peek beside the list (the list gives way to it on
 * a narrow screen) and marks it read. Keys: j / k, Enter, e, s, u; Escape closes the peek.
 */
export function InboxRoute() {
  const { t } = useT();
  const slug = useParams().workspaceSlug ?? '';
  const screen = useInboxScreen(slug);
  const counts = useUnreadCounts(slug);
  const markRead = useAppStore((s) => s.markNotificationRead);
  const markUnread = useAppStore((s) => s.markNotificationUnread);
  const archive = useAppStore((s) => s.archiveNotification);
  const unarchive = useAppStore((s) => s.unarchiveNotification);
  const snooze = useAppStore((s) => s.snoozeNotification);
  const unsnooze = useAppStore((s) => s.unsnoozeNotification);
  const markAllRead = useAppStore((s) => s.markAllNotificationsRead);
  const [snoozing, setSnoozing] = useState<Notification | undefined>();
  const quiet = (p: Promise<unknown>) => void p.catch(() => undefined);
  const { open, setSelectedId } = screen;

  const actions = useMemo<NotificationRowActions>(() => ({
    open,
    select: setSelectedId,
    toggleRead: (n) => quiet(n.read_at === null ? markRead(slug, n.id) : markUnread(slug, n.id)),
    toggleArchive: (n) => quiet(n.archived_at === null ? archive(slug, n.id) : unarchive(slug, n.id)),
    snooze: (n, until) => quiet(snooze(slug, n.id, until)),
    unsnooze: (n) => quiet(unsnooze(slug, n.id)),
    customSnooze: (n) => setSnoozing(n),
  }), [open, setSelectedId, markRead, markUnread, archive, unarchive, snooze, unsnooze, slug]);

  useInboxKeys({
    rows: screen.rows,
    selectedId: screen.selectedId,
    select: setSelectedId,
    open,
    archive: actions.toggleArchive,
    snooze: (n) => setSnoozing(n),
    toggleRead: actions.toggleRead,
  });

  const { peek } = screen;
  return (
    <AreaPage title={t('inbox.title')}>
      <div className={peek ? 'cw-inbox cw-inbox--peek' : 'cw-inbox'}>
        <section className="cw-inbox__list-pane" aria-label={t('inbox.title')}>
          <InboxToolbar params={screen.params} counts={counts} onParams={screen.setParams} onMarkAllRead={() => quiet(markAllRead(slug))} />
          <NotificationList
            params={screen.params}
            list={screen.list}
            rows={screen.rows}
            selectedId={screen.selectedId}
            now={realNow()}
            actions={actions}
            onMore={screen.loadMore}
            onRetry={screen.retry}
          />
          <p className="cw-inbox__keys">{t('inbox.keys_hint')}</p>
        </section>
        {peek ? (
          <div className="cw-inbox__peek-pane">
            <Button className="cw-inbox__back" variant="ghost" size="sm" leftIcon={<ArrowLeftIcon size={14} />} onClick={screen.closePeek}>
              {t('inbox.back')}
            </Button>
            <WorkItemPeek key={peek.itemId} slug={slug} projectId={peek.projectId} itemId={peek.itemId} onClose={screen.closePeek} />
          </div>
        ) : null}
      </div>
      <SnoozeDialog
        open={snoozing !== undefined}
        now={realNow}
        onClose={() => setSnoozing(undefined)}
        onSnooze={(until) => {
          if (snoozing) actions.snooze(snoozing, until);
          setSnoozing(undefined);
        }}
      />
    </AreaPage>
  );
}
