jest.mock('@cairn/editor', () => jest.requireActual('../../../testing/fake-editor'));
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Reaction, WorkItem, WorkItemUpdate } from '@cairn/types';
import { fixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { testWorkItem, workItemServices } from '../../../testing/work-item-services';

beforeEach(() => window.localStorage.clear());

const item = testWorkItem(12, { name: 'Ship the beta' });
const echo = (_s: string, _p: string, id: string, body: WorkItemUpdate): Promise<WorkItem> => Promise.resolve({ ...item, ...body, id } as WorkItem);

async function openDetail(services: ReturnType<typeof workItemServices>) {
  const utils = renderApp('/ws-1/browse/WEB-12', services);
  const article = await screen.findByRole('article', { name: 'Work item WEB-12' });
  return { ...utils, article };
}

async function menu(name: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Work item actions' }));
  fireEvent.click(await screen.findByRole('menuitem', { name }));
}

describe('work item detail actions', () => {
  it('renames the item in place (Enter saves, an empty title is refused)', async () => {
    const update = jest.fn(echo);
    await openDetail(workItemServices({ items: [item], workItems: { update } }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: '  ' } });
    fireEvent.keyDown(title, { key: 'Enter' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Title is required');
    fireEvent.change(title, { target: { value: 'Ship the public beta' } });
    fireEvent.keyDown(title, { key: 'Enter' });
    await waitFor(() => expect(update.mock.calls[0].slice(0, 4)).toEqual(['ws-1', testProject.id, item.id, { name: 'Ship the public beta' }]));
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('saves the description about a second after the last change, once', async () => {
    const update = jest.fn(echo);
    await openDetail(workItemServices({ items: [item], workItems: { update } }));
    const description = screen.getByRole('textbox', { name: 'Description' });
    fireEvent.change(description, { target: { value: '<p>Draft</p>' } });
    fireEvent.change(description, { target: { value: '<p>Draft two</p>' } });
    expect(update).not.toHaveBeenCalled();
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(update.mock.calls[0][3]).toEqual({ description_html: '<p>Draft two</p>' });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('archives after confirming, then restores from the banner', async () => {
    const archive = jest.fn().mockResolvedValue(undefined);
    const restore = jest.fn().mockResolvedValue(undefined);
    await openDetail(workItemServices({ items: [item], workItems: { archive, restore } }));
    await menu('Archive');
    const dialog = await screen.findByRole('dialog', { name: 'Archive WEB-12?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(archive.mock.calls[0].slice(0, 3)).toEqual(['ws-1', testProject.id, item.id]));
    const banner = (await screen.findByText('This work item is archived.')).parentElement as HTMLElement;
    expect(screen.getByRole('heading', { name: 'Ship the beta' })).toBeInTheDocument();
    fireEvent.click(within(banner).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(restore).toHaveBeenCalled());
    expect(await screen.findByRole('textbox', { name: 'Title' })).toBeInTheDocument();
  });

  it('deletes after confirming and goes back to the project list', async () => {
    const remove = jest.fn().mockResolvedValue(undefined);
    const { router } = await openDetail(workItemServices({ items: [item], workItems: { delete: remove } }));
    await menu('Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete WEB-12?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalled());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/ws-1/projects/${testProject.id}/issues`));
  });

  it('reacts to the item and takes the reaction back', async () => {
    const add = jest.fn((_s: string, _p: string, issue: string, reaction: string): Promise<Reaction> =>
      Promise.resolve({ id: fixtures.id(8001), actor: fixtures.id(1), reaction, issue, created_at: '2025-01-01T00:00:00.000Z' }),
    );
    const remove = jest.fn().mockResolvedValue(undefined);
    await openDetail(workItemServices({ items: [item], reactions: { add, remove } }));
    const bar = screen.getByRole('group', { name: 'Reactions to the work item' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Add reaction' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '🎉' }));
    await waitFor(() => expect(add).toHaveBeenCalledWith('ws-1', testProject.id, item.id, '🎉'));
    const mine = await within(bar).findByRole('button', { name: '🎉 1' });
    expect(mine).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(mine);
    await waitFor(() => expect(remove).toHaveBeenCalledWith('ws-1', testProject.id, item.id, '🎉'));
    await waitFor(() => expect(within(bar).queryByRole('button', { name: '🎉 1' })).not.toBeInTheDocument());
  });

  it('opens the create dialog with this item as parent from the sub-work-items widget', async () => {
    await openDetail(workItemServices({ items: [item] }));
    const subItems = screen.getByRole('region', { name: 'Sub-work items' });
    fireEvent.click(within(subItems).getByRole('button', { name: 'Add sub-work item' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Create new work item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create work item in Website' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /^Parent/ })).toHaveTextContent('WEB-12 Ship the beta'));
  });
});
