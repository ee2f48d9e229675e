import { memo } from 'react';
import { isSnoozed } from '@cairn/state';
import type { Notification } from '@cairn/types';
import { ArchiveIcon, Avatar, CheckIcon, IconButton, MailIcon, Menu } from '@cairn/ui-kit';
import { notificationTime } from '../hooks/inbox-format';
import { SNOOZE_PRESETS, snoozeUntil } from '../hooks/snooze-times';
import { actorName, notificationSentence, useT, workItemNameOf } from '@cairn/i18n';

/** What a row can do. */
export interface NotificationRowActions {
  open: (notification: Notification) => void;
  select: (id: string) => void;
  toggleRead: (notification: Notification) => void;
  toggleArchive: (notification: Notification) => void;
  snooze: (notification: Notification, until: string) => void;
  unsnooze: (notification: Notification) => void;
  customSnooze: (notification: Notification) => void;
}

/**
 * One notification: the actor's avatar, the sentence ("Ada changed the state of WEB-12 to Done"), the work item's name,
 * the time and an unread dot; read / unread, archive and snooze on hover or focus.
 */
export const NotificationRow = memo(function NotificationRow(props: { notification: Notification; selected: boolean; now: Date; actions: NotificationRowActions }) {
  const { t, locale: language } = useT();
  const { notification: n, actions, now } = props;
  const unread = n.read_at === null;
  const snoozed = isSnoozed(n, now);
  const actor = actorName(t, n);
  const sentence = notificationSentence(t, n);
  const snoozeItems = [
    ...SNOOZE_PRESETS.map((preset) => ({ id: preset, label: t(`inbox.snooze.${preset}`), onClick: () => actions.snooze(n, snoozeUntil(preset, new Date())) })),
    { id: 'custom', label: t('inbox.snooze.custom_menu'), onClick: () => actions.customSnooze(n) },
    ...(snoozed ? [{ id: 'sep', separator: true as const }, { id: 'unsnooze', label: t('inbox.actions.unsnooze'), onClick: () => actions.unsnooze(n) }] : []),
  ];
  const className = ['cw-inbox-row', unread && 'cw-inbox-row--unread', props.selected && 'cw-inbox-row--selected'].filter(Boolean).join(' ');
  return (
    <li className={className} data-notification-id={n.id}>
      <button
        type="button"
        className="cw-inbox-row__main"
        aria-current={props.selected ? 'true' : undefined}
        onFocus={() => actions.select(n.id)}
        onClick={() => actions.open(n)}
      >
        <Avatar name={actor} colorSeed={n.triggered_by_details?.id ?? n.triggered_by ?? undefined} src={n.triggered_by_details?.avatar_url} size="sm" />
        <span className="cw-inbox-row__body">
          <span className="cw-inbox-row__sentence">{sentence}</span>
          <span className="cw-inbox-row__title">{workItemNameOf(n)}</span>
          <span className="cw-inbox-row__meta">
            <time dateTime={n.created_at}>{notificationTime(n.created_at, now.getTime(), language, t)}</time>
            {snoozed && n.snoozed_till ? <span>{t('inbox.row.snoozed_till', { time: new Date(n.snoozed_till).toLocaleString(language) })}</span> : null}
          </span>
        </span>
        {unread ? <span className="cw-inbox-row__dot" role="img" aria-label={t('inbox.row.unread')} /> : null}
      </button>
      <div className="cw-inbox-row__actions">
        <IconButton
          size="sm"
          icon={unread ? <CheckIcon size={14} /> : <MailIcon size={14} />}
          aria-label={unread ? t('inbox.actions.mark_read') : t('inbox.actions.mark_unread')}
          onClick={() => actions.toggleRead(n)}
        />
        <IconButton
          size="sm"
          icon={<ArchiveIcon size={14} />}
          aria-label={n.archived_at ? t('inbox.actions.unarchive') : t('inbox.actions.archive')}
          onClick={() => actions.toggleArchive(n)}
        />
        <Menu trigger={t('inbox.actions.snooze')} triggerLabel={t('inbox.actions.snooze')} triggerClassName="cw-inbox-row__snooze" items={snoozeItems} align="end" />
      </div>
    </li>
  );
});
