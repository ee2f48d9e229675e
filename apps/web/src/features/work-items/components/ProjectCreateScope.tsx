import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { selectProjectRole, useAppStore } from '@cairn/state';
import { ROLE } from '@cairn/types';
import { CreateWorkItemContext, type OpenCreateWorkItem } from '../hooks/create-work-item-context';
import { useCreateShortcut } from '../hooks/use-create-shortcut';
import { lazyPart, whenIdle } from '../../../app/lazy-part';
import { preloadWorkItemPeek } from './WorkItemPeek';
import { preloadAllListLayouts } from '../../work-item-lists';

// The dialog (its form and pickers) is its own chunk, not part of a list route's start-up JS (B8).
const CreateModal = lazyPart(() => import('./CreateWorkItemModal'), 'CreateWorkItemModal');

const ignore = () => undefined;

/**
 * Everything inside a project: pressing C (outside a text field, no dialog open) opens "Create work item" for it when
 * the user may write there; screens open the same dialog through CreateWorkItemContext.
 */
export function ProjectCreateScope(props: { slug: string; projectId: string; children: ReactNode }) {
  const role = useAppStore((s) => selectProjectRole(s, props.projectId));
  const canCreate = role !== undefined && role >= ROLE.MEMBER;
  const [open, setOpen] = useState<{ parentId: string | null } | null>(null);
  const openCreate = useCallback<OpenCreateWorkItem>((options) => setOpen({ parentId: options?.parentId ?? null }), []);
  const fromShortcut = useCallback(() => setOpen({ parentId: null }), []);
  useCreateShortcut(fromShortcut, canCreate && open === null);
  // Mounted from its first opening on (it keeps its state and close the way it did when always mounted).
  const [mounted, setMounted] = useState(false);
  if (open !== null && !mounted) setMounted(true);
  // Once the first rows are painted and the browser is idle (whenIdle waits for them on a page load), the on-demand
  // parts are fetched: the peek, the other list layouts (a layout switch then renders without a chunk wave; they are not
  // start-up JS, B8) and the create dialog.
  useEffect(
    () =>
      whenIdle(() => {
        void preloadWorkItemPeek().catch(ignore);
        void preloadAllListLayouts();
        if (canCreate) void CreateModal.preload().catch(ignore);
      }),
    [canCreate],
  );
  return (
    <CreateWorkItemContext.Provider value={canCreate ? openCreate : null}>
      {props.children}
      {canCreate && mounted ? (
        <Suspense fallback={null}>
          <CreateModal.Component slug={props.slug} projectId={props.projectId} open={open !== null} parentId={open?.parentId} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </CreateWorkItemContext.Provider>
  );
}
