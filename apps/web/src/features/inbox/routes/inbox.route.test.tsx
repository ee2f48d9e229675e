jest.mock('@cairn/editor', () => jest.requireActual('../../../testing/fake-editor'));

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@cairn/services';
import { renderApp } from '../../../testing/render-app';
import { inboxServices, notes, notifiedItem } from '../testing/inbox-services';

const URL = '/ws-1/inbox';
const list = () => screen.findByRole('list', { name: 'All' });
const rows = (ul: HTMLElement) => within(ul).getAllByRole('listitem');
const rowOf = (id: string) => document.querySelector<HTMLElement>(`[data-notification-id="${id}"]`)!;
const failure = () => new ApiError(500, { error: 'Boom', error_code: 'INTERNAL' });

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('inbox screen (spec §2, §4, §7)', () => {
  it('lists the notifications with their sentences, unread dots and the tabs\' unread counts; the sidebar shows the count', async () => {
    const listCall = jest.fn(async () => ({ results: [notes.state, notes.mention, notes.comment], total_count: 3, next_cursor: '', prev_cursor: '', next_page_results: false, prev_page_results: false }));
    renderApp(URL, inboxServices({ notifications: { list: listCall } }));
    const ul = await list();
    expect(rows(ul)).toHaveLength(3);
    expect(listCall).toHaveBeenCalledWith('ws-1', { per_page: 300, cursor: '300:0:0' });
    expect(within(rowOf(notes.state.id)).getByText('Ada Lovelace changed the state of WEB-1 to In Progress')).toBeInTheDocument();
    expect(within(rowOf(notes.mention.id)).getByText('Ada Lovelace mentioned you in WEB-1')).toBeInTheDocument();
    expect(within(rowOf(notes.comment.id)).getByText('Ada Lovelace commented on WEB-1')).toBeInTheDocument();
    expect(within(rowOf(notes.state.id)).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(within(rowOf(notes.comment.id)).queryByRole('img', { name: 'Unread' })).toBeNull();
    const tabs = screen.getByRole('tablist', { name: 'Notifications' });
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: /All/ })).toHaveTextContent('2'));
    expect(within(tabs).getByRole('tab', { name: /Mentions/ })).toHaveTextContent('1');
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
  });

  it('shows "You\'re all caught up" when there is nothing', async () => {
    renderApp(URL, inboxServices({ rows: [] }));
    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
  });

  it('the Mentions tab and the filters reload the list with the spec\'s params', async () => {
    const listCall = jest.fn(async () => ({ results: [], total_count: 0, next_cursor: '', prev_cursor: '', next_page_results: false, prev_page_results: false }));
    const { router } = renderApp(URL, inboxServices({ notifications: { list: listCall } }));
    await screen.findByText("You're all caught up");
    fireEvent.click(screen.getByRole('tab', { name: /Mentions/ }));
    await waitFor(() => expect(listCall).toHaveBeenLastCalledWith('ws-1', { mentioned: 'true', per_page: 300, cursor: '300:0:0' }));
    fireEvent.click(screen.getByRole('button', { name: /Filters/ }));
    const panel = await screen.findByRole('dialog', { name: 'Filter notifications' });
    fireEvent.click(within(panel).getByLabelText('Assigned to me'));
    await waitFor(() => expect(listCall).toHaveBeenLastCalledWith('ws-1', expect.objectContaining({ type: 'assigned', mentioned: 'true' })));
    fireEvent.click(within(panel).getByLabelText('Archived'));
    await waitFor(() => expect(listCall).toHaveBeenLastCalledWith('ws-1', expect.objectContaining({ archived: 'true' })));
    expect(router.state.location.search).toContain('show=archived');
  });

  it('clicking a row marks it read and opens its work item in the peek; Escape closes it', async () => {
    const markRead = jest.fn(async () => ({ ...notes.state, read_at: '2025-01-01T10:00:00.000Z' }));
    const { router, store } = renderApp(URL, inboxServices({ notifications: { markRead } }));
    await list();
    fireEvent.click(within(rowOf(notes.state.id)).getByRole('button', { name: /changed the state/ }));
    await waitFor(() => expect(markRead).toHaveBeenCalledWith('ws-1', notes.state.id));
    expect(router.state.location.search).toContain(`peekId=${notifiedItem.id}`);
    expect(store.getState().notificationUnreadBySlug['ws-1']?.total_unread_notifications_count).toBe(1);
    await waitFor(() => expect(document.querySelector('.cw-inbox__peek-pane .cw-wi-peek')).not.toBeNull());
    expect(screen.getByRole('button', { name: 'Back to inbox' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(router.state.location.search).not.toContain('peekId'));
  });

  it('row actions: archive takes the row out at once, a failure puts it back with a toast', async () => {
    const archive = jest.fn(async () => Promise.reject(failure()));
    const { store } = renderApp(URL, inboxServices({ notifications: { archive } }));
    await list();
    fireEvent.click(within(rowOf(notes.mention.id)).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(archive).toHaveBeenCalled());
    await waitFor(() => expect(rowOf(notes.mention.id)).not.toBeNull());
    await waitFor(() => expect(store.getState().toasts.length).toBe(1));
  });

  it('keyboard: j / k move, u toggles read, e archives, s opens the snooze dialog', async () => {
    const markRead = jest.fn(async () => ({ ...notes.state, read_at: '2025-01-01T10:00:00.000Z' }));
    const archive = jest.fn(async () => ({ ...notes.mention, archived_at: '2025-01-01T10:00:00.000Z' }));
    const update = jest.fn(async (_s: string, _id: string, body: { snoozed_till: string | null }) => ({ ...notes.comment, ...body }));
    renderApp(URL, inboxServices({ notifications: { markRead, archive, update } }));
    await list();
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(document.activeElement).toBe(rowOf(notes.state.id).querySelector('.cw-inbox-row__main'));
    fireEvent.keyDown(document.activeElement!, { key: 'u' });
    await waitFor(() => expect(markRead).toHaveBeenCalledWith('ws-1', notes.state.id));
    fireEvent.keyDown(document.activeElement!, { key: 'j' });
    fireEvent.keyDown(document.activeElement!, { key: 'e' });
    await waitFor(() => expect(archive).toHaveBeenCalledWith('ws-1', notes.mention.id));
    await waitFor(() => expect(document.querySelector(`[data-notification-id="${notes.mention.id}"]`)).toBeNull());
    fireEvent.keyDown(document.body, { key: 's' });
    const dialog = await screen.findByRole('dialog', { name: 'Snooze notification' });
    fireEvent.click(within(dialog).getByRole('button', { name: '1 hour' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('ws-1', notes.comment.id, { snoozed_till: expect.any(String) }));
    await waitFor(() => expect(document.querySelector(`[data-notification-id="${notes.comment.id}"]`)).toBeNull());
  }, 20_000);

  it('"Mark all as read" clears the unread dots and the counts', async () => {
    const markAllRead = jest.fn(async () => ({ updated: 2 }));
    renderApp(URL, inboxServices({ notifications: { markAllRead, unread: jest.fn().mockResolvedValueOnce({ total_unread_notifications_count: 2, mention_unread_notifications_count: 1 }).mockResolvedValue({ total_unread_notifications_count: 0, mention_unread_notifications_count: 0 }) } }));
    await list();
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(markAllRead).toHaveBeenCalledWith('ws-1', {}));
    await waitFor(() => expect(screen.queryAllByRole('img', { name: 'Unread' })).toHaveLength(0));
    expect(screen.queryByText('2 unread')).toBeNull();
  });
});
