jest.mock('@cairn/editor', () => jest.requireActual('../../../testing/fake-editor'));
// Counts the renders of each row's properties (the bulk of a row): the real component, wrapped.
const mockRowRenders: string[] = [];
jest.mock('./PropertyChips', () => {
  const actual = jest.requireActual('./PropertyChips');
  const { memo } = jest.requireActual('react');
  const inner = actual.PropertyChips.type;
  return {
    PropertyChips: memo((props: { item: { id: string } }) => {
      mockRowRenders.push(props.item.id);
      return inner(props);
    }),
  };
});
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { testWorkItem } from '../../../testing/work-item-services';
import { answerList } from '../../../testing/work-item-list-services';
import { listSetup } from '../testing/list-setup.test-util';

jest.setTimeout(15000);
beforeEach(() => {
  window.localStorage.clear();
  mockRowRenders.length = 0;
});

const listPath = `/ws-1/projects/${testProject.id}/issues`;
const urgent = testWorkItem(1, { name: 'Fix the login page', priority: 'urgent' });
const low = testWorkItem(2, { name: 'Write the docs', priority: 'low' });
const high = testWorkItem(3, { name: 'Ship the release', priority: 'high' });
const items = [urgent, low, high];
type Page = Awaited<ReturnType<ReturnType<typeof listSetup>['lists']['listProject']>>;

describe('what a list renders again (issue 11: no re-render a change does not need)', () => {
  it('a filter change draws no row again, before its answer nor after it for the items it keeps unchanged', async () => {
    const { services, lists } = listSetup({ items });
    renderApp(listPath, services);
    await screen.findByRole('button', { name: 'Open WEB-3 Ship the release' });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    lists.listProject.mockImplementation(async (_s, _p, params) => {
      await gate;
      // The answer repeats the urgent item as a new object with the same fields.
      return answerList(items.map((i) => ({ ...i })), (params ?? {}) as Record<string, string>) as Page;
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Filters/ }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    mockRowRenders.length = 0;
    fireEvent.click(within(within(panel).getByRole('group', { name: 'Priority' })).getByRole('checkbox', { name: 'Urgent' }));
    await waitFor(() => expect(lists.listProject).toHaveBeenLastCalledWith('ws-1', testProject.id, expect.objectContaining({ priority: 'urgent' })));
    await waitFor(() => expect(document.querySelector('.cw-wil__body [aria-busy="true"]')).not.toBeNull());
    expect(mockRowRenders).toEqual([]);
    await act(async () => release());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open WEB-2 Write the docs' })).not.toBeInTheDocument());
    // The kept row's item came back unchanged: its record, and so its row, stayed as they were.
    expect(screen.getByRole('button', { name: 'Open WEB-1 Fix the login page' })).toBeInTheDocument();
    expect(mockRowRenders).toEqual([]);
  });

  it('a change to one item draws only that item’s row again', async () => {
    const { services } = listSetup({ items });
    const { store } = renderApp(listPath, services);
    await screen.findByRole('button', { name: 'Open WEB-3 Ship the release' });
    mockRowRenders.length = 0;
    act(() => {
      store.setState((d) => {
        d.workItemsById[low.id] = { ...d.workItemsById[low.id], name: 'Write the whole docs' };
      });
    });
    expect(await screen.findByRole('button', { name: 'Open WEB-2 Write the whole docs' })).toBeInTheDocument();
    expect(mockRowRenders).toEqual([low.id]);
  });
});
