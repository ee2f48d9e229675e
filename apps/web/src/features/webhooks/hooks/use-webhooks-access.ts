import { useParams } from 'react-router';
import { getWorkspaceBySlug, selectMyWorkspaceRole, useAppStore } from '@cairn/state';
import { ROLE } from '@cairn/types';

/**
 * The route's workspace and whether the caller may manage its webhooks: 'unknown' until the caller's role is known
 * (the screens wait, so a non-admin never calls the API and an admin never sees the refusal flash).
 */
export function useWebhooksAccess(): { slug: string; access: 'unknown' | 'admin' | 'denied' } {
  const { workspaceSlug = '' } = useParams();
  const memberRole = useAppStore((s) => selectMyWorkspaceRole(s, workspaceSlug));
  const workspaceRole = useAppStore((s) => getWorkspaceBySlug(s, workspaceSlug)?.role);
  const role = memberRole ?? workspaceRole;
  if (role === undefined || role === null) return { slug: workspaceSlug, access: 'unknown' };
  return { slug: workspaceSlug, access: role >= ROLE.ADMIN ? 'admin' : 'denied' };
}
