import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@cairn/services';
import { publicBoardFixtures as f } from '@cairn/state';
import { boardPath, fakeBoard, renderSpaces } from '../testing/board-test-kit.test-util';

const signInHref = () => screen.getByRole('link', { name: 'Sign in' }).getAttribute('href') ?? '';
const nextPathOf = (href: string) => new URLSearchParams(href.slice(href.indexOf('?'))).get('next_path');

describe('board page', () => {
  it('shows the header, the item count and the list grouped by state (default layout)', async () => {
    const { services, workItems } = fakeBoard();
    renderSpaces(services, boardPath());
    expect(await screen.findByRole('heading', { level: 1, name: 'Roadmap' })).toBeInTheDocument();
    expect(screen.getByText('Acme')).toBeInTheDocument();
    expect(screen.getByText('2 work items')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Backlog/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open ROAD-1: Item 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open ROAD-2: Dark mode' })).toBeInTheDocument();
    expect(workItems).toHaveBeenCalledTimes(1);
    expect(workItems).toHaveBeenCalledWith(f.anchor, { group_by: 'state', per_page: 100 });
    expect(document.title).toBe('Roadmap');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    // Only offered layouts: all five here; the list is pressed.
    expect(screen.getByRole('button', { name: 'Show as List' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('collapses a group', async () => {
    const { services } = fakeBoard();
    renderSpaces(services, boardPath());
    fireEvent.click(await screen.findByRole('button', { name: 'Collapse Backlog' }));
    expect(screen.queryByRole('button', { name: 'Open ROAD-1: Item 1' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Expand Backlog' }));
    expect(screen.getByRole('button', { name: 'Open ROAD-1: Item 1' })).toBeInTheDocument();
  });

  it('renders the board (kanban) with a column per state and "Load more" where a column has more', async () => {
    const { services } = fakeBoard({ overrides: { publicBoard: { workItems: async () => f.groupedPage([f.item(1), f.item(2)], { [f.id(101)]: 5 }) } } });
    renderSpaces(services, boardPath('?board=kanban'));
    const backlog = await screen.findByRole('region', { name: 'Backlog' });
    expect(within(backlog).getAllByRole('button', { name: /Open ROAD-/ })).toHaveLength(2);
    expect(within(backlog).getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'In progress' })).toBeInTheDocument();
  });

  it('renders the calendar by target date, with the undated items apart', async () => {
    const now = new Date();
    const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-15`;
    const { services, workItems } = fakeBoard({ items: [f.item(1, { target_date: day }), f.item(2, { name: 'Someday' })] });
    renderSpaces(services, boardPath('?board=calendar'));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open ROAD-1: Item 1' })).toBeInTheDocument();
    const undated = screen.getByRole('region', { name: 'No date' });
    expect(within(undated).getByText('Someday')).toBeInTheDocument();
    expect(workItems).toHaveBeenCalledWith(f.anchor, { order_by: 'target_date', per_page: 100 });
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.queryByRole('button', { name: 'Open ROAD-1: Item 1' })).not.toBeInTheDocument();
  });

  it('renders the spreadsheet as a table and the timeline with bars', async () => {
    const items = [f.item(1, { start_date: '2026-01-05', target_date: '2026-01-20', priority: 'urgent' }), f.item(2, { name: 'No dates' })];
    const { services } = fakeBoard({ items });
    const { unmount } = renderSpaces(services, boardPath('?board=spreadsheet'));
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Title' })).toBeInTheDocument();
    expect(within(table).getByText('Urgent')).toBeInTheDocument();
    unmount();

    renderSpaces(services, boardPath('?board=gantt'));
    expect(await screen.findByRole('button', { name: /^Item 1: .+ to .+/ })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Without dates' })).getByText('No dates')).toBeInTheDocument();
  });

  it('falls back to the default layout when the URL names one the board does not offer', async () => {
    const { services } = fakeBoard({ settings: { view_props: { list: false, kanban: true, calendar: false, spreadsheet: false, gantt: false }, default_layout: 'kanban' } });
    renderSpaces(services, boardPath('?board=gantt'));
    expect(await screen.findByRole('region', { name: 'Backlog' })).toBeInTheDocument();
    // One layout offered: no switcher.
    expect(screen.queryByRole('group', { name: 'Layout' })).not.toBeInTheDocument();
  });

  it('reads filters from the URL, shows them as chips, and removing a chip reloads without it', async () => {
    const { services, workItems } = fakeBoard();
    renderSpaces(services, boardPath(`?priority=high,bogus&labels=${f.id(201)}`));
    const chips = await screen.findByRole('group', { name: 'Active filters' });
    expect(within(chips).getByText(/High/)).toBeInTheDocument();
    expect(within(chips).getByText(/bug/)).toBeInTheDocument();
    expect(workItems).toHaveBeenLastCalledWith(f.anchor, { priority: 'high', labels: f.id(201), group_by: 'state', per_page: 100 });
    expect(nextPathOf(signInHref())).toBe(`/spaces/issues/${f.anchor}?priority=high,bogus&labels=${f.id(201)}`);

    fireEvent.click(within(chips).getByRole('button', { name: 'Remove filter Priority: High' }));
    await waitFor(() => expect(workItems).toHaveBeenLastCalledWith(f.anchor, { labels: f.id(201), group_by: 'state', per_page: 100 }));
    expect(nextPathOf(signInHref())).toBe(`/spaces/issues/${f.anchor}?labels=${f.id(201)}`);

    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(workItems).toHaveBeenLastCalledWith(f.anchor, { group_by: 'state', per_page: 100 }));
    expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('choosing a filter writes it to the URL and reloads with the query; switching layout changes the grouping', async () => {
    const { services, workItems } = fakeBoard();
    renderSpaces(services, boardPath());
    fireEvent.click(await screen.findByRole('button', { name: 'Priority' }));
    fireEvent.click(await screen.findByRole('option', { name: /High/ }));
    await waitFor(() => expect(workItems).toHaveBeenLastCalledWith(f.anchor, { priority: 'high', group_by: 'state', per_page: 100 }));
    expect(nextPathOf(signInHref())).toBe(`/spaces/issues/${f.anchor}?priority=high`);

    fireEvent.click(screen.getByRole('button', { name: 'Show as Spreadsheet' }));
    await waitFor(() => expect(workItems).toHaveBeenLastCalledWith(f.anchor, { priority: 'high', order_by: 'sort_order', per_page: 100 }));
    expect(nextPathOf(signInHref())).toBe(`/spaces/issues/${f.anchor}?priority=high&board=spreadsheet`);
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('an unknown or unpublished anchor shows the not-available page; a malformed one asks nothing', async () => {
    const gone = () => Promise.reject(new ApiError(404, { error: 'This board is not published' }));
    const { services } = fakeBoard({ overrides: { publicBoard: { settings: gone, meta: gone, workItems: gone } } });
    renderSpaces(services, boardPath());
    expect(await screen.findByRole('heading', { name: 'This board is not available' })).toBeInTheDocument();
    expect(screen.getByText('It may have been unpublished, or the link is wrong.')).toBeInTheDocument();

    const bad = fakeBoard();
    renderSpaces(bad.services, '/issues/not-an-anchor');
    expect((await screen.findAllByRole('heading', { name: 'This board is not available' })).length).toBeGreaterThan(0);
    expect(bad.workItems).not.toHaveBeenCalled();
  });

  it('shows "Submit a request" only when the board takes requests', async () => {
    const { services } = fakeBoard({ settings: { is_intake_enabled: true } });
    renderSpaces(services, boardPath());
    expect(await screen.findByRole('link', { name: 'Submit a request' })).toHaveAttribute('href', `/spaces/issues/${f.anchor}/intake`);
  });

  it('a signed-in user sees their menu and can sign out; the board reloads as nobody', async () => {
    const signOut = jest.fn(async () => undefined);
    const { services, workItems } = fakeBoard({ signedIn: true, overrides: { auth: { signOut } } });
    renderSpaces(services, boardPath());
    fireEvent.click(await screen.findByRole('button', { name: /Account menu of/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(signOut).toHaveBeenCalled());
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(workItems).toHaveBeenCalledTimes(2);
  });

  it('opens an item with Enter (peekId in the URL)', async () => {
    const workItem = jest.fn(() => new Promise<never>(() => undefined));
    const { services } = fakeBoard({ overrides: { publicBoard: { workItem, comments: workItem } } });
    renderSpaces(services, boardPath());
    const row = await screen.findByRole('button', { name: 'Open ROAD-1: Item 1' });
    fireEvent.keyDown(row, { key: 'Enter' });
    await waitFor(() => expect(workItem).toHaveBeenCalledWith(f.anchor, f.id(1)));
    expect(nextPathOf(signInHref())).toBe(`/spaces/issues/${f.anchor}?peekId=${f.id(1)}`);
  });
});

describe('board live', () => {
  class FakeEventSource {
    static last: FakeEventSource | undefined;
    readyState = 1;
    onerror: ((event: unknown) => void) | null = null;
    listeners = new Map<string, Array<(e: { data?: string }) => void>>();
    closed = false;
    constructor(public url: string) {
      FakeEventSource.last = this;
    }
    addEventListener(type: string, fn: (e: { data?: string }) => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
    }
    emit(type: string) {
      for (const fn of this.listeners.get(type) ?? []) fn({ data: '' });
    }
    close() {
      this.closed = true;
    }
  }
  const original = (globalThis as { EventSource?: unknown }).EventSource;
  beforeEach(() => {
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  });
  afterEach(() => {
    (globalThis as { EventSource?: unknown }).EventSource = original;
  });

  it('refetches the page quietly on change, and shows the not-available page on gone', async () => {
    const { services, workItems } = fakeBoard();
    const { unmount } = renderSpaces(services, boardPath());
    await screen.findByRole('button', { name: 'Open ROAD-1: Item 1' });
    const es = FakeEventSource.last;
    expect(es?.url).toBe(`/api/public/anchor/${f.anchor}/events/`);
    act(() => es?.emit('change'));
    await waitFor(() => expect(workItems).toHaveBeenCalledTimes(2));
    act(() => es?.emit('gone'));
    expect(await screen.findByRole('heading', { name: 'This board is not available' })).toBeInTheDocument();
    expect(es?.closed).toBe(true);
    unmount();
  });
});
