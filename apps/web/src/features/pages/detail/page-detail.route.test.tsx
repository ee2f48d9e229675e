jest.mock('@cairn/editor', () => ({ ...jest.requireActual('../../../testing/fake-editor'), ...jest.requireActual('./testing/fake-collaborative-editor') }));

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@cairn/services';
import { PAGE_COLLAB_CLOSE, PAGE_TEXT, PAGE_TITLE_AUTOSAVE_MS, ROLE } from '@cairn/types';
import { fixtures, pageFixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { collabEditor } from './testing/fake-collaborative-editor';
import { otherUser, pageDetailServices, pageUrl, testPage } from './testing/page-detail-services';

afterEach(() => jest.useRealTimers());

const menuItems = async (name = 'Launch plan') => {
  fireEvent.click(await screen.findByRole('button', { name: `More actions for ${name}` }));
  return within(await screen.findByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent);
};

describe('page screen', () => {
  it('shows the title and the live content bound to the page, as the user in their colour', async () => {
    renderApp(pageUrl(), pageDetailServices());
    expect(await screen.findByRole('textbox', { name: 'Page title' })).toHaveValue('Launch plan');
    const body = await screen.findByRole('textbox', { name: 'Page content' });
    expect(body).toHaveAttribute('data-document', testPage.id);
    expect(body).toHaveAttribute('data-server', `ws://localhost/api/collab/workspaces/ws-1/projects/${testProject.id}/pages`);
    expect(collabEditor.props?.readOnly).toBe(false);
    expect(collabEditor.props?.user).toEqual({ id: fixtures.user().id, name: 'Ada Lovelace', color: expect.stringMatching(/^#[0-9a-f]{6}$/) });
    expect(await screen.findByRole('status', { name: 'Live' })).toBeInTheDocument();
    act(() => collabEditor.props?.onStatusChange?.('disconnected'));
    expect(screen.getByRole('status', { name: /your edits are kept/ })).toBeInTheDocument();
    act(() => collabEditor.props?.onPresenceChange?.([{ id: otherUser, name: 'Grace Hopper', color: '#0090ff' }]));
    expect(screen.getByRole('list', { name: '1 person editing now' })).toHaveTextContent('GH');
  });

  it('autosaves the title 2 s after the last key: saving, then saved', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const update = jest.fn(() => new Promise((resolve) => { answer = resolve; }));
    const { store } = renderApp(pageUrl(), pageDetailServices({ pages: { update: update as never } }));
    const title = await screen.findByRole('textbox', { name: 'Page title' });
    jest.useFakeTimers();
    fireEvent.change(title, { target: { value: 'Launch' } });
    fireEvent.change(title, { target: { value: 'Launch day' } });
    expect(title).toHaveValue('Launch day');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(PAGE_TITLE_AUTOSAVE_MS - 1);
    });
    expect(update).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith('ws-1', testProject.id, testPage.id, { name: 'Launch day' });
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    expect(store.getState().pages.byId[testPage.id].name).toBe('Launch day');
    await act(async () => {
      answer({ ...testPage, name: 'Launch day' });
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(title).toHaveValue('Launch day');
  });

  it('restores the old name and says "Failed" when the rename fails', async () => {
    const update = jest.fn().mockRejectedValue(new ApiError(500, { error: 'Boom' }));
    const { store } = renderApp(pageUrl(), pageDetailServices({ pages: { update } }));
    const title = await screen.findByRole('textbox', { name: 'Page title' });
    jest.useFakeTimers();
    fireEvent.change(title, { target: { value: 'Renamed' } });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(PAGE_TITLE_AUTOSAVE_MS);
    });
    jest.useRealTimers();
    await waitFor(() => expect(title).toHaveValue('Launch plan'));
    expect(store.getState().pages.byId[testPage.id].name).toBe('Launch plan');
    expect(store.getState().toasts.at(-1)).toMatchObject({ type: 'error', title: 'Failed' });
    expect(screen.getByText('Not saved')).toBeInTheDocument();
  });

  it('sets an emoji or an icon as the page logo', async () => {
    const update = jest.fn(async (_s: string, _p: string, _id: string, body: object) => ({ ...testPage, ...body }));
    renderApp(pageUrl(), pageDetailServices({ pages: { update } }));
    fireEvent.click(await screen.findByRole('button', { name: "Change the page's logo" }));
    const panel = screen.getByRole('dialog', { name: 'Page logo' });
    fireEvent.click(within(panel).getByRole('button', { name: '🚀' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('ws-1', testProject.id, testPage.id, { logo_props: { in_use: 'emoji', emoji: { value: '🚀' } } }));
    expect(screen.queryByRole('dialog', { name: 'Page logo' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: "Change the page's logo" }));
    const again = screen.getByRole('dialog', { name: 'Page logo' });
    fireEvent.click(within(again).getByRole('button', { name: 'Icon' }));
    fireEvent.click(within(again).getByRole('radio', { name: '#22c55e' }));
    fireEvent.click(within(again).getByRole('button', { name: 'Icon globe' }));
    await waitFor(() => expect(update).toHaveBeenLastCalledWith('ws-1', testProject.id, testPage.id, { logo_props: { in_use: 'icon', icon: { name: 'globe', color: '#22c55e' } } }));
    fireEvent.click(screen.getByRole('button', { name: "Change the page's logo" }));
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Page logo' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Page logo' })).toBeNull();
  });

  it('moves the caret into the content on Enter in the title', async () => {
    renderApp(pageUrl(), pageDetailServices());
    const title = await screen.findByRole('textbox', { name: 'Page title' });
    const body = await screen.findByRole('textbox', { name: 'Page content' });
    title.focus();
    fireEvent.keyDown(title, { key: 'Enter' });
    expect(body).toHaveFocus();
  });

  it('is read-only with the lock banner when locked; the owner may unlock', async () => {
    const unlock = jest.fn().mockResolvedValue({ ...testPage, is_locked: false });
    renderApp(pageUrl(), pageDetailServices({ page: { ...testPage, is_locked: true }, pages: { unlock } }));
    expect(await screen.findByText(/This page is locked/)).toBeInTheDocument();
    expect(collabEditor.props?.readOnly).toBe(true);
    expect(await screen.findByRole('textbox', { name: 'Page content' })).toHaveAttribute('aria-readonly', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(unlock).toHaveBeenCalledWith('ws-1', testProject.id, testPage.id));
    await waitFor(() => expect(collabEditor.props?.readOnly).toBe(false));
  });

  it('is read-only with the archive banner when archived, and Restore brings it back', async () => {
    const restore = jest.fn().mockResolvedValue(undefined);
    renderApp(pageUrl(), pageDetailServices({ page: { ...testPage, archived_at: '2025-01-01T00:00:00.000Z' }, pages: { restore } }));
    expect(await screen.findByText('This page is archived. Restore it to edit it.')).toBeInTheDocument();
    expect(collabEditor.props?.readOnly).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Page title' })).toHaveAttribute('readonly');
    expect(await menuItems()).toEqual(['Duplicate', 'Version history', 'Copy link', 'Restore', 'Delete']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Restore' }));
    await waitFor(() => expect(restore).toHaveBeenCalled());
    await waitFor(() => expect(collabEditor.props?.readOnly).toBe(false));
  });

  it('gives the owner every action and a member on someone else\'s page no managing ones', async () => {
    const first = renderApp(pageUrl(), pageDetailServices());
    expect(await menuItems()).toEqual(['Lock', 'Duplicate', 'Move to project…', 'Version history', 'Copy link', 'Archive']);
    expect(screen.getByRole('button', { name: 'Make the page private' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Launch plan to favorites' })).toBeInTheDocument();
    first.unmount();

    renderApp(pageUrl(), pageDetailServices({ page: { ...testPage, owned_by: otherUser } }));
    expect(await menuItems()).toEqual(['Duplicate', 'Version history', 'Copy link']);
    expect(screen.queryByRole('button', { name: 'Make the page private' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Launch plan to favorites' })).toBeInTheDocument();
    expect(collabEditor.props?.readOnly).toBe(false);
  });

  it('leaves a guest reading only: no star, no access toggle, a read-only note', async () => {
    renderApp(pageUrl(), pageDetailServices({ projectRole: ROLE.GUEST, page: { ...testPage, owned_by: otherUser } }));
    expect(await screen.findByText('You can read this page but not edit it.')).toBeInTheDocument();
    expect(await menuItems()).toEqual(['Version history', 'Copy link']);
    expect(screen.queryByRole('button', { name: /favorites/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Page title' })).toHaveAttribute('readonly');
    expect(collabEditor.props?.readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: "Change the page's logo" })).toBeNull();
  });

  it('toggles favorite and access through the store', async () => {
    const favorite = jest.fn().mockResolvedValue({});
    const setAccess = jest.fn().mockResolvedValue({ ...testPage, access: 'private' });
    renderApp(pageUrl(), pageDetailServices({ pages: { favorite, setAccess } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Launch plan to favorites' }));
    await waitFor(() => expect(favorite).toHaveBeenCalledWith('ws-1', testProject.id, testPage.id));
    expect(await screen.findByRole('button', { name: 'Remove Launch plan from favorites' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Make the page private' }));
    await waitFor(() => expect(setAccess).toHaveBeenCalledWith('ws-1', testProject.id, testPage.id, 'private'));
    expect(await screen.findByRole('button', { name: 'Make the page public' })).toBeInTheDocument();
  });

  it('lists versions, previews one read-only and restores it after confirming', async () => {
    const versions = [pageFixtures.version(1, { kind: 'manual', last_saved_at: '2025-01-01T09:00:00.000Z' }), pageFixtures.version(2, { owned_by: otherUser })];
    const getVersion = jest.fn().mockResolvedValue({ ...versions[0], description_html: '<p>Old words</p>' });
    const restoreVersion = jest.fn().mockResolvedValue(testPage);
    renderApp(pageUrl(), pageDetailServices({ versions, pages: { getVersion, restoreVersion } }));
    await menuItems();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Version history' }));
    const panel = await screen.findByRole('complementary', { name: 'Version history' });
    const rows = await within(panel).findAllByRole('button', { pressed: false });
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('Ada LovelaceManual'), expect.stringContaining('SomeoneAutomatic')]);
    fireEvent.click(rows[0]);
    const preview = await within(panel).findByRole('region', { name: 'Version preview' });
    expect(await within(preview).findByLabelText('Version content')).toHaveTextContent('Old words');
    expect(getVersion).toHaveBeenCalledWith('ws-1', testProject.id, testPage.id, versions[0].id);
    fireEvent.click(within(preview).getByRole('button', { name: 'Restore this version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this version?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore this version' }));
    await waitFor(() => expect(restoreVersion).toHaveBeenCalledWith('ws-1', testProject.id, testPage.id, versions[0].id));
    expect(await screen.findByText('Version restored')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Version history' })).toBeNull());
  });

  it('offers no restore or save to those who cannot edit the content', async () => {
    const versions = [pageFixtures.version(1)];
    const getVersion = jest.fn().mockResolvedValue({ ...versions[0], description_html: '<p>Old</p>' });
    renderApp(pageUrl(), pageDetailServices({ projectRole: ROLE.GUEST, versions, pages: { getVersion } }));
    await menuItems();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Version history' }));
    const panel = await screen.findByRole('complementary', { name: 'Version history' });
    expect(within(panel).queryByRole('button', { name: 'Save version now' })).toBeNull();
    fireEvent.click((await within(panel).findAllByRole('button', { pressed: false }))[0]);
    await within(panel).findByLabelText('Version content');
    expect(within(panel).queryByRole('button', { name: 'Restore this version' })).toBeNull();
  });

  it('moves the page to a project where the user may create pages, then opens its new link', async () => {
    const allowed = fixtures.projectLite(2, { name: 'Mobile', identifier: 'MOB', member_role: ROLE.MEMBER });
    const guestOnly = fixtures.projectLite(3, { name: 'Finance', identifier: 'FIN', member_role: ROLE.GUEST });
    const pagesOff = fixtures.projectLite(4, { name: 'Legacy', identifier: 'LEG', member_role: ROLE.ADMIN, page_view: false });
    const archived = fixtures.projectLite(5, { name: 'Old', identifier: 'OLD', member_role: ROLE.ADMIN, archived_at: '2024-01-01T00:00:00.000Z' });
    const notMember = fixtures.projectLite(6, { name: 'Secret', identifier: 'SEC', member_role: null, is_member: false });
    const current = { ...testProject, member_role: ROLE.MEMBER, is_member: true };
    const move = jest.fn().mockResolvedValue({ ...testPage, project_ids: [allowed.id] });
    const { router } = renderApp(pageUrl(), pageDetailServices({
      projects: { list: async () => [current, allowed, guestOnly, pagesOff, archived, notMember], get: async () => current },
      pages: { move, get: async (_s, projectId) => ({ ...testPage, project_ids: [projectId] }) },
    }));
    await menuItems();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Move to project…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move page' });
    const options = within(dialog).getAllByRole('radio');
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining('Mobile')]);
    fireEvent.click(options[0]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(move).toHaveBeenCalledWith('ws-1', testProject.id, testPage.id, allowed.id));
    await waitFor(() => expect(router.state.location.pathname).toBe(pageUrl(testPage.id, allowed.id)));
  });

  it('duplicates the page and opens the copy', async () => {
    const copy = pageFixtures.page(2, { name: 'Launch plan (copy)', project_ids: [testProject.id] });
    const duplicate = jest.fn().mockResolvedValue(copy);
    const { router } = renderApp(pageUrl(), pageDetailServices({ pages: { duplicate } }));
    await menuItems();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pageUrl(copy.id)));
  });

  it('deletes an archived page after confirming and goes back to the list', async () => {
    const del = jest.fn().mockResolvedValue(undefined);
    const { router } = renderApp(pageUrl(), pageDetailServices({ page: { ...testPage, archived_at: '2025-01-01T00:00:00.000Z' }, pages: { delete: del } }));
    await menuItems();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this page?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete page' }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('ws-1', testProject.id, testPage.id));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/ws-1/projects/${testProject.id}/pages`));
  });

  it('says the page is not found for an unknown id', async () => {
    renderApp(pageUrl(pageFixtures.id(99)), pageDetailServices());
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to pages' })).toBeInTheDocument();
  });

  it('says "Failed" when the read fails, and reads again on Try again', async () => {
    const get = jest.fn().mockRejectedValueOnce(new ApiError(500, { error: 'Boom' })).mockResolvedValue(testPage);
    const { store } = renderApp(pageUrl(), pageDetailServices({ pages: { get } }));
    const retry = await screen.findByText('Try again');
    expect(screen.getAllByText(PAGE_TEXT.fetchFailed).length).toBeGreaterThan(0);
    expect(store.getState().toasts.at(-1)).toMatchObject({ title: 'Failed', message: PAGE_TEXT.fetchFailed });
    fireEvent.click(retry);
    expect(await screen.findByRole('textbox', { name: 'Page title' })).toHaveValue('Launch plan');
  });

  it('stops the live content when the server closes the session for good', async () => {
    renderApp(pageUrl(), pageDetailServices());
    await screen.findByRole('textbox', { name: 'Page content' });
    act(() => collabEditor.props?.onClose?.(PAGE_COLLAB_CLOSE.FORBIDDEN));
    expect(await screen.findByText('You can no longer open this page')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Page content' })).toBeNull();
  });

  it('says the page was removed when someone deletes it while it is open', async () => {
    const { store } = renderApp(pageUrl(), pageDetailServices());
    await screen.findByRole('textbox', { name: 'Page content' });
    act(() => store.getState().forgetPage(testPage.id));
    expect(await screen.findByText('This page was removed')).toBeInTheDocument();
  });
});
