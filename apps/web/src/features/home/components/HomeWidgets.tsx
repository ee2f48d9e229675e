import { useT } from '@cairn/i18n';
import { selectHomeStatus, selectHomeWidgets, useAppStore } from '@cairn/state';
import type { HomeWidgetKey } from '@cairn/types';
import { EmptyState, Spinner } from '@cairn/ui-kit';
import { QuickLinksWidget } from './QuickLinksWidget';
import { RecentActivityWidget } from './RecentActivityWidget';
import { RecentsWidget } from './RecentsWidget';
import { StickiesWidget } from './StickiesWidget';
import { YourWorkWidget } from './YourWorkWidget';

const WIDGETS: Record<HomeWidgetKey, (props: { slug: string }) => React.ReactNode> = {
  quick_links: QuickLinksWidget, recents: RecentsWidget, my_stickies: StickiesWidget, your_work: YourWorkWidget, recent_activity: RecentActivityWidget,
};

/** The enabled widgets in their order (sort_order ascending); a note when every one is hidden. */
export function HomeWidgets({ slug }: { slug: string }) {
  const { t } = useT();
  const widgets = useAppStore((s) => selectHomeWidgets(s, slug));
  const status = useAppStore((s) => selectHomeStatus(s, slug));
  if (widgets.length === 0) {
    if (status === 'error') return <EmptyState size="sm" title={t('home.load_failed')} />;
    return status === 'ready' ? null : <Spinner size="sm" />;
  }
  const shown = widgets.filter((w) => w.is_enabled);
  if (shown.length === 0) return <EmptyState size="sm" title={t('home.all_hidden')} description={t('home.all_hidden_text')} />;
  return (
    <div className="cw-home__widgets">
      {shown.map((widget) => {
        const Widget = WIDGETS[widget.key];
        return <Widget key={widget.key} slug={slug} />;
      })}
    </div>
  );
}
