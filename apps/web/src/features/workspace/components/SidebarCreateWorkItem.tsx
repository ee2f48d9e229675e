import { Suspense, useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyPart } from '../../../app/lazy-part';
import { useAppAction } from '../../../shared/keyboard/app-actions';
import type { GlobalCreateWorkItemProps } from '../../work-items';

// The dialog and its form are the work-items area's chunk, fetched when first wanted (not start-up JS, B8).
const GlobalCreate = lazyPart<GlobalCreateWorkItemProps, 'GlobalCreateWorkItem'>(() => import('../../work-items'), 'GlobalCreateWorkItem');
const ignore = () => undefined;

/** Starts fetching the global create dialog's chunk (hover or focus on the button). */
export const preloadGlobalCreate = () => void GlobalCreate.preload().catch(ignore);

/** The project of a `/:slug/projects/:projectId/…` path (not the archives pages). */
export function projectIdOfPath(pathname: string, slug: string): string | undefined {
  const match = pathname.slice(slug.length + 1).match(/^\/projects\/([^/]+)/);
  return match && match[1] !== 'archives' ? match[1] : undefined;
}

/**
 * The global "New work item": the create dialog with a project picker (the work-items area's GlobalCreateWorkItem),
 * opened by the sidebar's button, or by C / the command palette outside a project's screens (inside one, the project's
 * own create scope answers; the archives allow no creation). C is bound by the shortcut registry (shared/keyboard).
 */
export function useGlobalCreate(slug: string) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  const inProjectScope = pathname.startsWith(`/${slug}/projects/`) || pathname.startsWith(`/${slug}/browse/`);
  const openCreate = useCallback(() => setOpen(true), []);
  useAppAction('create_work_item', openCreate, !inProjectScope && !open);
  const dialog = mounted ? (
    <Suspense fallback={null}>
      <GlobalCreate.Component slug={slug} open={open} currentProjectId={projectIdOfPath(pathname, slug)} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
  return { openCreate, dialog };
}
