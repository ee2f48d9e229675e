jest.mock('@cairn/editor', () => jest.requireActual('../../../testing/fake-editor'));
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { doneState, testWorkItem } from '../../../testing/work-item-services';
import { answerList } from '../../../testing/work-item-list-services';
import { listSetup, withDisplay } from '../testing/list-setup.test-util';
import { RELOAD_INDICATOR_DELAY_MS } from './ReloadIndicator';

jest.setTimeout(15000);
beforeEach(() => window.localStorage.clear());
afterEach(() => jest.useRealTimers());

const listPath = `/ws-1/projects/${testProject.id}/issues`;
const urgent = testWorkItem(1, { name: 'Fix the login page', priority: 'urgent' });
const low = testWorkItem(2, { name: 'Write the docs', priority: 'low', state_id: doneState.id, state__group: 'completed' });
const items = [urgent, low];
// What the fake list service answers (answerList's page, typed as the service's).
type Page = Awaited<ReturnType<ReturnType<typeof listSetup>['lists']['listProject']>>;

function held() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release: () => release() };
}

async function openFilters() {
  fireEvent.click(await screen.findByRole('button', { name: /^Filters/ }));
  return screen.findByRole('dialog', { name: 'Filters' });
}

describe('a loaded list asked again (issue 11: no flash)', () => {
  it('keeps its rows during a slow reload; the bar shows only after 150 ms; the answer swaps the rows at once', async () => {
    const { services, lists } = listSetup({ items });
    const hold = held();
    renderApp(listPath, services);
    const row = await screen.findByRole('button', { name: 'Open WEB-2 Write the docs' });
    lists.listProject.mockImplementation(async (_s, _p, params) => {
      await hold.gate;
      return answerList(items, (params ?? {}) as Record<string, string>) as Page;
    });
    const panel = await openFilters();
    jest.useFakeTimers();
    fireEvent.click(within(within(panel).getByRole('group', { name: 'Priority' })).getByRole('checkbox', { name: 'Urgent' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(RELOAD_INDICATOR_DELAY_MS - 10);
    });
    expect(lists.listProject).toHaveBeenLastCalledWith('ws-1', testProject.id, expect.objectContaining({ priority: 'urgent' }));
    // Same rows, same nodes, no skeleton, no bar yet — only the busy mark.
    expect(row.isConnected).toBe(true);
    expect(screen.queryByRole('status', { name: 'Loading work items' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Updating the list' })).not.toBeInTheDocument();
    expect(document.querySelector('.cw-wil__body [aria-busy="true"]')).not.toBeNull();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(20);
    });
    expect(screen.getByRole('progressbar', { name: 'Updating the list' })).toBeInTheDocument();
    expect(row.isConnected).toBe(true);
    await act(async () => {
      hold.release();
      await jest.advanceTimersByTimeAsync(1);
    });
    jest.useRealTimers();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open WEB-2 Write the docs' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open WEB-1 Fix the login page' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(document.querySelector('.cw-wil__body [aria-busy="true"]')).toBeNull();
  });

  it('a quick answer shows no bar at all', async () => {
    const { services } = listSetup({ items });
    renderApp(listPath, services);
    await screen.findByRole('button', { name: 'Open WEB-2 Write the docs' });
    const panel = await openFilters();
    const seen: boolean[] = [];
    const observer = new MutationObserver(() => seen.push(!!document.querySelector('[role="progressbar"]')));
    observer.observe(document.body, { childList: true, subtree: true });
    fireEvent.click(within(within(panel).getByRole('group', { name: 'Priority' })).getByRole('checkbox', { name: 'Urgent' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open WEB-2 Write the docs' })).not.toBeInTheDocument());
    observer.disconnect();
    expect(seen).not.toContain(true);
  });

  it('grouped → grouped: the old groups stay until the answer', async () => {
    const { services, lists } = listSetup({ items, properties: withDisplay({ layout: 'list', group_by: 'priority' }) });
    const hold = held();
    renderApp(listPath, services);
    expect(await screen.findByRole('button', { name: /^Urgent/, expanded: true })).toBeInTheDocument();
    lists.listProject.mockImplementation(async (_s, _p, params) => {
      await hold.gate;
      return answerList(items, (params ?? {}) as Record<string, string>) as Page;
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Display/ }));
    const panel = await screen.findByRole('dialog', { name: 'Display options' });
    fireEvent.click(within(panel).getByRole('button', { name: /^Group by/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'State' }));
    await waitFor(() => expect(lists.listProject).toHaveBeenLastCalledWith('ws-1', testProject.id, expect.objectContaining({ group_by: 'state' })));
    expect(screen.getByRole('button', { name: /^Urgent/, expanded: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open WEB-1 Fix the login page' })).toBeInTheDocument();
    hold.release();
    expect(await screen.findByRole('button', { name: /^Todo/, expanded: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Urgent/, expanded: true })).not.toBeInTheDocument();
  });

  it('a display-property toggle asks nothing again and keeps the row nodes', async () => {
    const { services, lists } = listSetup({ items, properties: withDisplay({ layout: 'list' }) });
    renderApp(listPath, services);
    const row = await screen.findByRole('button', { name: 'Open WEB-1 Fix the login page' });
    await screen.findByRole('button', { name: 'State of WEB-1' });
    const calls = lists.listProject.mock.calls.length;
    fireEvent.click(await screen.findByRole('button', { name: /^Display/ }));
    const panel = await screen.findByRole('dialog', { name: 'Display options' });
    fireEvent.click(within(panel).getByRole('button', { name: 'State', pressed: true }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'State of WEB-1' })).not.toBeInTheDocument());
    await waitFor(() => expect(lists.patchProjectUserProperties).toHaveBeenCalled());
    expect(lists.listProject.mock.calls.length).toBe(calls);
    expect(row.isConnected).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
