import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectRecentVisits, useAppStore, useStoreApi } from '@cairn/state';
import type { RecentVisitEntity } from '@cairn/types';
import { BriefcaseIcon, FileIcon, Spinner, Tabs, WorkItemsIcon, type IconComponent } from '@cairn/ui-kit';
import { recentVisitView } from '../hooks/recent-visit-view';
import { HomeWidgetFrame } from './HomeWidgetFrame';

type RecentsTab = 'all' | RecentVisitEntity;
const TABS: RecentsTab[] = ['all', 'issue', 'page', 'project'];
const ICONS: Record<RecentVisitEntity, IconComponent> = { issue: WorkItemsIcon, page: FileIcon, project: BriefcaseIcon };

/** Recents: the work items, pages and projects the caller opened lately (tabs All / Work items / Pages / Projects). */
export function RecentsWidget({ slug }: { slug: string }) {
  const { t } = useT();
  const store = useStoreApi();
  const [tab, setTab] = useState<RecentsTab>('all');
  const entity = tab === 'all' ? undefined : tab;
  const visits = useAppStore((s) => selectRecentVisits(s, slug, entity));
  useEffect(() => {
    void store.getState().loadRecentVisits(slug, entity);
  }, [store, slug, entity]);
  return (
    <HomeWidgetFrame title={t('home.widget.recents')}>
      <Tabs
        size="sm"
        variant="pills"
        aria-label={t('home.recents_filter')}
        value={tab}
        onChange={(id) => setTab(id as RecentsTab)}
        items={TABS.map((id) => ({ id, label: t(`home.recents_tab.${id}`) }))}
      />
      {visits === undefined ? <Spinner size="sm" /> : null}
      {visits?.length === 0 ? <p className="cw-home-widget__empty">{t('home.recents_empty')}</p> : null}
      {visits && visits.length > 0 ? (
        <ul className="cw-home-list" aria-label={t('home.widget.recents')}>
          {visits.map((visit) => {
            const row = recentVisitView(slug, visit);
            const Icon = ICONS[row.kind];
            return (
              <li key={row.id}>
                <Link className="cw-home-list__row" to={row.href}>
                  <Icon size={14} />
                  {row.identifier ? <span className="cw-home-list__key">{row.identifier}</span> : null}
                  <span className="cw-home-list__name">{row.name || t('home.untitled')}</span>
                  <span className="cw-home-list__kind">{t(`home.recents_kind.${row.kind}`)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </HomeWidgetFrame>
  );
}
