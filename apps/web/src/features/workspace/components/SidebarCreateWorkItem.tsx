import { Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyPart } from '../../../app/lazy-part';
import type { GlobalCreateWorkItemProps } from '../../work-items';

// The dialog and its form are the work-items area's chunk, fetched when first wanted (not start-up JS, B8).
const GlobalCreate = lazyPart<GlobalCreateWorkItemProps, 'GlobalCreateWorkItem'>(() => import('../../work-items'), 'GlobalCreateWorkItem');
const ignore = () => undefined;

/** Starts fetching the global create dialog's chunk (hover or focus on the button). */
export const preloadGlobalCreate = () => void GlobalCreate.preload().catch(ignore);

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('[contenteditable="true"]')) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The project of a `/:slug/projects/:projectId/…` path (not the archives pages). */
export function projectIdOfPath(pathname: string, slug: string): string | undefined {
  const match = pathname.slice(slug.length + 1).match(/^\/projects\/([^/]+)/);
  return match && match[1] !== 'archives' ? match[1] : undefined;
}

/**
 * The global "New work item": the create dialog with a project picker (the work-items area's GlobalCreateWorkItem),
 * opened by the sidebar's button, or by C outside a project's screens (inside one, the project's own create scope
 * answers C; the archives allow no creation).
 */
export function useGlobalCreate(slug: string) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  const inProjectScope = pathname.startsWith(`/${slug}/projects/`) || pathname.startsWith(`/${slug}/browse/`);
  const openCreate = useCallback(() => setOpen(true), []);
  useEffect(() => {
    if (inProjectScope || open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== 'c' || e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
      if (isTypingTarget(e.target) || document.querySelector('[role="dialog"]')) return;
      e.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [inProjectScope, open]);
  const dialog = mounted ? (
    <Suspense fallback={null}>
      <GlobalCreate.Component slug={slug} open={open} currentProjectId={projectIdOfPath(pathname, slug)} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
  return { openCreate, dialog };
}
