import { useEffect, useMemo, useRef } from 'react';
import type { MentionOption, MentionSource } from '@cairn/editor';
import { selectProject, selectProjectMembers, useAppStore, useStoreApi } from '@cairn/state';
import { memberName } from '../../../../shared/member-name';
import { browsePath, peopleMentions, workItemKey } from '../../../work-items';

// The editor's menu shows this many options: members first (at least MIN_MEMBERS when there are), then work items.
const MAX_OPTIONS = 8;
const MIN_MEMBERS = 4;
// Typing asks the server after this pause; an overtaken query answers the members only (the editor drops it anyway).
const SEARCH_DEBOUNCE_MS = 200;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The page editor's @-mention source: the project's members (the work-items feature's people source) and the
 * project's work items found by the server's search (the pickers' `searchWorkItems`), each a link to the item.
 * A failed work-item search leaves the members alone (the store reports the failure).
 */
export function usePageMentions(slug: string, projectId: string): MentionSource {
  const storeApi = useStoreApi();
  const members = useAppStore((s) => selectProjectMembers(s, projectId));
  const identifier = useAppStore((s) => selectProject(s, projectId)?.identifier);
  useEffect(() => {
    const s = storeApi.getState();
    if (slug && projectId && !s.projectMemberIdsByProject[projectId]) void s.loadProjectMembers(slug, projectId);
  }, [storeApi, slug, projectId]);
  const people = useMemo(() => peopleMentions(members.map((m) => ({ id: m.member.id, name: memberName(m.member), avatarUrl: m.member.avatar_url }))), [members]);
  // The source object stays the same while the editor is open; it reads the latest identifier through a ref.
  const identifierRef = useRef(identifier);
  identifierRef.current = identifier;
  const latest = useRef(0);
  return useMemo<MentionSource>(() => ({
    search: async (query) => {
      const found = await people.search(query);
      const memberOptions: MentionOption[] = found.map((option) => ({ ...option, kind: 'member' as const }));
      let itemOptions: MentionOption[] = [];
      const mine = ++latest.current;
      await pause(SEARCH_DEBOUNCE_MS);
      if (mine !== latest.current) return memberOptions.slice(0, MAX_OPTIONS);
      try {
        const ids = await storeApi.getState().searchWorkItems(slug, projectId, query);
        const byId = storeApi.getState().workItemsById;
        itemOptions = ids.flatMap((id) => {
          const item = byId[id];
          if (!item) return [];
          const key = workItemKey(item.project_identifier ?? identifierRef.current, item.sequence_id);
          return [{ id: item.id, label: `${key} ${item.name}`, kind: 'work_item' as const, href: browsePath(slug, key) }];
        });
      } catch {
        // The store showed the failure; members are still offered.
      }
      const memberCount = Math.max(MIN_MEMBERS, MAX_OPTIONS - itemOptions.length);
      return [...memberOptions.slice(0, memberCount), ...itemOptions].slice(0, MAX_OPTIONS);
    },
  }), [people, storeApi, slug, projectId]);
}
