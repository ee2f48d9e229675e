import { PROFILE_ACTIVITY_EXPORT_MAX, PROFILE_ACTIVITY_PAGE_SIZE, PROJECT_TEXT, type ProfileActivityPage, type ProfileActivityQuery, type Role, type UserProfile, type UserStats } from '@cairn/types';
import type { Db } from '../../data/db';
import { activityPage, findProfileMember, profileProjects, userStats } from '../../data/repositories/profiles.repository';
import { listUserWorkspaces } from '../../data/repositories/workspaces.repository';
import { notFound } from '../../http/errors';
import { ANY_ROLE, requireWorkspaceRole, type WorkspaceAccess } from '../workspaces/workspaces.policy';
import { workspaceListScope } from '../work-item-lists/work-item-lists.access';
import { activityCsv, presentActivity } from './profiles.presenter';
import { pageCursors, pageRequest } from '../../http/page-cursor';

// A member's profile in a workspace (issue 17 point 2; spec §7 user-stats, user-profile, user-activity and its export,
// users/me/activities/). Any workspace member may look at any other active member (else 404 'Member not found');
// every number and row is limited to the items the CALLER may see (workspaceListScope: the profile lists' rule).

/** The caller's access and the member, or 404 'Member not found'. */
async function requireProfile(db: Db, slug: string, callerId: string, memberId: string) {
  const access = await requireWorkspaceRole(db, slug, callerId, ANY_ROLE);
  const member = await findProfileMember(db, access.workspace.id, memberId);
  if (!member) throw notFound(PROJECT_TEXT.memberNotFound);
  return { access, member, scope: await workspaceListScope(db, access, callerId) };
}

/** GET user-stats/{userId}/. */
export async function getUserStats(db: Db, slug: string, callerId: string, memberId: string, now: Date): Promise<UserStats> {
  const { scope } = await requireProfile(db, slug, callerId, memberId);
  return userStats(db, scope, memberId, now);
}

/** GET user-profile/{userId}/: the member, their role here and the projects they share with the caller. */
export async function getUserProfile(db: Db, slug: string, callerId: string, memberId: string, now: Date): Promise<UserProfile> {
  const { member, scope } = await requireProfile(db, slug, callerId, memberId);
  const projects = await profileProjects(db, scope, memberId, now);
  return {
    id: member.id,
    display_name: member.display_name,
    first_name: member.first_name,
    last_name: member.last_name,
    avatar_url: member.avatar_url,
    role: member.role,
    date_joined: member.date_joined.toISOString(),
    projects,
  };
}

/** GET user-activity/{userId}/: a page of the member's activities, newest first. */
export async function listUserActivity(db: Db, slug: string, callerId: string, memberId: string, query: ProfileActivityQuery): Promise<ProfileActivityPage> {
  const { scope } = await requireProfile(db, slug, callerId, memberId);
  const page = pageRequest(query, PROFILE_ACTIVITY_PAGE_SIZE);
  const { rows, total } = await activityPage(db, [scope], memberId, { limit: page.perPage, offset: page.offset });
  return { results: rows.map(presentActivity), total_count: total, ...pageCursors(page, rows.length, total) };
}

/** GET user-activity/{userId}/export/: the member's latest activities (at most PROFILE_ACTIVITY_EXPORT_MAX) as CSV. */
export async function exportUserActivity(db: Db, slug: string, callerId: string, memberId: string): Promise<{ csv: string; fileName: string }> {
  const { access, member, scope } = await requireProfile(db, slug, callerId, memberId);
  const { rows } = await activityPage(db, [scope], memberId, { limit: PROFILE_ACTIVITY_EXPORT_MAX, offset: 0 });
  return { csv: activityCsv(rows), fileName: `${access.workspace.slug}-${member.display_name || member.id}-activity.csv` };
}

/** GET users/me/activities/: the caller's own activities across every workspace they are an active member of. */
export async function listMyActivities(db: Db, callerId: string, query: ProfileActivityQuery): Promise<ProfileActivityPage> {
  const page = pageRequest(query, PROFILE_ACTIVITY_PAGE_SIZE);
  const scopes = [];
  for (const ws of await listUserWorkspaces(db, callerId)) {
    // workspaceListScope reads only the workspace and the caller's role, which the workspaces list already holds.
    const access = { workspace: ws, role: ws.role as Role } as Pick<WorkspaceAccess, 'workspace' | 'role'> as WorkspaceAccess;
    scopes.push(await workspaceListScope(db, access, callerId));
  }
  const { rows, total } = scopes.length ? await activityPage(db, scopes, callerId, { limit: page.perPage, offset: page.offset }) : { rows: [], total: 0 };
  return { results: rows.map(presentActivity), total_count: total, ...pageCursors(page, rows.length, total) };
}
