import { useEffect } from 'react';
import { NavLink, useLocation } from 'react-router';
import { selectFavoriteCycles, useAppStore, useStoreApi } from '@cairn/state';
import { CycleIcon, SidebarItem } from '@cairn/ui-kit';
import { whenIdle } from '../../../app/lazy-part';
import { cyclePath } from '../paths';

/** True when the workspace has favorite cycles the store knows (the workspace's cycles, or a project's). */
export function useHasFavoriteCycles(slug: string): boolean {
  return useAppStore((s) => selectFavoriteCycles(s, slug).length > 0);
}

/**
 * The sidebar's favorite cycles (Favorites section), each linking to the cycle. Always mounted: the workspace's cycles
 * are read once, when the browser is idle (not on the start-up path); project screens keep them current after that.
 */
export function FavoriteCycleLinks(props: { slug: string; onNavigate?: () => void }) {
  const storeApi = useStoreApi();
  const { pathname } = useLocation();
  const cycles = useAppStore((s) => selectFavoriteCycles(s, props.slug));
  useEffect(() => {
    if (!props.slug || storeApi.getState().workspaceCycleIdsBySlug[props.slug]) return;
    return whenIdle(() => void storeApi.getState().loadWorkspaceCycles(props.slug));
  }, [storeApi, props.slug]);
  return (
    <>
      {cycles.map((cycle) => {
        const to = cyclePath(props.slug, cycle.project_id, cycle.id);
        return (
          <SidebarItem
            key={cycle.id}
            icon={<CycleIcon size={16} />}
            label={cycle.name}
            active={pathname === to}
            renderLink={(p) => <NavLink to={to} onClick={props.onNavigate} {...p} />}
          />
        );
      })}
    </>
  );
}
