import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@cairn/services';
import { fixtures } from '@cairn/state';
import { ROLE, type WorkItemExport } from '@cairn/types';
import { renderApp } from '../../../testing/render-app';
import { signedInServices } from '../../../testing/signed-in-services';

const web = fixtures.projectLite(1, { name: 'Website', identifier: 'WEB' });
const guestOnly = fixtures.projectLite(2, { name: 'Docs', identifier: 'DOC', member_role: ROLE.GUEST });

const row = (n: number, over: Partial<WorkItemExport> = {}): WorkItemExport => ({
  id: fixtures.id(700 + n), format: 'csv', status: 'completed', project_ids: [web.id], projects: [{ id: web.id, name: 'Website', identifier: 'WEB' }],
  file_name: `work-items-WEB-${n}.csv`, item_count: 12, size: 2048, error: null, created_by: fixtures.id(1), created_at: '2026-01-06T10:00:00.000Z',
  completed_at: '2026-01-06T10:00:05.000Z', ...over,
});

function services(exportsOver: Record<string, jest.Mock> = {}, role: number = ROLE.ADMIN) {
  return signedInServices({
    projectList: [web, guestOnly],
    members: { me: async () => fixtures.member(0, { member: fixtures.user(), role: role as 20 }) },
    exports: { list: jest.fn(async () => ({ results: [row(1)] })), create: jest.fn(async () => row(2, { status: 'queued', file_name: null, item_count: null })), ...exportsOver },
  });
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('exports settings', () => {
  it('lists past exports with status and a Download link, and starts a new export of the chosen projects', async () => {
    const s = services();
    renderApp('/ws-1/settings/exports', s);
    expect(await screen.findByRole('tab', { name: 'Exports' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Past exports' });
    expect(within(list).getByText('Completed')).toBeInTheDocument();
    expect(within(list).getByText(/12 work items/)).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Download work-items-WEB-1.csv' })).toHaveAttribute('href', `/api/workspaces/ws-1/export-issues/${row(1).id}/download/`);

    await userEvent.click(screen.getByRole('radio', { name: 'JSON' }));
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    await userEvent.click(within(document.querySelector<HTMLElement>('.cw-exports-form')!).getByRole('button', { name: 'Projects' }));
    // Only projects the caller is a member or admin of can be exported.
    expect(screen.queryByRole('option', { name: /DOC/ })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: /WEB · Website/ }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(s.exports.create).toHaveBeenCalledWith('ws-1', { provider: 'json', project: [web.id] }));
    expect(await within(list).findByText('Queued')).toBeInTheDocument();
    expect(await screen.findByText('Export started')).toBeInTheDocument();
  });

  it('asks again every 2 s while an export runs, and stops when it is done', async () => {
    const listCall = jest.fn()
      .mockResolvedValueOnce({ results: [row(1, { status: 'processing', file_name: null, item_count: null })] })
      .mockResolvedValue({ results: [row(1)] });
    renderApp('/ws-1/settings/exports', services({ list: listCall }));
    const list = await screen.findByRole('list', { name: 'Past exports' });
    expect(within(list).getByText('Processing')).toBeInTheDocument();
    expect(within(list).queryByRole('link')).toBeNull();
    await waitFor(() => expect(within(list).getByText('Completed')).toBeInTheDocument(), { timeout: 4000 });
    const calls = listCall.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 2300));
    expect(listCall.mock.calls.length).toBe(calls);
  }, 10_000);

  it('shows the server refusal and keeps the list as it was', async () => {
    const create = jest.fn().mockRejectedValue(new ApiError(403, { error: 'Guests cannot export work items' }));
    renderApp('/ws-1/settings/exports', services({ create }));
    await screen.findByRole('list', { name: 'Past exports' });
    await userEvent.click(within(document.querySelector<HTMLElement>('.cw-exports-form')!).getByRole('button', { name: 'Projects' }));
    await userEvent.click(await screen.findByRole('option', { name: /WEB · Website/ }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Guests cannot export work items')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Past exports' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('tells guests they cannot export', async () => {
    renderApp('/ws-1/settings/exports', services({}, ROLE.GUEST));
    expect(await screen.findByText('Guests cannot export work items.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });
});
