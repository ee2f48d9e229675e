import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { selectInstanceInfo, selectIsInstanceAdmin, useAdminStore } from '@cairn/state';
import { Spinner } from '@cairn/ui-kit';
import { InstanceUnavailable, NotAdminPage, SetupForm, SignInForm } from '../features/access';
import { LoadFailed } from '../shared';
import { nextPathAfterSignIn } from './session';

function Centered({ children }: { children: ReactNode }) {
  return <main className="ca-center">{children}</main>;
}

/**
 * Decides what /god-mode/ shows: the instance info and the session are read at once, in parallel; then the first-run
 * form (no admin yet), the sign-in form (signed out), the refusal (not an instance admin: no console data is asked),
 * or the console.
 */
export function AdminGate() {
  const info = useAdminStore(selectInstanceInfo);
  const infoStatus = useAdminStore((s) => s.instanceInfoStatus);
  const userStatus = useAdminStore((s) => s.currentUserStatus);
  const isAdmin = useAdminStore(selectIsInstanceAdmin);
  const adminStatus = useAdminStore((s) => s.instanceAdminStatus);
  const profileStatus = useAdminStore((s) => s.profileStatus);
  const loadInfo = useAdminStore((s) => s.loadInstanceInfo);
  const loadUser = useAdminStore((s) => s.loadCurrentUser);
  const loadAdminCheck = useAdminStore((s) => s.loadInstanceAdminCheck);
  const loadProfile = useAdminStore((s) => s.loadProfile);
  const location = useLocation();

  useEffect(() => {
    void loadInfo();
    void loadUser();
  }, [loadInfo, loadUser]);

  const setupDone = info?.instance.is_setup_done;
  const signedIn = userStatus === 'signed-in';
  useEffect(() => {
    if (!signedIn || !setupDone) return;
    if (adminStatus === 'idle') void loadAdminCheck();
    if (profileStatus === 'idle') void loadProfile();
  }, [signedIn, setupDone, adminStatus, profileStatus, loadAdminCheck, loadProfile]);

  if (!info && infoStatus === 'error') return <Centered><InstanceUnavailable onRetry={() => void loadInfo()} /></Centered>;
  if (!info || userStatus === 'idle' || userStatus === 'loading') return <Centered><Spinner size="lg" /></Centered>;
  if (!setupDone) return <Centered><SetupForm /></Centered>;
  if (userStatus === 'error') return <Centered><LoadFailed onRetry={() => void loadUser()} /></Centered>;
  if (!signedIn) return <Centered><SignInForm /></Centered>;
  // Signed in on /god-mode/?next_path=…: open the page asked for first, so what follows (the console or the refusal)
  // shows at that page's address (the 401 rule).
  if (location.pathname === '/' && new URLSearchParams(location.search).has('next_path')) {
    return <Navigate to={nextPathAfterSignIn(location.search)} replace />;
  }
  if (isAdmin === false) return <Centered><NotAdminPage /></Centered>;
  if (isAdmin === undefined && adminStatus === 'error') return <Centered><LoadFailed onRetry={() => void loadAdminCheck()} /></Centered>;
  if (isAdmin === undefined) return <Centered><Spinner size="lg" /></Centered>;
  return <Outlet />;
}

/** /god-mode/ itself for a signed-in admin: the page named by next_path, else General. */
export function ConsoleIndex() {
  const location = useLocation();
  return <Navigate to={nextPathAfterSignIn(location.search)} replace />;
}
