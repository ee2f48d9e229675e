import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppStore } from '@cairn/state';
import { lazyPart, whenIdle } from '../../../app/lazy-part';
import { runAppAction } from '../../../shared/keyboard/app-actions';
import type { ShortcutId } from '../../../shared/keyboard/shortcuts';
import { useShortcuts, type ShortcutHandlers } from '../../../shared/keyboard/use-shortcuts';
import { workspaceArea, type WorkspaceArea } from '../../workspace';
import type { CommandPaletteProps } from './CommandPalette';

// The palette (cmdk, its groups and pages) is its own chunk, fetched on the first Ctrl+K (not start-up JS, B8).
const Palette = lazyPart<CommandPaletteProps, 'CommandPalette'>(() => import('./CommandPalette'), 'CommandPalette');
/** After a workspace's first screen (its rows are usually painted by then), when idle, the palette's chunk is fetched. */
const PRELOAD_AFTER_MS = 4000;
const ignore = () => undefined;
const Shortcuts = lazyPart<{ open: boolean; onClose: () => void }, 'ShortcutModal'>(() => import('./ShortcutModal'), 'ShortcutModal');

/** Where each "g then …" goes. */
const GO_TO: Partial<Record<ShortcutId, WorkspaceArea['key'] | 'home'>> = {
  go_home: 'home', go_inbox: 'inbox', go_projects: 'projects', go_cycles: 'cycles', go_modules: 'modules', go_views: 'views', go_analytics: 'analytics',
};

/**
 * The app shell's keyboard (issue 17): binds every shortcut of the registry while a workspace is on screen, and hosts
 * the command palette (Ctrl/⌘+K, /) and the shortcut modal (?). Mounted once, in SessionLayout.
 */
export function PaletteHost() {
  const slug = useAppStore((s) => s.currentWorkspaceSlug);
  const navigate = useNavigate();
  const [open, setOpen] = useState<'palette' | 'shortcuts' | null>(null);
  const [mounted, setMounted] = useState({ palette: false, shortcuts: false });
  if (open && !mounted[open]) setMounted({ ...mounted, [open]: true });
  const close = useCallback(() => setOpen(null), []);
  const showShortcuts = useCallback(() => setOpen('shortcuts'), []);

  const handlers = useMemo<ShortcutHandlers>(() => {
    if (!slug) return {};
    const h: ShortcutHandlers = {
      palette: () => setOpen('palette'),
      search: () => setOpen('palette'),
      shortcuts: () => setOpen('shortcuts'),
      create_work_item: () => runAppAction('create_work_item'),
      list_next: () => runAppAction('list_next'),
      list_previous: () => runAppAction('list_previous'),
      list_open: () => runAppAction('list_open'),
    };
    for (const [id, area] of Object.entries(GO_TO) as Array<[ShortcutId, WorkspaceArea['key'] | 'home']>) {
      h[id] = () => {
        void navigate(area === 'home' ? `/${slug}` : `/${slug}/${workspaceArea(area).path}`);
      };
    }
    return h;
  }, [slug, navigate]);
  useShortcuts(handlers);
  useEffect(() => {
    if (!slug) return;
    let cancelIdle: (() => void) | null = null;
    const timer = window.setTimeout(() => {
      cancelIdle = whenIdle(() => void Palette.preload().catch(ignore));
    }, PRELOAD_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      cancelIdle?.();
    };
  }, [slug]);

  if (!slug) return null;
  return (
    <Suspense fallback={null}>
      {mounted.palette ? <Palette.Component slug={slug} open={open === 'palette'} onClose={close} onShowShortcuts={showShortcuts} /> : null}
      {mounted.shortcuts ? <Shortcuts.Component open={open === 'shortcuts'} onClose={close} /> : null}
    </Suspense>
  );
}
