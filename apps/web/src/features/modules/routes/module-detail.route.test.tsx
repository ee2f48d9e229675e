import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@cairn/services';
import { MODULE_SIDEBAR_COLLAPSED_KEY, ROLE, type ModuleLinkCreate } from '@cairn/types';
import { fixtures, moduleFixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { defaultProperties, workItemListServices } from '../../../testing/work-item-list-services';
import { apiModule, moduleServices } from '../testing/module-services';

const PAGE = `/ws-1/projects/${testProject.id}/modules/${apiModule.id}`;
const withLink = { ...apiModule, link_module: [moduleFixtures.link(1, 1, { title: 'Design doc', url: 'https://docs.example/design' })] };
const items = [fixtures.workItem(1, { name: 'Wire the API', module_ids: [apiModule.id] }), fixtures.workItem(2, { name: 'Write the docs' })];
const inModule = items.filter((item) => item.module_ids.includes(apiModule.id));

function detailServices(opts: Parameters<typeof moduleServices>[0] = {}) {
  const lists = workItemListServices(inModule);
  return moduleServices({
    moduleList: [withLink],
    ...opts,
    modules: { analytics: async () => moduleFixtures.analytics(), get: async () => withLink, ...opts.modules },
    workItemLists: {
      ...lists,
      listModule: (_s: string, _p: string, _m: string, params?: Record<string, string>) => lists.listProject!('ws-1', testProject.id, params),
      getModuleUserProperties: async () => defaultProperties(),
      ...opts.workItemLists,
    },
    workItems: { list: async () => ({ results: items, total_count: 2, next_cursor: '', prev_cursor: '', next_page_results: false }), ...opts.workItems },
  });
}

beforeEach(() => window.localStorage.clear());

const sidebar = () => screen.findByRole('complementary', { name: 'Module details' });

describe('module detail', () => {
  it("shows the module's work items and a sidebar with facts, links, progress and burndown; its collapse is remembered", async () => {
    const first = renderApp(PAGE, detailServices());
    const aside = await sidebar();
    expect(within(aside).getByText('In progress')).toBeInTheDocument();
    expect(within(aside).getByRole('link', { name: 'Design doc' })).toHaveAttribute('href', 'https://docs.example/design');
    expect(within(aside).getByText('3 of 8 done')).toBeInTheDocument();
    expect(await within(aside).findByRole('figure', { name: 'Burndown' })).toBeInTheDocument();
    expect(await screen.findByText('Wire the API')).toBeInTheDocument();

    fireEvent.click(within(aside).getByRole('button', { name: 'Hide module details' }));
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Module details' })).toBeNull());
    expect(window.localStorage.getItem(MODULE_SIDEBAR_COLLAPSED_KEY)).toBe('true');
    first.unmount();
    renderApp(PAGE, detailServices());
    expect(await screen.findByRole('button', { name: 'Show module details' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Module details' })).toBeNull();
  });

  it("adds a link, showing the server's refusal of a non-http scheme and adding nothing", async () => {
    const createLink = jest.fn(async (_s: string, _p: string, moduleId: string, body: ModuleLinkCreate) => {
      if (!body.url.startsWith('http')) throw new ApiError(400, { error: 'Invalid request', error_code: 'VALIDATION_ERROR', details: { url: ['Only http and https links are allowed'] } });
      return moduleFixtures.link(2, 1, { id: body.id!, module_id: moduleId, url: body.url, title: body.title ?? '' });
    });
    renderApp(PAGE, detailServices({ modules: { createLink } }));
    const aside = await sidebar();
    fireEvent.click(within(aside).getByRole('button', { name: 'Add link' }));
    fireEvent.change(within(aside).getByLabelText('URL'), { target: { value: 'ftp://files.example/spec' } });
    fireEvent.click(within(aside).getAllByRole('button', { name: 'Add link' }).at(-1)!);
    expect(await within(aside).findByRole('alert')).toHaveTextContent('Only http and https links are allowed');
    expect(within(aside).queryByRole('link', { name: 'ftp://files.example/spec' })).toBeNull();

    fireEvent.change(within(aside).getByLabelText('URL'), { target: { value: 'https://spec.example' } });
    fireEvent.change(within(aside).getByLabelText('Title'), { target: { value: 'Spec' } });
    fireEvent.click(within(aside).getAllByRole('button', { name: 'Add link' }).at(-1)!);
    expect(await within(aside).findByRole('link', { name: 'Spec' })).toHaveAttribute('href', 'https://spec.example');
    expect(createLink).toHaveBeenLastCalledWith('ws-1', testProject.id, apiModule.id, expect.objectContaining({ url: 'https://spec.example', title: 'Spec' }));
    expect(within(aside).queryByRole('alert')).toBeNull();
    // The form shows the refusal; no toast repeats it.
    expect(screen.queryByText('Invalid request')).toBeNull();
  });

  it('adds existing work items from the search dialog, leaving out those already in the module', async () => {
    const addWorkItems = jest.fn(async () => [{ ...items[1], module_ids: [apiModule.id] }]);
    renderApp(PAGE, detailServices({ modules: { addWorkItems } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add existing work items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add work items to API' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Write the docs/ }));
    expect(within(dialog).queryByRole('checkbox', { name: /Wire the API/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 1 work item' }));
    await waitFor(() => expect(addWorkItems).toHaveBeenCalledWith('ws-1', testProject.id, apiModule.id, [items[1].id]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add work items to API' })).toBeNull());
  });

  it('shows guests no link, item or edit controls', async () => {
    renderApp(PAGE, detailServices({ projectRole: ROLE.GUEST }));
    const aside = await sidebar();
    expect(within(aside).getByRole('link', { name: 'Design doc' })).toBeInTheDocument();
    expect(within(aside).queryByRole('button', { name: 'Add link' })).toBeNull();
    expect(within(aside).queryByRole('button', { name: /Edit link/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add existing work items' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Change status/ })).toBeNull();
  });
});
