jest.mock('@cairn/editor', () => jest.requireActual('../../../testing/fake-editor'));
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { dayPeriod } from '../hooks/greeting';
import { allWidgets, homeLink, homeServices, homeSticky, homeVisit, homeWidget, stickyPage } from '../testing/home-services';

beforeEach(() => window.localStorage.clear());

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('home', () => {
  it('greets the user for their time of day with the date', async () => {
    renderApp('/ws-1', homeServices());
    const word = { morning: 'Good morning', afternoon: 'Good afternoon', evening: 'Good evening' }[dayPeriod(new Date())];
    expect(await screen.findByRole('heading', { name: `${word}, Ada` })).toBeInTheDocument();
    const today = new Intl.DateTimeFormat('en', { weekday: 'long', month: 'long', day: 'numeric' }).format(new Date());
    expect(screen.getByText(today)).toBeInTheDocument();
  });

  it('shows the enabled widgets in their order and leaves the hidden ones out', async () => {
    const widgets = [
      homeWidget('your_work', 1000), homeWidget('quick_links', 2000), homeWidget('recents', 3000, { is_enabled: false }), homeWidget('my_stickies', 4000, { is_enabled: false }),
      homeWidget('recent_activity', 5000, { is_enabled: false }),
    ];
    renderApp('/ws-1', homeServices({ getDashboard: async () => ({ dashboard: { id: fixtures.id(900), type: 'home' }, widgets }) }));
    await screen.findByRole('heading', { name: 'Your work' });
    expect(headings().filter((h) => ['Your work', 'Quick links', 'Recents', 'Your stickies', 'Recent activity'].includes(h ?? ''))).toEqual(['Your work', 'Quick links']);
  });

  it('hides a widget and moves one up from "Manage widgets" (home-preferences)', async () => {
    const updateHomePreference = jest.fn(async (_s: string, key: string, body: object) => ({ ...allWidgets().find((w) => w.key === key)!, ...body }));
    renderApp('/ws-1', homeServices({ updateHomePreference } as never));
    await screen.findByRole('heading', { name: 'Recents' });
    fireEvent.click(screen.getByRole('button', { name: 'Manage widgets' }));
    const panel = await screen.findByRole('list', { name: 'Widgets' });
    fireEvent.click(within(panel).getByRole('switch', { name: 'Recents' }));
    await waitFor(() => expect(updateHomePreference).toHaveBeenCalledWith('ws-1', 'recents', { is_enabled: false }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Recents' })).toBeNull());
    fireEvent.click(within(panel).getByRole('button', { name: 'Move Recent activity up' }));
    // Above your_work (4000), below my_stickies (3000): the midpoint.
    await waitFor(() => expect(updateHomePreference).toHaveBeenCalledWith('ws-1', 'recent_activity', { sort_order: 3500 }));
    await waitFor(() => expect(headings().indexOf('Recent activity')).toBeLessThan(headings().indexOf('Your work')));
  });

  it('adds a quick link only with an http(s) URL; links open in a new tab', async () => {
    const createQuickLink = jest.fn(async (_s: string, body: { id: string; title?: string; url: string }) => homeLink(9, { ...body, title: body.title ?? '' }));
    renderApp('/ws-1', homeServices({ listQuickLinks: async () => [homeLink(1, { title: 'Docs', url: 'https://docs.example.com' })], createQuickLink } as never));
    const docs = await screen.findByRole('link', { name: 'Docs' });
    expect(docs).toHaveAttribute('href', 'https://docs.example.com');
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
    fireEvent.click(screen.getByRole('button', { name: 'Add quick link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add quick link' });
    fireEvent.change(within(dialog).getByLabelText('URL'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add quick link' }));
    expect(await within(dialog).findByText('Enter a link starting with http:// or https://')).toBeInTheDocument();
    expect(createQuickLink).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('URL'), { target: { value: 'https://status.example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Title (optional)'), { target: { value: 'Status' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add quick link' }));
    await waitFor(() => expect(createQuickLink).toHaveBeenCalledWith('ws-1', expect.objectContaining({ title: 'Status', url: 'https://status.example.com' })));
    expect(await screen.findByRole('link', { name: 'Status' })).toHaveAttribute('target', '_blank');
  });

  it('lists recent work items, pages and projects with identifiers and links; tabs filter by kind', async () => {
    const project = fixtures.id(40);
    const visits = [
      homeVisit(1, 'issue', { name: 'Fix login', project_identifier: 'WEB', sequence_id: 12 }, project),
      homeVisit(2, 'page', { name: 'Roadmap' }, project),
      homeVisit(3, 'project', { name: 'Website', identifier: 'WEB' }, project),
    ];
    const listRecentVisits = jest.fn(async (_s: string, entity?: string) => (entity ? visits.filter((v) => v.entity_name === entity) : visits));
    renderApp('/ws-1', homeServices({ listRecentVisits }));
    const list = await screen.findByRole('list', { name: 'Recents' });
    expect(within(list).getByRole('link', { name: /WEB-12.*Fix login/ })).toHaveAttribute('href', '/ws-1/browse/WEB-12');
    expect(within(list).getByRole('link', { name: /Roadmap/ })).toHaveAttribute('href', `/ws-1/projects/${project}/pages/${visits[1]!.entity_identifier}`);
    expect(within(list).getByRole('link', { name: /Website/ })).toHaveAttribute('href', `/ws-1/projects/${visits[2]!.entity_identifier}/issues`);
    fireEvent.click(screen.getByRole('tab', { name: 'Pages' }));
    await waitFor(() => expect(listRecentVisits).toHaveBeenLastCalledWith('ws-1', 'page'));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Recents' })).getAllByRole('link')).toHaveLength(1));
  });

  it('shows empty states per widget', async () => {
    renderApp('/ws-1', homeServices());
    expect(await screen.findByText('Work items, pages and projects you open will show up here.')).toBeInTheDocument();
    expect(await screen.findByText('Add links to the sites and documents you open often.')).toBeInTheDocument();
    expect(await screen.findByText('Nothing is assigned to you.')).toBeInTheDocument();
    expect(await screen.findByText('What you do on work items will show up here.')).toBeInTheDocument();
  });

  it('your work: counts per tab, the items, and the chosen tab kept in widget_filters', async () => {
    const item = { id: fixtures.id(31), name: 'Ship it', sequence_id: 3, project_id: fixtures.id(40), project_identifier: 'WEB', state_group: 'started', target_date: '2020-01-01', priority: 'high' };
    const getWidgetData = jest.fn(async (_s: string, _d: string, key: string, params: Record<string, string> = {}) => (key === 'your_work'
      ? { assigned: 4, due_soon: 1, overdue: 2, created: 0, tab: params['tab'] ?? 'assigned', items: params['tab'] === 'overdue' ? [item] : [] }
      : { results: [] }));
    const updateDashboardWidget = jest.fn(async (_d: string, _w: string, filters: Record<string, unknown>) => homeWidget('your_work', 4000, { widget_filters: filters }));
    renderApp('/ws-1', homeServices({ getWidgetData, updateDashboardWidget } as never));
    const overdue = await screen.findByRole('tab', { name: /Overdue/ });
    await waitFor(() => expect(overdue).toHaveTextContent('2'));
    fireEvent.click(overdue);
    await waitFor(() => expect(updateDashboardWidget).toHaveBeenCalledWith(expect.any(String), homeWidget('your_work', 4000).id, { tab: 'overdue' }));
    expect(await screen.findByRole('link', { name: /WEB-3.*Ship it/ })).toHaveAttribute('href', '/ws-1/browse/WEB-3');
  });

  it('getting started: a step disappears once done, the block once all are', async () => {
    const first = renderApp('/ws-1', homeServices());
    expect(await screen.findByRole('button', { name: /Create a project/ })).toBeInTheDocument();
    // Ada has a first name: the profile step is done.
    expect(screen.queryByRole('button', { name: /Complete your profile/ })).toBeNull();
    first.unmount();
    renderApp('/ws-1', homeServices({}, {
      projectList: [fixtures.projectLite(1)],
      members: { list: async () => [fixtures.member(1), fixtures.member(2)] },
    }));
    await screen.findByRole('heading', { name: 'Recents' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Getting started' })).toBeNull());
  });

  it('getting started: "Create a project" and "Complete your profile" leave as soon as both are done, without a reload', async () => {
    const newcomer = fixtures.user({ first_name: '', last_name: '', avatar_url: null });
    const { store } = renderApp('/ws-1', homeServices({}, {
      users: { getMe: () => Promise.resolve(newcomer), updateMe: (body) => Promise.resolve({ ...newcomer, ...body }) },
      projects: { list: () => Promise.resolve([]), create: () => Promise.resolve(fixtures.project(1)) },
    }));
    const region = await screen.findByRole('region', { name: 'Getting started' });
    expect(within(region).getByRole('button', { name: /Create a project/ })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: /Complete your profile/ })).toBeInTheDocument();

    await store.getState().createProject('ws-1', { name: 'Website', identifier: 'WEB' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Create a project/ })).toBeNull());
    expect(screen.getByRole('button', { name: /Complete your profile/ })).toBeInTheDocument();

    await store.getState().updateCurrentUser({ first_name: 'Ada', last_name: 'Lovelace' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Complete your profile/ })).toBeNull());
  });

  it('"+" on the stickies widget creates a sticky and the widget links to all stickies', async () => {
    const createSticky = jest.fn(async (_s: string, body: Partial<ReturnType<typeof homeSticky>>) => homeSticky(9, body.sort_order ?? 0, { name: '', ...body, id: body.id! }));
    renderApp('/ws-1', homeServices({ listStickies: async () => stickyPage([homeSticky(1, 10_000, { name: 'Groceries' })]), createSticky } as never));
    expect(await screen.findByRole('link', { name: 'All stickies' })).toHaveAttribute('href', '/ws-1/stickies');
    await screen.findByRole('listitem', { name: 'Groceries' });
    fireEvent.click(screen.getByRole('button', { name: 'Add sticky' }));
    await waitFor(() => expect(createSticky).toHaveBeenCalledWith('ws-1', expect.objectContaining({ sort_order: 20_000 })));
    const cards = within(screen.getByRole('list', { name: 'Your stickies' })).getAllByRole('listitem');
    expect(cards[0]).toHaveAccessibleName('Untitled sticky');
  });
});
