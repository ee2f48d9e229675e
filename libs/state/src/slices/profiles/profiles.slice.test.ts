import { ApiError } from '@cairn/services';
import type { ProfileActivity, ProfileActivityPage, UserProfile, UserStats } from '@cairn/types';
import { deferred, makeStore } from '../../testing/test-store.test-util';
import { hydrateMemberProfileBoot } from './profiles.boot';
import { selectMemberActivity, selectMemberProfile, selectMemberStats } from './profiles.selectors';

const profile: UserProfile = {
  id: 'u1', display_name: 'ann', first_name: 'Ann', last_name: 'Lee', avatar_url: null, role: 15, date_joined: '2026-01-01T00:00:00.000Z', projects: [],
};
const stats: UserStats = {
  assigned: 3, created: 1, subscribed: 0, completed: 1, pending: 2,
  state_distribution: [{ state_group: 'completed', count: 1 }], priority_distribution: [{ priority: 'high', count: 3 }],
};
const act = (id: string): ProfileActivity => ({
  id, verb: 'updated', field: 'name', old_value: null, new_value: 'x', comment: '', created_at: '2026-01-01T00:00:00.000Z', actor: 'u1', workspace_slug: 'ws',
  work_item: { id: 'i1', name: 'Item', sequence_id: 1, project_id: 'p1', project_identifier: 'WR', project_name: 'Web' },
});
const page = (ids: string[], more: boolean, next = '2:1:0'): ProfileActivityPage => ({
  results: ids.map(act), total_count: 3, next_cursor: next, prev_cursor: '2:0:0', next_page_results: more, prev_page_results: false,
});

describe('member profiles slice', () => {
  it('loads a profile: loading, then ready', async () => {
    const answer = deferred<UserProfile>();
    const { store } = makeStore({ profiles: { profile: jest.fn(() => answer.promise) } });
    expect(selectMemberProfile(store.getState(), 'ws', 'u1')).toEqual({ status: 'idle' });
    const pending = store.getState().loadMemberProfile('ws', 'u1');
    expect(selectMemberProfile(store.getState(), 'ws', 'u1').status).toBe('loading');
    answer.resolve(profile);
    await expect(pending).resolves.toEqual(profile);
    expect(selectMemberProfile(store.getState(), 'ws', 'u1')).toEqual({ status: 'ready', data: profile });
  });

  it('marks a failed profile load as error, logs it without a toast, and never throws', async () => {
    const { store, onError } = makeStore({ profiles: { profile: jest.fn().mockRejectedValue(new ApiError(404, { error: 'Member not found' })) } });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(store.getState().loadMemberProfile('ws', 'u1')).resolves.toBeUndefined();
    expect(selectMemberProfile(store.getState(), 'ws', 'u1').status).toBe('error');
    expect(onError).toHaveBeenCalled();
    expect(store.getState().toasts).toHaveLength(0);
  });

  it('loads stats, keeps the earlier answer when a reload fails (logged, no toast)', async () => {
    const statsCall = jest.fn().mockResolvedValueOnce(stats).mockRejectedValueOnce(new ApiError(500));
    const { store } = makeStore({ profiles: { stats: statsCall } });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await store.getState().loadMemberStats('ws', 'u1');
    await store.getState().loadMemberStats('ws', 'u1');
    expect(selectMemberStats(store.getState(), 'ws', 'u1')).toEqual({ status: 'error', data: stats });
    expect(store.getState().toasts).toHaveLength(0);
  });

  it('pages activity: the first page, then the next appended with its cursor; nothing more when the last page came', async () => {
    const activity = jest.fn().mockResolvedValueOnce(page(['a1', 'a2'], true)).mockResolvedValueOnce(page(['a2', 'a3'], false, '2:2:0'));
    const { store } = makeStore({ profiles: { activity } });
    await store.getState().loadMemberActivity('ws', 'u1');
    await store.getState().loadMemberActivity('ws', 'u1', { more: true });
    expect(activity).toHaveBeenLastCalledWith('ws', 'u1', { cursor: '2:1:0' });
    const entry = selectMemberActivity(store.getState(), 'ws', 'u1');
    expect(entry.results.map((r) => r.id)).toEqual(['a1', 'a2', 'a3']);
    expect(entry).toMatchObject({ status: 'ready', hasMore: false, total: 3 });
    await store.getState().loadMemberActivity('ws', 'u1', { more: true });
    expect(activity).toHaveBeenCalledTimes(2);
  });

  it('keeps loaded activity when a page fails', async () => {
    const activity = jest.fn().mockResolvedValueOnce(page(['a1'], true)).mockRejectedValueOnce(new ApiError(500));
    const { store } = makeStore({ profiles: { activity } });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await store.getState().loadMemberActivity('ws', 'u1');
    await store.getState().loadMemberActivity('ws', 'u1', { more: true });
    expect(selectMemberActivity(store.getState(), 'ws', 'u1')).toMatchObject({ status: 'error', results: [expect.objectContaining({ id: 'a1' })] });
  });
});

describe('member profile boot', () => {
  it('runs the loads whose answers the payload holds, only on a member profile route', () => {
    const profileCall = jest.fn(async () => profile);
    const { store } = makeStore({ profiles: { profile: profileCall } });
    const keys: string[] = [];
    const run = (key: string, load: () => Promise<unknown>) => {
      keys.push(key);
      if (key.includes('user-profile')) void load();
    };
    hydrateMemberProfileBoot(store.getState(), { kind: 'profile', slug: 'ws', userId: 'u1', tab: 'overview', list: 'assigned' }, run);
    expect(keys).toEqual(['/api/workspaces/ws/user-profile/u1/', '/api/workspaces/ws/user-stats/u1/', '/api/workspaces/ws/user-activity/u1/']);
    expect(profileCall).toHaveBeenCalledWith('ws', 'u1');
    keys.length = 0;
    hydrateMemberProfileBoot(store.getState(), { kind: 'profile', slug: 'ws', userId: null, tab: 'list', list: 'assigned' }, run);
    expect(keys).toEqual([]);
  });
});
