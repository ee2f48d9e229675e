import { Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { selectProject, selectWorkItem, useAppStore } from '@cairn/state';
import { Spinner } from '@cairn/ui-kit';
import { browsePath, workItemKey } from '../paths';
import { lazyPart } from '../../../app/lazy-part';
import '../work-items.css';

// The detail (properties, activity, comments, the editor's host) is its own chunk: a list route does not need it
// before its rows. ProjectCreateScope fetches it ahead once the project's page is idle.
const Detail = lazyPart(() => import('./WorkItemDetail'), 'WorkItemDetail');

/** Starts fetching the peek's detail chunk (idempotent), so a first peek opens at once. */
export const preloadWorkItemPeek = (): Promise<unknown> => Detail.preload();

/** The peek panel over a list: the shared detail in a side panel; Escape or × closes it, ↗ opens the full page. */
export function WorkItemPeek(props: { slug: string; projectId: string; itemId: string; onClose: () => void }) {
  const navigate = useNavigate();
  const item = useAppStore((s) => selectWorkItem(s, props.itemId));
  const identifier = useAppStore((s) => item?.project_identifier ?? selectProject(s, props.projectId)?.identifier);
  const { onClose } = props;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // A dialog, list or menu above the panel handles its own Escape.
      if (e.key === 'Escape' && !e.defaultPrevented && !document.querySelector('[role="dialog"], [role="listbox"], [role="menu"]')) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <aside className="cw-wi-peek">
      <Suspense fallback={<Spinner />}>
        <Detail.Component
          slug={props.slug}
          projectId={props.projectId}
          itemId={props.itemId}
          mode="peek"
          onClose={onClose}
          onGone={onClose}
          onOpenFull={item && identifier ? () => navigate(browsePath(props.slug, workItemKey(identifier, item.sequence_id))) : undefined}
        />
      </Suspense>
    </aside>
  );
}
