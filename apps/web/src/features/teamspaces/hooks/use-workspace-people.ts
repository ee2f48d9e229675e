import { useMemo } from 'react';
import { selectWorkspaceMembers, useAppStore } from '@cairn/state';
import { memberName } from '../../../shared/member-name';

/** A workspace member as the team screens show them (keyed by user id, which teams store). */
export interface TeamPerson {
  id: string;
  name: string;
  src: string | null;
}

/** The workspace's active members by user id, in the server's order. */
export function useWorkspacePeople(slug: string): { people: readonly TeamPerson[]; byId: ReadonlyMap<string, TeamPerson> } {
  const members = useAppStore((s) => selectWorkspaceMembers(s, slug));
  return useMemo(() => {
    const people = members.filter((m) => m.is_active).map((m) => ({ id: m.member.id, name: memberName(m.member), src: m.member.avatar_url ?? null }));
    return { people, byId: new Map(people.map((p) => [p.id, p])) };
  }, [members]);
}
