import { useT } from '@cairn/i18n';
import { NOTIFICATION_TABS, NOTIFICATION_TYPE_FILTERS, type NotificationTab, type NotificationUnread } from '@cairn/types';
import type { NotificationFilters, NotificationListParams } from '@cairn/state';
import { Button, CheckIcon, Checkbox, Tabs } from '@cairn/ui-kit';
import { Popover } from '../../../shared/components/Popover';
import { SHOW_FILTERS, inboxFilterCount } from '../hooks/inbox-params';

/** All / Mentions tabs with their unread counts, the filter menu (type; show read, archived, snoozed) and "Mark all as read". */
export function InboxToolbar(props: {
  params: NotificationListParams;
  counts: NotificationUnread;
  onParams: (params: NotificationListParams) => void;
  onMarkAllRead: () => void;
}) {
  const { t } = useT();
  const filters = props.params.filters ?? {};
  const setFilters = (next: NotificationFilters) => props.onParams({ ...props.params, filters: next });
  const count = (tab: NotificationTab) => (tab === 'all' ? props.counts.total_unread_notifications_count : props.counts.mention_unread_notifications_count);
  return (
    <div className="cw-inbox-toolbar">
      <Tabs
        items={NOTIFICATION_TABS.map((id) => ({ id, label: t(`inbox.tabs.${id}`), count: count(id) || undefined }))}
        value={props.params.tab}
        onChange={(id) => props.onParams({ ...props.params, tab: id as NotificationTab })}
        aria-label={t('inbox.tabs.label')}
        size="sm"
      />
      <div className="cw-inbox-toolbar__menus">
        <Popover label={t('inbox.filters.button')} panelLabel={t('inbox.filters.panel')} badge={inboxFilterCount(filters)} align="end">
          <div className="cw-inbox-filters">
            <fieldset className="cw-inbox-filter">
              <legend>{t('inbox.filters.type')}</legend>
              {NOTIFICATION_TYPE_FILTERS.map((type) => {
                const chosen = filters.type ?? [];
                const on = chosen.includes(type);
                return (
                  <Checkbox
                    key={type}
                    id={`cw-inbox-f-type-${type}`}
                    label={t(`inbox.filters.types.${type}`)}
                    checked={on}
                    onChange={() => setFilters({ ...filters, type: on ? chosen.filter((v) => v !== type) : [...chosen, type] })}
                  />
                );
              })}
            </fieldset>
            <fieldset className="cw-inbox-filter">
              <legend>{t('inbox.filters.show')}</legend>
              {SHOW_FILTERS.map((key) => (
                <Checkbox
                  key={key}
                  id={`cw-inbox-f-show-${key}`}
                  label={t(`inbox.filters.shows.${key}`)}
                  checked={Boolean(filters[key])}
                  onChange={() => setFilters({ ...filters, [key]: !filters[key] })}
                />
              ))}
            </fieldset>
          </div>
        </Popover>
        <Button variant="outline" size="sm" leftIcon={<CheckIcon size={14} />} onClick={props.onMarkAllRead}>
          {t('inbox.actions.mark_all_read')}
        </Button>
      </div>
    </div>
  );
}
