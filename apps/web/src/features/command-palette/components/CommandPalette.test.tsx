jest.mock('@cairn/editor', () => jest.requireActual('../../../testing/fake-editor'));
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE, type WorkItem, type WorkItemUpdate, type WorkspaceSearch } from '@cairn/types';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { doneState, testWorkItem, workItemServices } from '../../../testing/work-item-services';
import { SHORTCUTS } from '../../../shared/keyboard/shortcuts';

// cmdk scrolls the selected item into view and measures its list; jsdom has no layout.
Element.prototype.scrollIntoView = jest.fn();
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// Each test starts the whole app (lazy routes and the palette's chunk): more than jest's 5 s on a busy machine.
jest.setTimeout(20_000);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const item = testWorkItem(12, { name: 'Ship the beta' });
const echo = (_s: string, _p: string, id: string, body: WorkItemUpdate): Promise<WorkItem> => Promise.resolve({ ...item, ...body, id } as WorkItem);
const empty = (): WorkspaceSearch['results'] => ({ workspace: [], project: [], issue: [], cycle: [], module: [], issue_view: [], page: [] });
const found: WorkspaceSearch = {
  results: {
    ...empty(),
    issue: [{
      id: item.id, name: 'Fix login', sequence_id: 7, project_id: testProject.id, project__identifier: 'WEB', workspace__slug: 'ws-1', state_id: null,
      state__group: 'started', state__name: 'In Progress', state__color: '#f59e0b', priority: 'high',
    }],
    page: [{ id: '00000000-0000-4000-8000-00000000aa01', name: 'Fix notes', project_id: testProject.id, project__identifier: 'WEB', workspace__slug: 'ws-1' }],
  },
};

async function ready(path = '/ws-1/projects', opts: Parameters<typeof workItemServices>[0] = {}) {
  const search = jest.fn().mockResolvedValue(found);
  const utils = renderApp(path, workItemServices({ items: [item], search: { search }, ...opts }));
  await screen.findAllByRole('link', { name: /Website/ });
  return { ...utils, search };
}

const palette = () => screen.findByRole('dialog', { name: 'Command palette' });
const ctrlK = (extra: Partial<KeyboardEventInit> = {}) => fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true, ...extra });

describe('command palette', () => {
  it('opens on Ctrl+K and on Cmd+K, closes on Escape, and not from inside a text field', async () => {
    await ready();
    ctrlK();
    const dialog = await palette();
    expect(within(dialog).getByRole('combobox', { name: 'Search or type a command' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.keyDown(document.body, { key: 'k', metaKey: true });
    await palette();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const input = document.createElement('input');
    document.body.appendChild(input);
    fireEvent.keyDown(input, { key: 'k', ctrlKey: true });
    fireEvent.keyDown(input, { key: '/' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    input.remove();
    fireEvent.keyDown(document.body, { key: '/' });
    await palette();
  });

  it('searches after a pause, lists ranked results by type, opens one and remembers it as recent', async () => {
    const { router, search } = await ready();
    ctrlK();
    const dialog = await palette();
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'fix' } });
    const option = await within(dialog).findByRole('option', { name: /WEB-7\s*Fix login/ });
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0].slice(0, 2)).toEqual(['ws-1', 'fix']);
    expect(within(dialog).getByRole('group', { name: 'Pages' })).toHaveTextContent('Fix notes');
    fireEvent.click(option);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ws-1/browse/WEB-7'));
    ctrlK();
    const again = await palette();
    expect(within(within(again).getByRole('group', { name: 'Recent' })).getByRole('option', { name: /WEB-7\s*Fix login/ })).toBeInTheDocument();
  });

  it('filters commands by the typed text and goes where they say', async () => {
    const { router } = await ready();
    ctrlK();
    const dialog = await palette();
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'analytics' } });
    const go = await within(dialog).findByRole('option', { name: 'Go to Analytics' });
    expect(within(dialog).queryByRole('option', { name: 'Go to Projects' })).toBeNull();
    fireEvent.click(go);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ws-1/analytics'));
  });

  it('creates a work item through the create dialog', async () => {
    await ready();
    ctrlK();
    const dialog = await palette();
    fireEvent.click(within(dialog).getByRole('option', { name: 'Create work item' }));
    expect(await screen.findByRole('dialog', { name: 'Create work item' })).toBeInTheDocument();
  });

  it("changes the open item's state and priority through the store (optimistic update)", async () => {
    const update = jest.fn(echo);
    const { store } = await ready('/ws-1/browse/WEB-12', { workItems: { update } });
    await screen.findByRole('article', { name: 'Work item WEB-12' });
    ctrlK();
    let dialog = await palette();
    expect(within(dialog).getByRole('group', { name: 'Work item WEB-12' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('option', { name: 'Change state…' }));
    fireEvent.click(await within(dialog).findByRole('option', { name: /Done/ }));
    await waitFor(() => expect(update.mock.calls[0].slice(0, 4)).toEqual(['ws-1', testProject.id, item.id, { state_id: doneState.id }]));
    expect(store.getState().workItemsById[item.id].state_id).toBe(doneState.id);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull());
    ctrlK();
    dialog = await palette();
    fireEvent.click(within(dialog).getByRole('option', { name: 'Change priority…' }));
    // Backspace on the empty input goes back a page.
    fireEvent.keyDown(within(dialog).getByRole('combobox'), { key: 'Backspace' });
    expect(await within(dialog).findByRole('option', { name: 'Change priority…' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('option', { name: 'Change priority…' }));
    // Escape on a nested page goes back too, without closing the palette.
    await within(dialog).findByRole('option', { name: 'Urgent' });
    fireEvent.keyDown(within(dialog).getByRole('combobox'), { key: 'Escape' });
    expect(await within(dialog).findByRole('option', { name: 'Change priority…' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Command palette' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('option', { name: 'Change priority…' }));
    fireEvent.click(await within(dialog).findByRole('option', { name: 'High' }));
    await waitFor(() => expect(update.mock.calls[1][3]).toEqual({ priority: 'high' }));
  });

  it("offers no changes of the open item to a guest of its project", async () => {
    await ready('/ws-1/browse/WEB-12', { projectRole: ROLE.GUEST, workspaceRole: ROLE.GUEST });
    await screen.findByRole('article', { name: 'Work item WEB-12' });
    ctrlK();
    const dialog = await palette();
    expect(within(dialog).queryByRole('option', { name: 'Change state…' })).toBeNull();
  });
});

describe('shortcuts', () => {
  it('? opens the modal that lists every binding of the registry, grouped, keys in <kbd>', async () => {
    await ready();
    fireEvent.keyDown(document.body, { key: '?', shiftKey: true });
    const modal = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = modal.querySelectorAll('[data-shortcut]');
    expect(Array.from(rows).map((r) => r.getAttribute('data-shortcut'))).toEqual(SHORTCUTS.map((s) => s.id));
    expect(within(modal).getByText('Go to Inbox').parentElement?.querySelectorAll('kbd')).toHaveLength(2);
    expect(within(modal).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['General', 'Go to', 'Lists']);
  });

  it('g then p / i goes to projects / inbox; a late second key does nothing', async () => {
    const { router } = await ready('/ws-1');
    const now = jest.spyOn(Date, 'now');
    now.mockReturnValue(10_000);
    fireEvent.keyDown(document.body, { key: 'g' });
    now.mockReturnValue(10_400);
    fireEvent.keyDown(document.body, { key: 'p' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ws-1/projects'));
    now.mockReturnValue(20_000);
    fireEvent.keyDown(document.body, { key: 'g' });
    now.mockReturnValue(21_500);
    fireEvent.keyDown(document.body, { key: 'i' });
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(router.state.location.pathname).toBe('/ws-1/projects');
    now.mockReturnValue(30_000);
    fireEvent.keyDown(document.body, { key: 'g' });
    fireEvent.keyDown(document.body, { key: 'i' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ws-1/inbox'));
    now.mockRestore();
  });

  it('j / k move the focus between list rows (onto their open buttons: Enter opens); not while typing', async () => {
    const second = testWorkItem(13, { name: 'Write the docs' });
    renderApp(`/ws-1/projects/${testProject.id}/issues`, workItemServices({ items: [item, second] }));
    const first = await screen.findByRole('button', { name: 'Open WEB-12 Ship the beta' });
    const next = screen.getByRole('button', { name: 'Open WEB-13 Write the docs' });
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'j' });
    expect(next).toHaveFocus();
    fireEvent.keyDown(next, { key: 'k' });
    expect(first).toHaveFocus();
    const search = document.createElement('input');
    document.body.appendChild(search);
    search.focus();
    fireEvent.keyDown(search, { key: 'j' });
    expect(search).toHaveFocus();
    search.remove();
  });
});
