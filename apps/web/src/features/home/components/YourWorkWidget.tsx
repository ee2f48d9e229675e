import { useEffect } from 'react';
import { Link } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectHomeWidget, selectWidgetData, useAppStore, useStoreApi } from '@cairn/state';
import { YOUR_WORK_TABS, type YourWorkTab, type YourWorkWidget as YourWorkData } from '@cairn/types';
import { Spinner, Tabs } from '@cairn/ui-kit';
import { HomeWidgetFrame } from './HomeWidgetFrame';

const ignore = () => undefined;
const isTab = (value: unknown): value is YourWorkTab => (YOUR_WORK_TABS as readonly unknown[]).includes(value);

/** Your work: assigned / due soon / overdue / created counts as tabs with the tab's first items; the tab is kept in widget_filters. */
export function YourWorkWidget({ slug }: { slug: string }) {
  const { t } = useT();
  const store = useStoreApi();
  const stored = useAppStore((s) => selectHomeWidget(s, slug, 'your_work')?.widget_filters['tab']);
  const tab: YourWorkTab = isTab(stored) ? stored : 'assigned';
  const data = useAppStore((s) => selectWidgetData<YourWorkData>(s, slug, 'your_work', { tab }));
  useEffect(() => {
    void store.getState().loadWidgetData(slug, 'your_work', { tab });
  }, [store, slug, tab]);
  const choose = (id: string) => {
    if (isTab(id) && id !== tab) store.getState().updateWidgetFilters(slug, 'your_work', { tab: id }).catch(ignore);
  };
  return (
    <HomeWidgetFrame title={t('home.widget.your_work')}>
      <Tabs
        size="sm"
        aria-label={t('home.widget.your_work')}
        value={tab}
        onChange={choose}
        items={YOUR_WORK_TABS.map((id) => ({ id, label: t(`home.your_work_tab.${id}`), count: data?.[id] }))}
      />
      {data === undefined ? <Spinner size="sm" /> : null}
      {data && data.items.length === 0 ? <p className="cw-home-widget__empty">{t(`home.your_work_empty.${tab}`)}</p> : null}
      {data && data.items.length > 0 ? (
        <ul className="cw-home-list" aria-label={t(`home.your_work_tab.${tab}`)}>
          {data.items.map((item) => {
            const key = `${item.project_identifier}-${item.sequence_id}`;
            return (
              <li key={item.id}>
                <Link className="cw-home-list__row" to={`/${slug}/browse/${key}`}>
                  <span className="cw-home-list__key">{key}</span>
                  <span className="cw-home-list__name">{item.name}</span>
                  {item.target_date ? <span className="cw-home-list__kind">{item.target_date}</span> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </HomeWidgetFrame>
  );
}
