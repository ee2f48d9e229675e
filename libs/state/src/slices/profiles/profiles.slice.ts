import type { ProfileActivity, UserProfile, UserStats } from '@cairn/types';
import type { Draft } from 'immer';
import { load } from '../../core/load';
import type { LoadStatus, SliceContext, WebState } from '../../core/types';

/** One read-only answer and where its load stands; `data` stays while the same key loads again. */
export interface ProfileEntry<T> {
  status: LoadStatus;
  data?: T;
}

/** A member's activity as loaded so far: pages appended in order. */
export interface MemberActivityEntry {
  status: LoadStatus;
  results: ProfileActivity[];
  total: number;
  nextCursor?: string;
  hasMore: boolean;
}

/** The key of a member's answers: workspace slug and user id. */
export const memberKey = (slug: string, userId: string) => `${slug}|${userId}`;

/** Member profiles in a workspace (issue 17): profile, stats and activity of any member, read-only. */
export interface MemberProfilesSlice {
  memberProfiles: Record<string, ProfileEntry<UserProfile>>;
  memberStats: Record<string, ProfileEntry<UserStats>>;
  memberActivity: Record<string, MemberActivityEntry>;
  /** GET user-profile/. Never throws; a failure is logged (the page shows it with a retry). */
  loadMemberProfile(slug: string, userId: string): Promise<UserProfile | undefined>;
  /** GET user-stats/. Never throws; a failure is logged (the panel shows it). */
  loadMemberStats(slug: string, userId: string): Promise<UserStats | undefined>;
  /** GET user-activity/: the first page, or with `more` the next one appended. Never throws; failures are logged. */
  loadMemberActivity(slug: string, userId: string, options?: { more?: boolean }): Promise<void>;
}

type Data = Pick<MemberProfilesSlice, 'memberProfiles' | 'memberStats' | 'memberActivity'>;

/** The slice's data when the store starts or is reset. */
export function initialMemberProfilesState(): Data {
  return { memberProfiles: {}, memberStats: {}, memberActivity: {} };
}

const EMPTY_ACTIVITY: MemberActivityEntry = { status: 'idle', results: [], total: 0, hasMore: false };

/** Creates the member-profiles slice: reads only, so no optimistic updates. */
export function createMemberProfilesSlice(ctx: SliceContext): MemberProfilesSlice {
  const { store } = ctx;
  const { profiles } = ctx.deps.services;
  const entry = <T>(map: 'memberProfiles' | 'memberStats', action: string, key: string, call: () => Promise<T>) =>
    load<T>(store, {
      action,
      call,
      start: (d) => {
        const entries = d[map] as Record<string, ProfileEntry<unknown>>;
        entries[key] = { ...entries[key], status: 'loading' };
      },
      done: (d: Draft<WebState>, result) => {
        (d[map] as Record<string, ProfileEntry<unknown>>)[key] = { status: 'ready', data: result };
      },
      failed: (d) => {
        const entries = d[map] as Record<string, ProfileEntry<unknown>>;
        entries[key] = { ...entries[key], status: 'error' };
      },
      report: (error) => store.getState().logError(error),
    });
  return {
    ...initialMemberProfilesState(),
    loadMemberProfile: (slug, userId) =>
      entry('memberProfiles', 'profiles/loadProfile', memberKey(slug, userId), () => profiles.profile(slug, userId)),
    loadMemberStats: (slug, userId) => entry('memberStats', 'profiles/loadStats', memberKey(slug, userId), () => profiles.stats(slug, userId)),
    loadMemberActivity: async (slug, userId, options = {}) => {
      const key = memberKey(slug, userId);
      const current = store.getState().memberActivity[key] ?? EMPTY_ACTIVITY;
      const more = options.more === true;
      if (more && (!current.hasMore || current.status === 'loading')) return;
      await load(store, {
        action: 'profiles/loadActivity',
        call: () => profiles.activity(slug, userId, more ? { cursor: current.nextCursor } : {}),
        start: (d) => {
          d.memberActivity[key] = { ...(d.memberActivity[key] ?? EMPTY_ACTIVITY), status: 'loading' };
        },
        done: (d, page) => {
          const before = more ? (d.memberActivity[key]?.results ?? []) : [];
          const seen = new Set(before.map((r) => r.id));
          d.memberActivity[key] = {
            status: 'ready',
            results: [...before, ...page.results.filter((r) => !seen.has(r.id))],
            total: page.total_count,
            nextCursor: page.next_cursor,
            hasMore: page.next_page_results,
          };
        },
        failed: (d) => {
          d.memberActivity[key] = { ...(d.memberActivity[key] ?? EMPTY_ACTIVITY), status: 'error' };
        },
        report: (error) => store.getState().logError(error),
      });
    },
  };
}
