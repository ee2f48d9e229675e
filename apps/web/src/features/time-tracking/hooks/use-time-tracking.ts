import { useCallback, useMemo } from 'react';
import { useT } from '@cairn/i18n';
import { selectProject, selectWorkspaceMembers, useAppStore } from '@cairn/state';
import { ROLE } from '@cairn/types';
import { memberName } from '../../../shared/member-name';
import { formatDuration } from '../duration';

/** What the caller may do with time in a project: nothing unless the project has time tracking on. */
export interface TimeTrackingAccess {
  /** The project has is_time_tracking_enabled on and the caller is a project member or admin (guests see no time). */
  visible: boolean;
  /** A project admin: may edit and delete anyone's logs. */
  isAdmin: boolean;
  /** The signed-in user's id. */
  userId: string | undefined;
}

/** Time-tracking access from the project record (member_role is the caller's effective role). */
export function useTimeTracking(projectId: string): TimeTrackingAccess {
  const enabled = useAppStore((s) => selectProject(s, projectId)?.is_time_tracking_enabled ?? false);
  const role = useAppStore((s) => selectProject(s, projectId)?.member_role ?? null);
  const userId = useAppStore((s) => s.currentUser?.id);
  return { visible: enabled && role !== null && role >= ROLE.MEMBER, isAdmin: role === ROLE.ADMIN, userId };
}

/** formatDuration with the interface language's unit letters. */
export function useDurationText(): (minutes: number) => string {
  const { t } = useT();
  const h = t('time_tracking.unit_hours_short');
  const m = t('time_tracking.unit_minutes_short');
  return useCallback((minutes: number) => formatDuration(minutes, { h, m }), [h, m]);
}

/** A person as time rows show them. */
export interface TimePerson {
  id: string;
  name: string;
  avatar_url: string | null;
}

/** The workspace's members by user id (names for per-member rows); unknown ids read as "Former member". */
export function useTimePeople(slug: string): (userId: string, known?: Omit<TimePerson, 'name'> & { first_name?: string; last_name?: string; display_name?: string } | null) => TimePerson {
  const { t } = useT();
  const members = useAppStore((s) => selectWorkspaceMembers(s, slug));
  const byId = useMemo(() => new Map(members.map((m) => [m.member.id, m.member])), [members]);
  const former = t('time_tracking.former_member');
  return useCallback(
    (userId, known) => {
      const user = byId.get(userId) ?? known ?? undefined;
      return { id: userId, name: (user && memberName(user)) || former, avatar_url: user?.avatar_url ?? null };
    },
    [byId, former],
  );
}

/** The user's calendar day (YYYY-MM-DD, local time) `days` from now. */
export function localDay(now: Date = new Date(), days = 0): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
