import { useEffect, useState } from 'react';
import { useT } from '@cairn/i18n';
import { useAppStore } from '@cairn/state';
import { Button, EmptyState, Modal, WorkItemsIcon } from '@cairn/ui-kit';
import { creatableProjectIds } from '../hooks/creatable-projects';
import { CreateWorkItemModal } from './CreateWorkItemModal';

/** Props of GlobalCreateWorkItem. */
export interface GlobalCreateWorkItemProps {
  slug: string;
  open: boolean;
  /** The project on screen, the first choice when the user may create there. */
  currentProjectId?: string;
  onClose: () => void;
}

/** The session's last project chosen in the global create (per workspace). */
export const lastCreateProjectKey = (slug: string) => `cairn:global-create:last-project:${slug}`;

function readLast(slug: string): string | null {
  try {
    return window.sessionStorage.getItem(lastCreateProjectKey(slug));
  } catch {
    return null;
  }
}

function remember(slug: string, projectId: string): void {
  try {
    window.sessionStorage.setItem(lastCreateProjectKey(slug), projectId);
  } catch {
    // Only a convenience: a blocked storage forgets the choice.
  }
}

/**
 * The sidebar's "New work item" from any page: the full create dialog with a project picker listing the projects where
 * the user may create items. The first choice is the project on screen, else the session's last choice, else the first
 * such project; without any, a note says so.
 */
export function GlobalCreateWorkItem(props: GlobalCreateWorkItemProps) {
  const { t } = useT();
  const creatable = useAppStore(creatableProjectIds(props.slug));
  const ids = creatable ? creatable.split(',') : [];
  const [first, setFirst] = useState<string>('');
  useEffect(() => {
    if (!props.open) {
      setFirst('');
      return;
    }
    const last = readLast(props.slug);
    const choice = [props.currentProjectId, last].find((id): id is string => !!id && ids.includes(id)) ?? ids[0] ?? '';
    setFirst(choice);
    // Decided when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.open, props.slug]);
  if (props.open && ids.length === 0) {
    return (
      <Modal open onClose={props.onClose} size="sm" title={t('work_items.create.title')}>
        <EmptyState
          icon={<WorkItemsIcon size={32} />}
          title={t('work_items.global_create.no_project_title')}
          description={t('work_items.global_create.no_project_description')}
          action={<Button variant="outline" onClick={props.onClose}>{t('common.close')}</Button>}
        />
      </Modal>
    );
  }
  const open = props.open && first !== '';
  return (
    <CreateWorkItemModal
      slug={props.slug}
      projectId={first}
      open={open}
      pickProject
      onProjectPicked={(id) => remember(props.slug, id)}
      onClose={props.onClose}
    />
  );
}
