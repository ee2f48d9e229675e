import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@cairn/services';
import { PAGE_TEXT, ROLE } from '@cairn/types';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { pages, pageServices, pagesUrl, pageUrl } from '../testing/page-services';

// The page screen is the page-editor's (tested there); here it only has to be reached.
jest.mock('../detail/page-detail.route', () => ({ PageDetailRoute: () => <p>Page screen</p> }));

const P = testProject.id;
const menuOf = async (name: string) => {
  fireEvent.click(await screen.findByRole('button', { name: `More actions for ${name}` }));
  return screen.findByRole('menu');
};
const rowNames = async () => within(await screen.findByRole('list', { name: 'Pages' })).getAllByRole('link').map((a) => a.textContent);

beforeEach(() => window.localStorage.clear());

describe('pages list', () => {
  it('lists the live pages (updated_at desc by default) with preview, access, lock and counts per tab', async () => {
    const services = pageServices();
    const list = jest.spyOn(services.pages, 'list');
    renderApp(pagesUrl(), services);
    expect(await rowNames()).toEqual(['Product specs', 'Meeting notes', 'Roadmap']);
    expect(list).toHaveBeenCalledWith('ws-1', P, { type: 'all', sort_key: 'updated_at', sort_by: 'desc' });
    const rows = screen.getByRole('list', { name: 'Pages' });
    expect(within(rows).getByText('What we build next')).toBeInTheDocument();
    expect(within(rows).getAllByRole('img', { name: 'Private' })).toHaveLength(1);
    expect(within(rows).getByRole('img', { name: 'Locked' })).toBeInTheDocument();
    expect(within(rows).getByRole('link', { name: 'Product specs' })).toHaveAttribute('href', pageUrl(pages.specs.id));
    const tabs = screen.getByRole('tablist', { name: 'Which pages' });
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: /All/ })).toHaveTextContent('All3'));
    expect(within(tabs).getByRole('tab', { name: /Archived/ })).toHaveTextContent('Archived1');
  });

  it('sends the search to the server after a pause and shows "no match"', async () => {
    const services = pageServices();
    const list = jest.spyOn(services.pages, 'list');
    renderApp(pagesUrl(), services);
    await rowNames();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search pages' }), { target: { value: 'road' } });
    await waitFor(() => expect(list).toHaveBeenLastCalledWith('ws-1', P, expect.objectContaining({ search: 'road' })));
    await waitFor(async () => expect(await rowNames()).toEqual(['Roadmap']));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search pages' }), { target: { value: 'zzz' } });
    expect(await screen.findByRole('heading', { name: 'No matching pages' })).toBeInTheDocument();
  });

  it('switches tabs (archived, private) and filters, and remembers the sort per project', async () => {
    const services = pageServices();
    const list = jest.spyOn(services.pages, 'list');
    const { router, unmount } = renderApp(pagesUrl(), services);
    await rowNames();
    fireEvent.click(screen.getByRole('tab', { name: /Archived/ }));
    await waitFor(async () => expect(await rowNames()).toEqual(['Old plan']));
    expect(router.state.location.search).toBe('?tab=archived');
    fireEvent.click(screen.getByRole('tab', { name: /Private/ }));
    await waitFor(async () => expect(await rowNames()).toEqual(['Meeting notes']));
    fireEvent.click(screen.getByRole('tab', { name: /All/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Owned by me' }));
    await waitFor(async () => expect(await rowNames()).toEqual(['Product specs', 'Meeting notes']));
    expect(list).toHaveBeenLastCalledWith('ws-1', P, expect.objectContaining({ owned_by_me: 'true' }));
    fireEvent.click(screen.getByRole('button', { name: 'Owned by me' }));

    fireEvent.click(screen.getByRole('button', { name: 'Sort: Last updated, Descending' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Name' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith('ws-1', P, { type: 'all', sort_key: 'name', sort_by: 'desc' }));
    unmount();
    list.mockClear();
    renderApp(pagesUrl(), services);
    await rowNames();
    expect(list).toHaveBeenCalledWith('ws-1', P, { type: 'all', sort_key: 'name', sort_by: 'desc' });
  });

  it('creates a page with its access and opens it', async () => {
    const services = pageServices();
    const create = jest.spyOn(services.pages, 'create');
    const { router } = renderApp(pagesUrl(), services);
    await rowNames();
    fireEvent.click(screen.getByRole('button', { name: 'New page' }));
    const dialog = await screen.findByRole('dialog', { name: 'New page' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Sprint review' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Private' }));
    expect(within(dialog).getByText('Only you can see and edit this page.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create page' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith('ws-1', P, { name: 'Sprint review', access: 'private' }));
    const created = await create.mock.results[0].value;
    await waitFor(() => expect(router.state.location.pathname).toBe(pageUrl(created.id)));
    expect(await screen.findByText('Page screen')).toBeInTheDocument();
  });

  it('a failed create shows "Failed" with the spec text and keeps the dialog', async () => {
    const create = jest.fn().mockRejectedValue(new ApiError(500, { error: 'Boom' }));
    const { store } = renderApp(pagesUrl(), pageServices({ pages: { create } }));
    await rowNames();
    fireEvent.click(screen.getByRole('button', { name: 'New page' }));
    const dialog = await screen.findByRole('dialog', { name: 'New page' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create page' }));
    await waitFor(() => expect(store.getState().toasts).toEqual([expect.objectContaining({ title: 'Failed', message: PAGE_TEXT.createFailed })]));
    expect(create).toHaveBeenCalledWith('ws-1', P, { access: 'public' });
    expect(screen.getByRole('dialog', { name: 'New page' })).toBeInTheDocument();
  });

  it('archives, restores and deletes from the row menu', async () => {
    const services = pageServices();
    const del = jest.spyOn(services.pages, 'delete');
    renderApp(pagesUrl(), services);
    await rowNames();
    fireEvent.click(within(await menuOf('Product specs')).getByRole('menuitem', { name: 'Archive' }));
    await waitFor(async () => expect(await rowNames()).toEqual(['Meeting notes', 'Roadmap']));
    fireEvent.click(screen.getByRole('tab', { name: /Archived/ }));
    await waitFor(async () => expect(await rowNames()).toEqual(['Product specs', 'Old plan']));
    fireEvent.click(within(await menuOf('Old plan')).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this page?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete page' }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('ws-1', P, pages.old.id));
    await waitFor(async () => expect(await rowNames()).toEqual(['Product specs']));
    fireEvent.click(within(await menuOf('Product specs')).getByRole('menuitem', { name: 'Restore' }));
    expect(await screen.findByRole('heading', { name: 'No archived pages' })).toBeInTheDocument();
  });

  it('toggles a favorite from the row star', async () => {
    const services = pageServices();
    const favorite = jest.spyOn(services.pages, 'favorite');
    renderApp(pagesUrl(), services);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Product specs to favorites' }));
    expect(await screen.findByRole('button', { name: 'Remove Product specs from favorites' })).toHaveAttribute('aria-pressed', 'true');
    expect(favorite).toHaveBeenCalledWith('ws-1', P, pages.specs.id);
  });

  it('gives guests no "New page", star, duplicate or manage actions; members manage only their own pages', async () => {
    const { unmount } = renderApp(pagesUrl(), pageServices({ projectRole: ROLE.GUEST }));
    await rowNames();
    expect(screen.queryByRole('button', { name: 'New page' })).toBeNull();
    expect(screen.queryByRole('button', { name: /to favorites$/ })).toBeNull();
    expect(within(await menuOf('Roadmap')).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Open', 'Copy link']);
    unmount();

    renderApp(pagesUrl(), pageServices({ projectRole: ROLE.MEMBER }));
    await rowNames();
    expect(screen.getByRole('button', { name: 'New page' })).toBeInTheDocument();
    expect(within(await menuOf('Roadmap')).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Open', 'Copy link', 'Add to favorites', 'Duplicate']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(within(await menuOf('Product specs')).getAllByRole('menuitem').map((i) => i.textContent))
      .toEqual(['Open', 'Copy link', 'Add to favorites', 'Duplicate', 'Make private', 'Lock', 'Archive']);
  });

  it('shows the empty state of a tab with "New page"', async () => {
    renderApp(pagesUrl(), pageServices({ list: [] }));
    expect(await screen.findByRole('heading', { name: 'No pages yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New page' })).toHaveLength(2);
  });

  it('shows the "turned off" note when the project has pages off (page_view)', async () => {
    const services = pageServices({ pagesOff: true });
    const list = jest.spyOn(services.pages, 'list');
    renderApp(pagesUrl(), services);
    expect(await screen.findByRole('heading', { name: /turned off/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New page' })).toBeNull();
    expect(list).not.toHaveBeenCalled();
  });
});
