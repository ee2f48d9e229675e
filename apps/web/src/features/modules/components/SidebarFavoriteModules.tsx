import { useEffect } from 'react';
import { NavLink, useLocation } from 'react-router';
import { selectFavoriteModules, useAppStore, useStoreApi } from '@cairn/state';
import { ModuleIcon, SidebarItem } from '@cairn/ui-kit';
import { whenIdle } from '../../../app/lazy-part';
import { modulePath } from '../paths';

/**
 * The favorite modules of the workspace in the sidebar's Favorites section (spec §2: favorites link to
 * modules/{id}). The workspace's module list is read once, when the browser is idle after the page's first work.
 */
export function SidebarFavoriteModules(props: { slug: string; onNavigate?: () => void }) {
  const storeApi = useStoreApi();
  const { pathname } = useLocation();
  const favorites = useAppStore((s) => selectFavoriteModules(s, props.slug));
  useEffect(() => {
    if (!props.slug || storeApi.getState().workspaceModuleIdsBySlug[props.slug]) return;
    return whenIdle(() => void storeApi.getState().loadWorkspaceModules(props.slug));
  }, [storeApi, props.slug]);
  return (
    <>
      {favorites.map((module) => {
        const to = modulePath(props.slug, module.project_id, module.id);
        return (
          <SidebarItem
            key={module.id}
            icon={<ModuleIcon size={16} />}
            label={module.name}
            active={pathname === to}
            renderLink={(p) => <NavLink to={to} onClick={props.onNavigate} {...p} />}
          />
        );
      })}
    </>
  );
}
