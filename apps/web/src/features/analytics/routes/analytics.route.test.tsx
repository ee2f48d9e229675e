import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@cairn/services';
import { analyticsFixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { analyticsProjects, analyticsServices } from '../testing/analytics-services';

const [web, mobile] = analyticsProjects;

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

// The page's own controls (the sidebar has a "Projects" button too).
const toolbar = () => within(document.querySelector<HTMLElement>('.cw-analytics-toolbar')!);
const card = (label: string) => screen.getAllByRole('listitem').find((li) => li.firstChild?.textContent === label);

const toolbarOrPage = (name: string) => (name === 'Duration' || name === 'Projects' ? toolbar() : screen).getByRole('button', { name });

async function pick(fieldName: string, option: string) {
  await userEvent.click(toolbarOrPage(fieldName));
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(`^${option}`) }));
}

/** Captures what "Download CSV" saves. */
function captureDownloads() {
  const blobs: Blob[] = [];
  Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:test'), revokeObjectURL: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  // FileReader decodes UTF-8 and drops the byte-order mark the file starts with.
  const text = (blob: Blob) => new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
  return { blobs, text };
}

describe('workspace analytics (spec §2, §9)', () => {
  it('asks for the last 30 days over all projects by default and shows the totals, the trend and the state groups', async () => {
    const getOverview = jest.fn(async () => analyticsFixtures.overview());
    renderApp('/ws-1/analytics', analyticsServices({ analytics: { getOverview } }));
    await waitFor(() => expect(card('Work items')).toBeDefined());
    expect(getOverview).toHaveBeenCalledWith('ws-1', { duration: 'last_30_days', projectIds: [] });
    expect(card('Work items')).toHaveTextContent('12');
    expect(card('Overdue')).toHaveTextContent('2');
    expect(card('Modules')).toHaveTextContent('2');
    expect(screen.getByText(/Oct 28, 2026 – Nov 26, 2026 · 5 created and 3 completed in this duration/)).toBeInTheDocument();
    expect(toolbar().getByRole('button', { name: 'Duration' })).toHaveTextContent('Last 30 days');
    expect(toolbar().getByRole('button', { name: 'Projects' })).toHaveTextContent('All projects');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('img', { name: /Created vs completed from Nov 24, 2026 to Nov 26, 2026: Created 5, Completed 3/ })).toBeInTheDocument();
    const trend = screen.getByRole('region', { name: 'Created vs completed: table' });
    expect(within(trend).getAllByRole('row').map((r) => r.textContent)).toEqual(['DateCreatedCompleted', 'Nov 24, 202621', 'Nov 25, 202602', 'Nov 26, 202630']);
    const groups = screen.getByRole('region', { name: 'Work items by state group: table' });
    expect(within(groups).getAllByRole('row')[4]).toHaveTextContent('Completed433.3%');
    expect(screen.getByRole('img', { name: '12 work items by state group' })).toBeInTheDocument();
    expect(screen.queryByText(/once work items exist/)).toBeNull();
  });

  it('changing the duration and the projects asks again and keeps both in the URL', async () => {
    const getOverview = jest.fn(async () => analyticsFixtures.overview());
    const { router } = renderApp('/ws-1/analytics', analyticsServices({ analytics: { getOverview } }));
    await waitFor(() => expect(card('Work items')).toBeDefined());
    await pick('Duration', 'Last 7 days');
    await waitFor(() => expect(getOverview).toHaveBeenLastCalledWith('ws-1', { duration: 'last_7_days', projectIds: [] }));
    expect(router.state.location.search).toBe('?duration=last_7_days');
    await userEvent.click(toolbar().getByRole('button', { name: 'Projects' }));
    await userEvent.click(await screen.findByRole('option', { name: /Mobile/ }));
    await waitFor(() => expect(getOverview).toHaveBeenLastCalledWith('ws-1', { duration: 'last_7_days', projectIds: [mobile.id] }));
    expect(new URLSearchParams(router.state.location.search).get('projects')).toBe(mobile.id);
  });

  it('a reload keeps the duration and projects from the URL', async () => {
    const getOverview = jest.fn(async () => analyticsFixtures.overview({ duration: 'last_90_days' }));
    renderApp(`/ws-1/analytics?duration=last_90_days&projects=${web.id}`, analyticsServices({ analytics: { getOverview } }));
    await waitFor(() => expect(getOverview).toHaveBeenCalledWith('ws-1', { duration: 'last_90_days', projectIds: [web.id] }));
    expect(toolbar().getByRole('button', { name: 'Duration' })).toHaveTextContent('Last 90 days');
    expect(toolbar().getByRole('button', { name: 'Projects' })).toHaveTextContent('Website');
  });

  it('downloads the CSV of a chart made from the answer', async () => {
    const { blobs, text } = captureDownloads();
    renderApp('/ws-1/analytics', analyticsServices());
    await waitFor(() => expect(card('Work items')).toBeDefined());
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV of Created vs completed' }));
    expect(await text(blobs[0])).toBe('Date,Created,Completed\r\n2026-11-24,2,1\r\n2026-11-25,0,2\r\n2026-11-26,3,0\r\n');
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV of Work items by state group' }));
    expect(await text(blobs[1])).toBe('State group,Work items,Share\r\nBacklog,3,25\r\nUnstarted,2,16.7\r\nStarted,2,16.7\r\nCompleted,4,33.3\r\nCancelled,1,8.3\r\n');
  });

  it('the work items tab asks for the custom chart; the segment can never be the x axis', async () => {
    const getChart = jest.fn(async (_slug: string, query: { x_axis: string; segment?: string }) =>
      query.segment
        ? analyticsFixtures.chart({
          x_axis: 'priority', segment: 'state_group',
          rows: [{ key: 'high', name: 'High', color: null, value: 3, values: { started: 1, completed: 2 } }, { key: 'none', name: '', color: null, value: 1, values: { started: 1 } }],
          segments: [{ key: 'started', name: 'Started', color: null }, { key: 'completed', name: 'Completed', color: null }],
          total: 4,
        })
        : analyticsFixtures.chart());
    const { blobs, text } = captureDownloads();
    const { router } = renderApp('/ws-1/analytics?tab=work_items', analyticsServices({ analytics: { getChart } }));
    await waitFor(() => expect(getChart).toHaveBeenCalledWith('ws-1', { x_axis: 'state_group', y_axis: 'work_item_count' }, { duration: 'last_30_days', projectIds: [] }));
    expect(await screen.findByRole('img', { name: 'Work items by state group: 3 bars; the highest is Completed with 4' })).toBeInTheDocument();
    // The x axis (state group) is disabled among the segments.
    await userEvent.click(screen.getByRole('button', { name: 'Segment' }));
    expect(await screen.findByRole('option', { name: /^State group/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await pick('X axis', 'Priority');
    await pick('Segment', 'State group');
    await waitFor(() => expect(getChart).toHaveBeenLastCalledWith('ws-1', { x_axis: 'priority', y_axis: 'work_item_count', segment: 'state_group' }, { duration: 'last_30_days', projectIds: [] }));
    expect(router.state.location.search).toBe('?tab=work_items&x_axis=priority&segment=state_group');
    const table = await screen.findByRole('region', { name: 'Work items by priority and state group: table' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual(['PriorityStartedCompletedTotal', 'High123', 'None101']);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV of Work items by priority and state group' }));
    expect(await text(blobs[0])).toBe('Priority,Started,Completed,Total\r\nHigh,1,2,3\r\nNone,1,0,1\r\n');
    // Choosing the segment's dimension as the x axis clears the segment.
    await pick('X axis', 'State group');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=work_items'));
  });

  it('the projects tab lists one row per project', async () => {
    renderApp('/ws-1/analytics?tab=projects', analyticsServices());
    const table = await screen.findByRole('region', { name: 'Work items per project: table' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('WebsiteWEB61112112311');
  });

  it('shows an empty state with a way to create when there is nothing to count', async () => {
    const { router } = renderApp('/ws-1/analytics', analyticsServices({ overview: { totals: { ...analyticsFixtures.overview().totals, work_items: 0, projects: 0 } } }));
    expect(await screen.findByText('No projects yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create a project' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ws-1/projects'));
  });

  it('shows an empty state for a scope without work items', async () => {
    renderApp('/ws-1/analytics', analyticsServices({ overview: { totals: { ...analyticsFixtures.overview().totals, work_items: 0 } } }));
    expect(await screen.findByText('No work items yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create a work item' })).toBeInTheDocument();
  });

  it('shows a clear error with a retry that asks again', async () => {
    const getOverview = jest.fn().mockRejectedValueOnce(new ApiError(500, { error: 'Boom', error_code: 'INTERNAL' })).mockResolvedValue(analyticsFixtures.overview());
    renderApp('/ws-1/analytics', analyticsServices({ analytics: { getOverview } }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Analytics could not be loaded');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(card('Work items')).toBeDefined());
    expect(getOverview).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('project analytics', () => {
  it('is the same page scoped to the project, without a project picker or projects tab', async () => {
    const getOverview = jest.fn(async () => analyticsFixtures.overview());
    renderApp(`/ws-1/projects/${web.id}/analytics`, analyticsServices({ analytics: { getOverview } }));
    await waitFor(() => expect(getOverview).toHaveBeenCalledWith('ws-1', { duration: 'last_30_days', projectIds: [web.id] }));
    expect(toolbar().getByRole('button', { name: 'Duration' })).toBeInTheDocument();
    expect(toolbar().queryByRole('button', { name: 'Projects' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Projects' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Work items' })).toBeInTheDocument();
  });

  it('is listed in the project\'s nav', async () => {
    renderApp(`/ws-1/projects/${web.id}/analytics`, analyticsServices());
    const nav = await screen.findByRole('navigation');
    const link = await within(nav).findByRole('link', { name: 'Analytics', current: 'page' }).catch(() => within(nav).getAllByRole('link', { name: 'Analytics' }).find((a) => a.getAttribute('href') === `/ws-1/projects/${web.id}/analytics`));
    expect(link).toHaveAttribute('href', `/ws-1/projects/${web.id}/analytics`);
  });
});
