import { useCallback, useState } from 'react';
import { readSidebarPreferences, writeSidebarPreferences, type SidebarPreferences } from './sidebar-preferences';

/** Sidebar collapse flags of one workspace, kept in localStorage under `cairn:sidebar:<slug>`. */
export function useSidebarPreferences(workspaceSlug: string) {
  const [state, setState] = useState<{ slug: string; prefs: SidebarPreferences }>(() => ({
    slug: workspaceSlug,
    prefs: readSidebarPreferences(workspaceSlug),
  }));
  // Switching workspace reads that workspace's own flags.
  const prefs = state.slug === workspaceSlug ? state.prefs : readSidebarPreferences(workspaceSlug);
  if (state.slug !== workspaceSlug) setState({ slug: workspaceSlug, prefs });

  const update = useCallback(
    (change: (prev: SidebarPreferences) => SidebarPreferences) => {
      setState((prev) => {
        const base = prev.slug === workspaceSlug ? prev.prefs : readSidebarPreferences(workspaceSlug);
        const next = change(base);
        writeSidebarPreferences(workspaceSlug, next);
        return { slug: workspaceSlug, prefs: next };
      });
    },
    [workspaceSlug],
  );

  const toggleSidebar = useCallback(() => update((p) => ({ ...p, collapsed: !p.collapsed })), [update]);
  const toggleSection = useCallback(
    (section: string) => update((p) => ({ ...p, sections: { ...p.sections, [section]: !p.sections[section] } })),
    [update],
  );
  const isSectionCollapsed = useCallback((section: string) => prefs.sections[section] === true, [prefs]);

  return { collapsed: prefs.collapsed, isSectionCollapsed, toggleSidebar, toggleSection };
}
