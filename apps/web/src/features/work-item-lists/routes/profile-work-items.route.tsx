import { Navigate, useParams } from 'react-router';
import { selectCurrentUser, useAppStore } from '@cairn/state';
import { profileListPath } from '../paths';

/** `/:workspaceSlug/profile` ("Your work"): the signed-in user's assigned items (a list tab of their profile, issue 17). */
export function YourWorkRoute() {
  const { workspaceSlug = '' } = useParams();
  const me = useAppStore(selectCurrentUser);
  if (!me) return null;
  return <Navigate to={profileListPath(workspaceSlug, me.id)} replace />;
}
