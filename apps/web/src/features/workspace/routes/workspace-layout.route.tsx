import { useCallback, useEffect, useState } from 'react';
import { Outlet, useNavigate, useParams } from 'react-router';
import { useT } from '@cairn/i18n';
import { getWorkspaceBySlug, useAppStore, useStoreApi } from '@cairn/state';
import { Button, EmptyState } from '@cairn/ui-kit';
import { MobileNavContext } from '../../../shared/components/MobileNavButton';
import { WorkspaceSidebar } from '../components/WorkspaceSidebar';
import { useSidebarPreferences } from '../hooks/use-sidebar-preferences';
import { useRecordLastWorkspace } from '../hooks/use-record-last-workspace';

/** `/:workspaceSlug/*`: the sidebar and the area's screen; an unknown slug shows "Workspace not found". */
export function WorkspaceLayoutRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const { workspaceSlug = '' } = useParams();
  const workspace = useAppStore((s) => getWorkspaceBySlug(s, workspaceSlug));
  const prefs = useSidebarPreferences(workspaceSlug);
  const [mobileOpen, setMobileOpen] = useState(false);
  const openMobileNav = useCallback(() => setMobileOpen(true), []);
  const storeApi = useStoreApi();
  useRecordLastWorkspace(workspace?.id);
  const workspaceId = workspace?.id;
  useEffect(() => {
    if (!workspaceId) return;
    // The user's own membership carries the role that settings screens check; the sidebar lists the projects. Either
    // may already be in the store (the boot payload, an earlier visit): then no request before the route's first rows.
    const s = storeApi.getState();
    if (!s.myWorkspaceMemberBySlug[workspaceSlug]) void s.loadMyWorkspaceMember(workspaceSlug);
    if (s.projectsStatusBySlug[workspaceSlug] !== 'ready') void s.loadProjects(workspaceSlug);
  }, [storeApi, workspaceSlug, workspaceId]);
  // The workspace on screen is the store's current one (the local cache follows it: local-cache-runner.ts).
  useEffect(() => {
    if (!workspaceId) return;
    storeApi.getState().setCurrentWorkspaceSlug(workspaceSlug);
    return () => storeApi.getState().setCurrentWorkspaceSlug(undefined);
  }, [storeApi, workspaceSlug, workspaceId]);
  // Everyone's changes arrive live while the workspace is on screen (one SSE stream; state's live slice applies them).
  useEffect(() => {
    if (!workspaceId) return;
    storeApi.getState().connectLive(workspaceSlug);
    return () => storeApi.getState().disconnectLive();
  }, [storeApi, workspaceSlug, workspaceId]);

  if (!workspace) {
    return (
      <div className="cw-fullpage-center">
        <EmptyState
          title={t('workspace.not_found')}
          description={t('workspace.not_found_description')}
          action={<Button onClick={() => navigate('/create-workspace')}>{t('workspace.switcher.create')}</Button>}
          secondaryAction={
            <Button variant="outline" onClick={() => navigate('/invitations')}>
              {t('workspace.switcher.invitations')}
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <div className={`cw-shell${prefs.collapsed ? ' cw-shell--collapsed' : ''}${mobileOpen ? ' cw-shell--mobile-open' : ''}`}>
      <div className="cw-shell__sidebar">
        <WorkspaceSidebar
          workspace={workspace}
          collapsed={prefs.collapsed && !mobileOpen}
          onToggleCollapsed={mobileOpen ? () => setMobileOpen(false) : prefs.toggleSidebar}
          isSectionCollapsed={prefs.isSectionCollapsed}
          onToggleSection={prefs.toggleSection}
          onNavigate={() => setMobileOpen(false)}
        />
      </div>
      {mobileOpen ? <div className="cw-shell__scrim" onClick={() => setMobileOpen(false)} aria-hidden="true" /> : null}
      <div className="cw-shell__main">
        <MobileNavContext.Provider value={openMobileNav}>
          <Outlet />
        </MobileNavContext.Provider>
      </div>
    </div>
  );
}
