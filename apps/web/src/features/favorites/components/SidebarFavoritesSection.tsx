import { useEffect, useMemo, useState } from 'react';
import { useT } from '@cairn/i18n';
import { selectFavoritesStatus, selectSidebarFavorites, useAppStore, useStoreApi } from '@cairn/state';
import { PlusIcon, SidebarSection, StarIcon } from '@cairn/ui-kit';
import { lazyNamed } from '../../../app/lazy-named';
import { whenIdle } from '../../../app/lazy-part';
import { FavoritesUiContext, type FavoritesUi } from '../hooks/favorites-ui';
import { FavoriteTree, StaticSlot } from './FavoriteTree';
import { FolderNameForm } from './FolderNameForm';
import { MoveToFolderModal } from './MoveToFolderModal';
import '../favorites.css';

// The drag layer (@dnd-kit) is a chunk of its own, loaded when the browser is idle: the list shows at once without it.
const LazyFavoritesDndTree = lazyNamed(() => import('./FavoritesDndTree'), 'FavoritesDndTree');

function useDragLayer(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => {
      void LazyFavoritesDndTree.preload().then(() => live && setReady(true), () => undefined);
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return ready;
}

/**
 * The sidebar's Favorites section: the user's favorites and folders (user-favorites/, read when the sidebar mounts),
 * each with its entity's live name and icon and linking to it; "+" makes a folder; folders fold; each row's menu
 * renames or deletes a folder, removes a favorite, moves it to a folder, out of one, up or down; drag and drop (pointer
 * or keyboard) reorders and moves into and out of folders.
 */
export function SidebarFavoritesSection(props: { slug: string; sectionCollapsed: boolean; onToggleSection: () => void; onNavigate?: () => void }) {
  const { t } = useT();
  const store = useStoreApi();
  const { slug } = props;
  const status = useAppStore((s) => selectFavoritesStatus(s, slug));
  const empty = useAppStore((s) => selectSidebarFavorites(s, slug).length === 0);
  const [creating, setCreating] = useState(false);
  const [closed, setClosed] = useState<Record<string, boolean>>({});
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const [movingId, setMovingId] = useState<string | null>(null);
  const dragLayer = useDragLayer();

  useEffect(() => {
    // Boot does not carry favorites: they are read when the sidebar shows a workspace.
    if (slug && store.getState().favoritesStatusBySlug[slug] === undefined) void store.getState().loadFavorites(slug);
  }, [store, slug]);

  const ui = useMemo<FavoritesUi>(() => ({
    slug,
    onNavigate: props.onNavigate,
    isOpen: (id) => !closed[id],
    toggleFolder: (id) => setClosed((prev) => ({ ...prev, [id]: !prev[id] })),
    renamingId,
    setRenamingId,
    openMoveDialog: setMovingId,
  }), [slug, props.onNavigate, closed, renamingId]);

  const newFolder = (
    <button type="button" className="cw-sidebar-project__toggle" aria-label={t('favorites.new_folder')} title={t('favorites.new_folder')} onClick={() => setCreating(true)}>
      <PlusIcon size={14} />
    </button>
  );
  return (
    <SidebarSection title={t('sidebar.favorites')} collapsed={props.sectionCollapsed} onToggle={props.onToggleSection} actions={newFolder}>
      <FavoritesUiContext.Provider value={ui}>
        {creating ? (
          <FolderNameForm
            initial=""
            submitLabel={t('favorites.create')}
            onSubmit={(name) => store.getState().createFavoriteFolder(slug, name)}
            onDone={() => setCreating(false)}
          />
        ) : null}
        {empty && !creating && status !== 'loading' ? (
          <p className="cw-sidebar__empty">
            <StarIcon size={14} /> {t('favorites.empty')}
          </p>
        ) : null}
        {dragLayer ? <LazyFavoritesDndTree slug={slug} /> : <FavoriteTree slug={slug} Slot={StaticSlot} />}
        <MoveToFolderModal slug={slug} favoriteId={movingId} onClose={() => setMovingId(null)} />
      </FavoritesUiContext.Provider>
    </SidebarSection>
  );
}
