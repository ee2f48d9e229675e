import { useEffect } from 'react';
import { useAppStore } from '@cairn/state';
import { useServices } from '../../../app/services-context';

/** Visiting a workspace makes it the last-visited one, so the next sign-in lands here. */
export function useRecordLastWorkspace(workspaceId: string | undefined): void {
  const services = useServices();
  const lastId = useAppStore((s) => s.profile?.last_workspace_id ?? null);
  const loadSettings = useAppStore((s) => s.loadSettings);
  useEffect(() => {
    if (!workspaceId || workspaceId === lastId) return;
    services.users
      .setLastVisitedWorkspace(workspaceId)
      .then(() => loadSettings())
      .catch(() => undefined);
  }, [workspaceId, lastId, services, loadSettings]);
}
