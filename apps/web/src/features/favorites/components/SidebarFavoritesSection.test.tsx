import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@cairn/services';
import { fixtures } from '@cairn/state';
import type { Favorite, FavoriteCreate, FavoriteUpdate } from '@cairn/types';
import { renderApp } from '../../../testing/render-app';
import { signedInServices } from '../../../testing/signed-in-services';

const project = fixtures.projectLite(1, { name: 'Website', identifier: 'WEB' });
const P = project.id;
const at = '2025-01-01T00:00:00.000Z';
const entity = (id: string, entity_type: Favorite['entity_type'], name: string, over: Partial<Favorite> = {}): Favorite => ({
  id, entity_type, entity_identifier: `${id}-entity`, entity_data: { name }, project_id: P, parent: null, is_folder: false, name, sequence: 10000, created_at: at, ...over,
});
const folder = (id: string, name: string, sequence: number, children: Favorite[] = []): Favorite => ({
  id, entity_type: 'folder', entity_identifier: null, entity_data: null, project_id: null, parent: null, is_folder: true, name, sequence, created_at: at, children,
});
const tree = (): Favorite[] => [
  folder('F', 'Reading', 10000, [entity('c', 'cycle', 'Sprint 3', { parent: 'F' }), entity('v', 'view', 'Open bugs', { parent: 'F', sequence: 20000 })]),
  entity('p', 'project', 'Website', { entity_identifier: P, sequence: 20000, entity_data: { name: 'Website', logo_props: {} } }),
  entity('m', 'module', 'Billing', { sequence: 30000 }),
];
const flat = () => tree().flatMap((f) => [f, ...(f.children ?? [])]);
// The links' names (a project's link also holds its logo's letter).
const labels = (region: HTMLElement) => [...region.querySelectorAll('.cw-favs__link .cw-favs__label')].map((e) => e.textContent);
const refused = (error: string) => new ApiError(400, { error, error_code: 'VALIDATION' });

function renderSidebar(favorites: Record<string, unknown> = {}) {
  return renderApp('/ws-1', signedInServices({ projectList: [project], favorites: { list: async () => tree(), ...favorites } }));
}
// The section, once the drag layer (loaded when idle) has replaced the first list: rows stay put from then on.
const section = async () => {
  const region = await screen.findByRole('region', { name: 'Favorites' });
  await within(region).findAllByRole('button', { name: /^Drag / }, { timeout: 3000 }).catch(() => undefined);
  return region;
};
const menuOf = async (name: string) => {
  fireEvent.click(within(await section()).getByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu');
};

beforeEach(() => window.localStorage.clear());

describe('sidebar favorites', () => {
  it('lists folders and favorites with their live names, icons and links; folders fold', async () => {
    renderSidebar();
    const region = await section();
    expect(await within(region).findByRole('link', { name: /Website/ })).toHaveAttribute('href', `/ws-1/projects/${P}/issues`);
    expect(within(region).getByRole('link', { name: 'Sprint 3' })).toHaveAttribute('href', `/ws-1/projects/${P}/cycles/c-entity`);
    expect(within(region).getByRole('link', { name: 'Open bugs' })).toHaveAttribute('href', `/ws-1/projects/${P}/views/v-entity`);
    expect(within(region).getByRole('link', { name: 'Billing' })).toHaveAttribute('href', `/ws-1/projects/${P}/modules/m-entity`);
    expect(labels(region)).toEqual(['Sprint 3', 'Open bugs', 'Website', 'Billing']);
    fireEvent.click(within(region).getByRole('button', { name: 'Hide the favorites in Reading' }));
    expect(within(region).queryByRole('link', { name: 'Sprint 3' })).toBeNull();
    fireEvent.click(within(region).getByRole('button', { name: 'Show the favorites in Reading' }));
    expect(within(region).getByRole('link', { name: 'Sprint 3' })).toBeInTheDocument();
  });

  it('creates a folder from "+" (refusing a blank or taken name inline)', async () => {
    const create = jest.fn(async (_slug: string, body: FavoriteCreate) => folder(body.id!, body.name!, 40000));
    renderSidebar({ create });
    const region = await section();
    await within(region).findByRole('link', { name: /Website/ });
    fireEvent.click(within(region).getByRole('button', { name: 'New folder' }));
    const input = within(region).getByRole('textbox', { name: 'Folder name' });
    fireEvent.click(within(region).getByRole('button', { name: 'Create' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('Folder name is required');
    fireEvent.change(input, { target: { value: 'reading' } });
    fireEvent.submit(input.closest('form')!);
    expect(await within(region).findByRole('alert')).toHaveTextContent('You already have a folder with this name');
    fireEvent.change(input, { target: { value: 'Later' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(create).toHaveBeenCalledWith('ws-1', expect.objectContaining({ entity_type: 'folder', is_folder: true, name: 'Later' })));
    await waitFor(() => expect(within(region).queryByRole('textbox', { name: 'Folder name' })).toBeNull());
    expect(within(region).getByRole('button', { name: 'Hide the favorites in Later' })).toBeInTheDocument();
  });

  it('removes a favorite from its menu, and puts it back with a toast when the server refuses', async () => {
    const remove = jest.fn().mockRejectedValueOnce(refused('Could not remove')).mockResolvedValue(undefined);
    renderSidebar({ delete: remove });
    const region = await section();
    await within(region).findByRole('link', { name: 'Billing' });
    fireEvent.click(within(await menuOf('Billing')).getByRole('menuitem', { name: 'Remove from favorites' }));
    expect(await screen.findByText('Could not remove')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Billing' })).toBeInTheDocument();
    fireEvent.click(within(await menuOf('Billing')).getByRole('menuitem', { name: 'Remove from favorites' }));
    await waitFor(() => expect(within(region).queryByRole('link', { name: 'Billing' })).toBeNull());
    expect(remove).toHaveBeenLastCalledWith('ws-1', 'm');
  });

  it('moves a favorite with "Move to folder…", out of a folder and down, with the gap rule', async () => {
    const update = jest.fn(async (_slug: string, id: string, body: FavoriteUpdate) => ({ ...flat().find((f) => f.id === id)!, ...body }) as Favorite);
    renderSidebar({ update });
    const region = await section();
    await within(region).findByRole('link', { name: 'Billing' });
    fireEvent.click(within(await menuOf('Billing')).getByRole('menuitem', { name: 'Move to folder…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Billing to a folder' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Reading' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('ws-1', 'm', { parent: 'F', sequence: 30000 }));
    expect(labels(region)).toEqual(['Sprint 3', 'Open bugs', 'Billing', 'Website']);

    fireEvent.click(within(await menuOf('Sprint 3')).getByRole('menuitem', { name: 'Move out of folder' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('ws-1', 'c', { parent: null, sequence: 30000 }));
    fireEvent.click(within(await menuOf('Reading')).getByRole('menuitem', { name: 'Move down' }));
    // Reading (10000) goes between Website (20000) and Sprint 3 (30000).
    await waitFor(() => expect(update).toHaveBeenCalledWith('ws-1', 'F', { sequence: 25000 }));
  });

  it('renames and deletes a folder from its menu; its favorites stay at the top level', async () => {
    const update = jest.fn(async () => folder('F', 'Queue', 10000));
    const remove = jest.fn(async () => undefined);
    renderSidebar({ update, delete: remove });
    const region = await section();
    await within(region).findByRole('link', { name: /Website/ });
    fireEvent.click(within(await menuOf('Reading')).getByRole('menuitem', { name: 'Rename folder' }));
    const input = within(region).getByRole('textbox', { name: 'Folder name' });
    fireEvent.change(input, { target: { value: 'Queue' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(update).toHaveBeenCalledWith('ws-1', 'F', { name: 'Queue' }));
    expect(await within(region).findByRole('button', { name: 'Hide the favorites in Queue' })).toBeInTheDocument();
    fireEvent.click(within(await menuOf('Queue')).getByRole('menuitem', { name: 'Delete folder' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('ws-1', 'F'));
    expect(within(region).queryByRole('button', { name: 'Hide the favorites in Queue' })).toBeNull();
    expect(labels(region)).toEqual(['Sprint 3', 'Website', 'Open bugs', 'Billing']);
  });

  it('offers keyboard drag handles once the drag layer has loaded, with screen-reader instructions', async () => {
    renderSidebar();
    const region = await section();
    const handle = await within(region).findByRole('button', { name: 'Drag Billing' }, { timeout: 3000 });
    expect(handle).toHaveAttribute('aria-roledescription', 'draggable');
    expect(handle).toHaveAttribute('aria-describedby');
    expect(document.body).toHaveTextContent('To pick up a favorite, focus its drag handle and press space or enter.');
  });

  it('shows the empty text when there are no favorites', async () => {
    renderApp('/ws-1', signedInServices({ projectList: [project] }));
    expect(await within(await section()).findByText('No favorites yet')).toBeInTheDocument();
  });
});
