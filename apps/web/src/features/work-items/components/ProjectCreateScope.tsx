import { useCallback, useState, type ReactNode } from 'react';
import { selectProjectRole, useAppStore } from '@cairn/state';
import { ROLE } from '@cairn/types';
import { CreateWorkItemContext, type OpenCreateWorkItem } from '../hooks/create-work-item-context';
import { useCreateShortcut } from '../hooks/use-create-shortcut';
import { CreateWorkItemModal } from './CreateWorkItemModal';

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
  return (
    <CreateWorkItemContext.Provider value={canCreate ? openCreate : null}>
      {props.children}
      {canCreate ? (
        <CreateWorkItemModal slug={props.slug} projectId={props.projectId} open={open !== null} parentId={open?.parentId} onClose={() => setOpen(null)} />
      ) : null}
    </CreateWorkItemContext.Provider>
  );
}
