jest.mock('@cairn/editor', () => jest.requireActual('../../../../testing/fake-editor'));
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fixtures } from '@cairn/state';
import { WORK_ITEM_DISPLAY_PROPERTIES, type WorkItem } from '@cairn/types';
import { renderApp } from '../../../../testing/render-app';
import { testProject } from '../../../../testing/project-services';
import { doneState, testWorkItem, todoState } from '../../../../testing/work-item-services';
import { listSetup, withDisplay } from '../../testing/list-setup.test-util';
import type { GroupedLayoutProps } from '../grouped-layout-props';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ListLayout, LIST_FIRST_LINES, LIST_VIRTUAL_THRESHOLD } from './ListLayout';

jest.setTimeout(15000);
beforeEach(() => window.localStorage.clear());

const listPath = `/ws-1/projects/${testProject.id}/issues`;
const first = testWorkItem(1, { name: 'Fix the login page' });
const second = testWorkItem(2, { name: 'Write the docs' });
const shipped = testWorkItem(3, { name: 'Ship it', state_id: doneState.id, state__group: 'completed' });

describe('list layout in a project', () => {
  it('groups by state in the states’ order with counts, collapses a group, and shows empty groups only when asked', async () => {
    const { services } = listSetup({ items: [shipped, first, second], properties: withDisplay({ group_by: 'state' }) });
    renderApp(listPath, services);
    const todo = await screen.findByRole('button', { name: /^Todo/, expanded: true });
    const headers = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headers).toEqual(['Todo2', 'Done1']);
    expect(within(todo).getByLabelText('2 work items')).toBeInTheDocument();
    fireEvent.click(todo);
    expect(screen.getByRole('button', { name: /^Todo/, expanded: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open WEB-1 Fix the login page' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open WEB-3 Ship it' })).toBeInTheDocument();
  });

  it('leaves empty groups out when show_empty_groups is off', async () => {
    const { services } = listSetup({ items: [first], properties: withDisplay({ group_by: 'state', show_empty_groups: false }) });
    renderApp(listPath, services);
    await screen.findByRole('button', { name: /^Todo/ });
    expect(screen.queryByRole('button', { name: /^Done/ })).not.toBeInTheDocument();
  });

  it('quick add in a group creates the item with the group’s state', async () => {
    const { services, create } = listSetup({ items: [first], properties: withDisplay({ group_by: 'state' }) });
    renderApp(listPath, services);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a work item to Done' }));
    const title = screen.getByRole('textbox', { name: 'Work item title' });
    fireEvent.change(title, { target: { value: 'Close the sprint' } });
    fireEvent.submit(title.closest('form') as HTMLFormElement);
    await waitFor(() => expect(create.mock.calls[0]?.[2]).toEqual(expect.objectContaining({ name: 'Close the sprint', state_id: doneState.id })));
    expect(await screen.findByRole('button', { name: /^Open WEB-90 Close the sprint/ })).toBeInTheDocument();
    // The field stays open for the next one.
    expect(screen.getByRole('textbox', { name: 'Work item title' })).toHaveValue('');
  });

  it('rows show state and priority as plain buttons; a click mounts the picker, a choice saves, and the button comes back', async () => {
    const { services, update } = listSetup({ items: [first, second] });
    renderApp(listPath, services);
    const state = await screen.findByRole('button', { name: 'State of WEB-1' });
    expect(state).toHaveTextContent(todoState.name);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(document.querySelectorAll('.cw-wil-row .ck-select__trigger')).toHaveLength(0);
    fireEvent.click(state);
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: doneState.name }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('ws-1', testProject.id, first.id, { state_id: doneState.id }, undefined));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(document.querySelectorAll('.cw-wil-row .ck-select__trigger')).toHaveLength(0));
    expect(screen.getByRole('button', { name: 'State of WEB-1' })).toBeInTheDocument();
  });

  it('loads the next page of a group', async () => {
    const many = Array.from({ length: 55 }, (_, i) => testWorkItem(i + 1, { name: `Item ${i + 1}` }));
    const { services, lists } = listSetup({ items: many, properties: withDisplay({ group_by: 'state' }) });
    renderApp(listPath, services);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more (5 left)' }));
    await waitFor(() => expect(lists.listProject).toHaveBeenLastCalledWith('ws-1', testProject.id, expect.objectContaining({ group_by: 'state', cursor: '50:1:50' })));
    expect(await screen.findByRole('button', { name: 'Open WEB-55 Item 55' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
  });
});

describe('ListLayout rendering', () => {
  const props = (items: WorkItem[]): GroupedLayoutProps & { showEmptyGroups: boolean } => ({
    items,
    totalCount: items.length,
    hasMore: false,
    loading: false,
    onLoadMore: jest.fn(),
    optionsFor: () => ({ projectIdentifier: 'WEB', states: [todoState, doneState], labels: [], people: [], estimatePoints: undefined }),
    keyOf: (item) => `WEB-${item.sequence_id}`,
    displayProperties: Object.fromEntries(WORK_ITEM_DISPLAY_PROPERTIES.map((k) => [k, true])),
    canEdit: false,
    onUpdate: jest.fn(),
    onOpen: jest.fn(),
    canQuickAdd: false,
    onQuickAdd: jest.fn(),
    groupBy: null,
    subGroupBy: null,
    groups: [{ key: 'all', label: '', items, total: items.length, hasMore: false }],
    orderBy: '-created_at',
    onLoadMoreGroup: jest.fn(),
    onQuickAddInGroup: jest.fn(),
    canDropIn: () => true,
    canReorder: false,
    onMove: jest.fn(),
    showEmptyGroups: true,
  });

  it('draws the first screen of a short list at once and its other rows right after (issue 11)', async () => {
    const items = Array.from({ length: 60 }, (_, i) => fixtures.workItem(i + 1));
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const before = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    // Outside act(), so the background render is seen as the browser would: after the first, synchronous one.
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      flushSync(() => root.render(<ListLayout {...props(items)} />));
      expect(within(host).getAllByRole('button', { name: /^Open WEB-/ })).toHaveLength(LIST_FIRST_LINES);
      expect(host.querySelectorAll('.cw-wil-row--pending')).toHaveLength(60 - LIST_FIRST_LINES);
      await waitFor(() => expect(within(host).getAllByRole('button', { name: /^Open WEB-/ })).toHaveLength(60));
      expect(host.querySelectorAll('.cw-wil-row--pending')).toHaveLength(0);
    } finally {
      flushSync(() => root.unmount());
      host.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = before;
    }
  });

  it('draws every row of a short list and only a window of a long one', () => {
    const short = Array.from({ length: 20 }, (_, i) => fixtures.workItem(i + 1));
    const { unmount } = render(<ListLayout {...props(short)} />);
    expect(screen.getAllByRole('button', { name: /^Open WEB-/ })).toHaveLength(20);
    unmount();
    // jsdom lays nothing out: an 800 px tall scroller and 44 px lines for the virtualiser.
    const height = jest.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(800);
    const width = jest.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    const line = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(44);
    try {
      const long = Array.from({ length: LIST_VIRTUAL_THRESHOLD + 350 }, (_, i) => fixtures.workItem(i + 1));
      render(<ListLayout {...props(long)} />);
      const drawn = screen.getAllByRole('button', { name: /^Open WEB-/ }).length;
      expect(drawn).toBeGreaterThan(5);
      expect(drawn).toBeLessThan(60);
      expect(screen.getByRole('button', { name: 'Open WEB-1 Item 1' })).toBeInTheDocument();
    } finally {
      height.mockRestore();
      width.mockRestore();
      line.mockRestore();
    }
  });
});
