import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@cairn/services';
import { fixtures } from '@cairn/state';
import type { ProfileActivity, ProfileActivityPage, UserProfile, UserStats } from '@cairn/types';
import { renderApp } from '../../../testing/render-app';
import { signedInServices } from '../../../testing/signed-in-services';

const grace = fixtures.member(1, { member: { id: fixtures.id(301), email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper', display_name: 'grace', avatar_url: null } });
const userId = grace.member.id;

const profile: UserProfile = {
  id: userId, display_name: 'grace', first_name: 'Grace', last_name: 'Hopper', avatar_url: null, role: 15, date_joined: '2026-01-05T10:00:00.000Z',
  projects: [{ id: fixtures.id(501), name: 'Website', identifier: 'WEB', assigned: 4, completed: 1 }],
};
const stats: UserStats = {
  assigned: 5, created: 2, subscribed: 2, completed: 1, pending: 3,
  state_distribution: [
    { state_group: 'backlog', count: 2 }, { state_group: 'unstarted', count: 0 }, { state_group: 'started', count: 1 },
    { state_group: 'completed', count: 1 }, { state_group: 'cancelled', count: 1 },
  ],
  priority_distribution: [{ priority: 'none', count: 2 }, { priority: 'low', count: 1 }, { priority: 'medium', count: 0 }, { priority: 'high', count: 1 }, { priority: 'urgent', count: 1 }],
};
const activity = (n: number, over: Partial<ProfileActivity> = {}): ProfileActivity => ({
  id: fixtures.id(900 + n), verb: 'updated', field: 'priority', old_value: 'low', new_value: 'high', comment: '', created_at: '2026-01-06T10:00:00.000Z',
  actor: userId, workspace_slug: 'ws-1',
  work_item: { id: fixtures.id(800 + n), name: `Item ${n}`, sequence_id: n, project_id: fixtures.id(501), project_identifier: 'WEB', project_name: 'Website' },
  ...over,
});
const page = (rows: ProfileActivity[], more: boolean, next = '20:1:0'): ProfileActivityPage => ({
  results: rows, total_count: 3, next_cursor: next, prev_cursor: '20:0:0', next_page_results: more, prev_page_results: false,
});

function services(over: { profile?: jest.Mock; stats?: jest.Mock; activity?: jest.Mock } = {}) {
  return signedInServices({
    members: { list: async () => [fixtures.member(0, { member: fixtures.user() }), grace] },
    profiles: {
      profile: over.profile ?? jest.fn(async () => profile),
      stats: over.stats ?? jest.fn(async () => stats),
      activity: over.activity ?? jest.fn(async () => page([activity(1), activity(2, { verb: 'created', field: null, new_value: null })], false)),
    },
  });
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('member profile', () => {
  it('shows the header, the stats panel and the recent activity on the overview', async () => {
    const s = services();
    renderApp(`/ws-1/profile/${userId}`, s);
    expect(await screen.findByRole('heading', { level: 2, name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByText('@grace')).toBeInTheDocument();
    expect(await screen.findByText('Member')).toBeInTheDocument();
    expect(screen.getByText('Joined Jan 5, 2026')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    const totals = await screen.findByRole('region', { name: 'Work items' });
    const card = (label: string) => within(totals).getAllByRole('listitem').find((li) => li.firstChild?.textContent === label);
    expect(card('Assigned')).toHaveTextContent('5');
    expect(card('Pending')).toHaveTextContent('3');
    expect(card('Subscribed')).toHaveTextContent('2');
    expect(screen.getByRole('img', { name: '5 assigned work items by state group' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Projects in common' })).toHaveTextContent('WEB · Website');
    const feed = await screen.findByRole('list', { name: 'Activity' });
    expect(within(feed).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/ws-1/browse/WEB-1', '/ws-1/browse/WEB-2']);
    expect(within(feed).getAllByRole('listitem')[0]).toHaveTextContent('Changed priority to High');
    expect(within(feed).getAllByRole('listitem')[1]).toHaveTextContent('Created');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', `/api/workspaces/ws-1/user-activity/${userId}/export/`);
    expect(s.profiles.stats).toHaveBeenCalledWith('ws-1', userId);
  });

  it('the Activity tab pages with "Load more"', async () => {
    const activityCall = jest.fn()
      .mockResolvedValueOnce(page([activity(1), activity(2)], true))
      .mockResolvedValueOnce(page([activity(3)], false, '20:2:0'));
    renderApp(`/ws-1/profile/${userId}/activity`, services({ activity: activityCall }));
    expect(await screen.findByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('listitem')).toHaveLength(3));
    expect(activityCall).toHaveBeenLastCalledWith('ws-1', userId, { cursor: '20:1:0' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  }, 15_000);

  it('the tabs lead to the lists', async () => {
    const { router } = renderApp(`/ws-1/profile/${userId}`, services());
    await userEvent.click(await screen.findByRole('tab', { name: 'Activity' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/ws-1/profile/${userId}/activity`));
    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/ws-1/profile/${userId}`));
  }, 15_000);

  it('shows a retry when the profile and the numbers cannot be loaded', async () => {
    const failing = jest.fn().mockRejectedValueOnce(new ApiError(500)).mockResolvedValue(stats);
    renderApp(`/ws-1/profile/${userId}`, services({ stats: failing, activity: jest.fn(async () => page([], false)) }));
    expect(await screen.findByText('The numbers could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('No activity on work items you can see.')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]);
    expect(await screen.findByRole('region', { name: 'Work items' })).toBeInTheDocument();
  });

  it('an unknown list segment goes back to the overview', async () => {
    const { router } = renderApp(`/ws-1/profile/${userId}/nope`, services());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/ws-1/profile/${userId}`));
  });
});
