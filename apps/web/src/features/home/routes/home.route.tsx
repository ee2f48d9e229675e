import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useT } from '@cairn/i18n';
import { useStoreApi } from '@cairn/state';
import { HomeIcon } from '@cairn/ui-kit';
import { AreaPage } from '../../../shared/components/AreaPage';
import { GettingStarted } from '../components/GettingStarted';
import { HomeGreeting } from '../components/HomeGreeting';
import { HomeWidgets } from '../components/HomeWidgets';
import { ManageWidgets } from '../components/ManageWidgets';
import '../home.css';

/** `/:workspaceSlug`: the greeting, the getting-started steps still to do, and the home widgets (hideable, reorderable). */
export function HomeRoute() {
  const { t } = useT();
  const { workspaceSlug: slug = '' } = useParams();
  const store = useStoreApi();
  useEffect(() => {
    void store.getState().loadHome(slug);
  }, [store, slug]);
  return (
    <AreaPage title={t('sidebar.home')} icon={<HomeIcon size={18} />} actions={<ManageWidgets slug={slug} />}>
      <div className="cw-home">
        <HomeGreeting />
        <GettingStarted slug={slug} />
        <HomeWidgets slug={slug} />
      </div>
    </AreaPage>
  );
}
