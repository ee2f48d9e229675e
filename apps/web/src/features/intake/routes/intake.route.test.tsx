jest.mock('@cairn/editor', () => jest.requireActual('../../../testing/fake-editor'));

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@cairn/services';
import { ROLE, ORGANISE_TEXT } from '@cairn/types';
import { fixtures, intakeFixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { intakeServices, intakeUrl, requests } from '../testing/intake-services';

const P = testProject.id;
const failure = () => new ApiError(500, { error: 'Boom', error_code: 'INTERNAL' });
const listOf = () => screen.findByRole('list', { name: 'Open' });
const rowNames = (list: HTMLElement) => within(list).getAllByRole('link').map((a) => a.querySelector('.cw-intake-row__title')?.textContent);

// Failed intake fetches are logged (the screen shows the spec's text in place).
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('intake page: lists (spec §2, §7, §8, §9)', () => {
  it('lists the open requests newest first with identifier, status, priority and sender; Closed lists the closed ones', async () => {
    const list = jest.fn(async (_s: string, _p: string, query?: { tab?: string }) => intakeFixtures.page(query?.tab === 'closed' ? [requests.closed] : [requests.r3, requests.r2, requests.r1]));
    const { router } = renderApp(intakeUrl(), intakeServices({ intake: { list } }));
    const open = await listOf();
    expect(rowNames(open)).toEqual(['Export fails on Safari', 'Dark mode please', 'Typo on pricing page']);
    expect(list).toHaveBeenCalledWith('ws-1', P, { tab: 'open', order_by: '-issue__created_at', per_page: 10, cursor: '10:0:0' });
    const first = within(open).getAllByRole('listitem')[0];
    expect(within(first).getByText('WEB-3')).toBeInTheDocument();
    expect(within(first).getByText('High')).toBeInTheDocument();
    expect(within(first).getByText('Pending')).toBeInTheDocument();
    expect(within(within(open).getAllByRole('listitem')[1]).getByText(/^Snoozed till /)).toBeInTheDocument();
    expect(await within(within(open).getAllByRole('listitem')[2]).findByText('by Grace Hopper')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Closed' }));
    const closed = await screen.findByRole('list', { name: 'Closed' });
    expect(rowNames(closed)).toEqual(['Add a fax integration']);
    expect(within(closed).getByText('Declined')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=closed');
  });

  it('shows the spec\'s init error text when the first fetch fails, and loads on retry', async () => {
    const list = jest.fn().mockRejectedValueOnce(failure()).mockResolvedValue(intakeFixtures.page([requests.r1]));
    renderApp(intakeUrl(), intakeServices({ intake: { list } }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ORGANISE_TEXT.intakeInitError);
    expect(alert).toHaveTextContent('Error fetching the intake work items please try again later.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(rowNames(await listOf())).toEqual(['Typo on pricing page']);
  });

  it('pages 10 at a time and shows the spec\'s pagination error text when a next page fails', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => intakeFixtures.intakeIssue(20 - i));
    const list = jest.fn()
      .mockResolvedValueOnce(intakeFixtures.page(ten, { total_results: 11, next_page_results: true, next_cursor: '10:1:10' }))
      .mockRejectedValueOnce(failure())
      .mockResolvedValueOnce(intakeFixtures.page([requests.r1], { total_results: 11 }));
    renderApp(intakeUrl(), intakeServices({ intake: { list } }));
    expect(within(await listOf()).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('11 requests')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ORGANISE_TEXT.intakePaginationError);
    expect(list).toHaveBeenLastCalledWith('ws-1', P, expect.objectContaining({ cursor: '10:1:10', per_page: 10 }));
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Open' })).getAllByRole('listitem')).toHaveLength(11));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters by priority and orders by ID from the menus (kept in the URL)', async () => {
    const list = jest.fn(async () => intakeFixtures.page([requests.r3]));
    const { router } = renderApp(intakeUrl(), intakeServices({ intake: { list } }));
    await listOf();
    fireEvent.click(screen.getByRole('button', { name: /Filters/ }));
    const panel = await screen.findByRole('dialog', { name: 'Filter requests' });
    fireEvent.click(within(panel).getByLabelText('High'));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith('ws-1', P, expect.objectContaining({ tab: 'open', priority: 'high' })));
    expect(router.state.location.search).toContain('priority=high');
    fireEvent.click(screen.getByRole('button', { name: /^Order/ }));
    const order = await screen.findByRole('dialog', { name: 'Order requests' });
    fireEvent.click(within(order).getByLabelText('ID'));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith('ws-1', P, expect.objectContaining({ order_by: '-issue__sequence_id', priority: 'high' })));
    fireEvent.click(within(order).getByLabelText('Ascending'));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith('ws-1', P, expect.objectContaining({ order_by: 'issue__sequence_id' })));
  });

  it('shows a note instead when the project has intake turned off', async () => {
    renderApp(intakeUrl(), intakeServices({ projects: { list: async () => [{ ...testProject, inbox_view: false }], get: async () => ({ ...testProject, inbox_view: false }) } }));
    expect(await screen.findByRole('heading', { name: 'Intake is turned off' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open features' })).toBeInTheDocument();
  });
});

describe('intake page: the request\'s detail and triage (spec §4)', () => {
  it('opens a request from the list into the URL, and a link opens it directly', async () => {
    const { router, unmount } = renderApp(intakeUrl(), intakeServices());
    fireEvent.click(within(await listOf()).getByRole('link', { name: /Typo on pricing page/ }));
    const detail = await screen.findByRole('article', { name: 'Typo on pricing page' });
    expect(router.state.location.search).toBe(`?inboxId=${requests.r1.id}`);
    expect(within(detail).getByLabelText('Title')).toHaveValue('Typo on pricing page');
    unmount();

    const get = jest.fn(async () => requests.closed);
    const update = jest.fn(async () => ({ ...requests.closed, status: 'pending' as const }));
    renderApp(intakeUrl(`inboxId=${requests.closed.id}`), intakeServices({ intake: { get, update } }));
    const closed = await screen.findByRole('article', { name: 'Add a fax integration' });
    expect(get).toHaveBeenCalledWith('ws-1', P, requests.closed.id);
    // A declined request can only be reopened (or deleted).
    expect(within(closed).queryByRole('button', { name: 'Accept' })).toBeNull();
    fireEvent.click(within(closed).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('ws-1', P, requests.closed.id, { status: 'pending', snoozed_till: null }));
  });

  it('gives members triage but not Delete (admins and a pending request\'s creator delete)', async () => {
    renderApp(intakeUrl(`inboxId=${requests.r1.id}`), intakeServices({ projectRole: ROLE.MEMBER }));
    const detail = await screen.findByRole('article', { name: 'Typo on pricing page' });
    expect(within(detail).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('accepts as an admin: the request leaves the open tab and links to its work item', async () => {
    const update = jest.fn(async () => ({ ...requests.r3, status: 'accepted' as const }));
    renderApp(intakeUrl(`inboxId=${requests.r3.id}`), intakeServices({ intake: { update } }));
    const detail = await screen.findByRole('article', { name: 'Export fails on Safari' });
    fireEvent.click(within(detail).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('ws-1', P, requests.r3.id, { status: 'accepted' }));
    expect(await within(detail).findByRole('link', { name: /Open work item WEB-3/ })).toBeInTheDocument();
    expect(rowNames(await listOf())).toEqual(['Dark mode please', 'Typo on pricing page']);
  });

  it('rolls a failed decline back into the open tab', async () => {
    const update = jest.fn(async () => Promise.reject(failure()));
    renderApp(intakeUrl(`inboxId=${requests.r1.id}`), intakeServices({ intake: { update } }));
    const detail = await screen.findByRole('article', { name: 'Typo on pricing page' });
    fireEvent.click(within(detail).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('ws-1', P, requests.r1.id, { status: 'declined' }));
    await waitFor(() => expect(rowNames(screen.getByRole('list', { name: 'Open' }))).toEqual(['Export fails on Safari', 'Dark mode please', 'Typo on pricing page']));
    expect(within(detail).getAllByText('Pending').length).toBeGreaterThan(0);
  });

  it('snoozes to a picked day, and unsnoozes a snoozed request', async () => {
    const update = jest.fn(async (_s: string, _p: string, id: string, body: object) => ({ ...(id === requests.r1.id ? requests.r1 : requests.r2), ...body }));
    const { unmount } = renderApp(intakeUrl(`inboxId=${requests.r1.id}`), intakeServices({ intake: { update } }));
    const detail = await screen.findByRole('article', { name: 'Typo on pricing page' });
    fireEvent.click(within(detail).getByRole('button', { name: 'Snooze' }));
    const dialog = await screen.findByRole('dialog', { name: 'Snooze request' });
    fireEvent.change(within(dialog).getByLabelText('Snooze until'), { target: { value: '2099-05-04' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Snooze' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('ws-1', P, requests.r1.id, { status: 'snoozed', snoozed_till: new Date(2099, 4, 4).toISOString() }));
    expect((await within(detail).findAllByText(/^Snoozed till /)).length).toBeGreaterThan(0);
    unmount();

    renderApp(intakeUrl(`inboxId=${requests.r2.id}`), intakeServices({ intake: { update } }));
    const snoozed = await screen.findByRole('article', { name: 'Dark mode please' });
    fireEvent.click(within(snoozed).getByRole('button', { name: 'Unsnooze' }));
    await waitFor(() => expect(update).toHaveBeenLastCalledWith('ws-1', P, requests.r2.id, { status: 'pending', snoozed_till: null }));
  });

  it('marks a duplicate of a work item picked from the project', async () => {
    const target = fixtures.workItem(5, { name: 'Safari export bug' });
    const update = jest.fn(async () => ({ ...requests.r3, status: 'duplicate' as const, duplicate_to: target.id }));
    renderApp(intakeUrl(`inboxId=${requests.r3.id}`), intakeServices({
      intake: { update },
      workItems: { list: async () => ({ results: [target], total_count: 1, next_cursor: '', prev_cursor: '', next_page_results: false }) },
    }));
    const detail = await screen.findByRole('article', { name: 'Export fails on Safari' });
    fireEvent.click(within(detail).getByRole('button', { name: 'Mark as duplicate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as duplicate of…' });
    fireEvent.click(await within(dialog).findByLabelText(/Safari export bug/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as duplicate' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('ws-1', P, requests.r3.id, { status: 'duplicate', duplicate_to: target.id }));
  });

  it('deletes after confirming and closes the detail', async () => {
    const remove = jest.fn(async () => undefined);
    const { router } = renderApp(intakeUrl(`inboxId=${requests.r1.id}`), intakeServices({ intake: { delete: remove } }));
    const detail = await screen.findByRole('article', { name: 'Typo on pricing page' });
    fireEvent.click(within(detail).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this request?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete request' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('ws-1', P, requests.r1.id));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(rowNames(await listOf())).toEqual(['Export fails on Safari', 'Dark mode please']);
  });

  it('edits the title and lists the description\'s versions under History', async () => {
    const update = jest.fn(async () => ({ ...requests.r1, issue: { ...requests.r1.issue, name: 'Typo on the pricing page' } }));
    const listDescriptionVersions = jest.fn(async () => [
      { id: fixtures.id(8801), issue: requests.r1.id, description_html: '<p>Second draft</p>', owned_by: fixtures.id(1), last_saved_at: '2025-01-02T10:00:00.000Z', created_at: '2025-01-02T10:00:00.000Z' },
    ]);
    renderApp(intakeUrl(`inboxId=${requests.r1.id}`), intakeServices({ intake: { update, listDescriptionVersions } }));
    const detail = await screen.findByRole('article', { name: 'Typo on pricing page' });
    const title = within(detail).getByLabelText('Title');
    fireEvent.change(title, { target: { value: 'Typo on the pricing page' } });
    fireEvent.blur(title);
    await waitFor(() => expect(update).toHaveBeenCalledWith('ws-1', P, requests.r1.id, { issue: { name: 'Typo on the pricing page' } }));

    fireEvent.click(within(detail).getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Description history' });
    expect(await within(dialog).findByText('Second draft')).toBeInTheDocument();
    expect(listDescriptionVersions).toHaveBeenCalledWith('ws-1', P, requests.r1.id);
  });
});

describe('intake page: guests', () => {
  it('lets a guest send a request (title required) and edit it while pending, without triage actions', async () => {
    const create = jest.fn(async (_s: string, _p: string, body: { issue: { id?: string; name: string } }) =>
      intakeFixtures.intakeIssue(9, { id: body.issue.id }, { id: body.issue.id, name: body.issue.name, sequence_id: 9, created_at: '2030-01-01T00:00:00.000Z' }));
    const { router } = renderApp(intakeUrl(), intakeServices({ projectRole: ROLE.GUEST, intake: { create } }));
    await listOf();
    fireEvent.click(screen.getByRole('button', { name: 'New request' }));
    const dialog = await screen.findByRole('dialog', { name: 'New request' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Please add CSV import' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Urgent' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0][2]).toMatchObject({ source: 'in-app', issue: { name: 'Please add CSV import', priority: 'urgent' } });
    await waitFor(() => expect(rowNames(screen.getByRole('list', { name: 'Open' }))[0]).toBe('Please add CSV import'));
    expect(router.state.location.search).toContain('inboxId=');
    const detail = await screen.findByRole('article', { name: 'Please add CSV import' });
    expect(within(detail).getByLabelText('Title')).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(detail).queryByRole('button', { name: 'Snooze' })).toBeNull();
    // The creator may still take back a pending request.
    expect(within(detail).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('shows a guest someone else\'s request read-only', async () => {
    renderApp(intakeUrl(`inboxId=${requests.r1.id}`), intakeServices({ projectRole: ROLE.GUEST }));
    const detail = await screen.findByRole('article', { name: 'Typo on pricing page' });
    expect(within(detail).getByRole('heading', { name: 'Typo on pricing page' })).toBeInTheDocument();
    expect(within(detail).queryByLabelText('Title')).toBeNull();
    expect(within(detail).queryByRole('group', { name: 'Triage actions' })).toBeNull();
  });
});
