import { useEffect } from 'react';
import { Link } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectStickies, selectStickiesStatus, useAppStore, useStoreApi } from '@cairn/state';
import { IconButton, PlusIcon, Spinner } from '@cairn/ui-kit';
import { HomeWidgetFrame } from './HomeWidgetFrame';
import { StickyGrid } from './StickyGrid';

/** How many stickies the home shows (the rest are on the stickies page). */
export const HOME_STICKIES_SHOWN = 4;

/** Your stickies: the top few, "+" to add one (the add-new flag), and a link to all stickies. */
export function StickiesWidget({ slug }: { slug: string }) {
  const { t } = useT();
  const store = useStoreApi();
  const stickies = useAppStore((s) => selectStickies(s, slug));
  const status = useAppStore((s) => selectStickiesStatus(s, slug));
  useEffect(() => {
    void store.getState().loadStickies(slug);
    return () => store.getState().flushStickyEdits();
  }, [store, slug]);
  const add = () => {
    const s = store.getState();
    s.setStickyAddNew(true);
    s.createSticky(slug).catch(() => undefined);
  };
  return (
    <HomeWidgetFrame
      title={t('home.widget.my_stickies')}
      actions={
        <>
          <IconButton size="sm" icon={<PlusIcon size={14} />} aria-label={t('home.sticky_add')} onClick={add} />
          <Link className="cw-home-widget__link" to={`/${slug}/stickies`}>
            {t('home.stickies_all')}
          </Link>
        </>
      }
    >
      {status === 'loading' && stickies.length === 0 ? <Spinner size="sm" /> : null}
      {status === 'ready' && stickies.length === 0 ? <p className="cw-home-widget__empty">{t('home.stickies_empty')}</p> : null}
      {stickies.length > 0 ? <StickyGrid slug={slug} stickies={stickies.slice(0, HOME_STICKIES_SHOWN)} label={t('home.widget.my_stickies')} /> : null}
    </HomeWidgetFrame>
  );
}
