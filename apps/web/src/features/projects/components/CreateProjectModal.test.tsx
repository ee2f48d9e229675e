import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@cairn/services';
import { PROJECT_ERROR_CODE, PROJECT_TEXT } from '@cairn/types';
import { fixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { signedInServices } from '../../../testing/signed-in-services';
import { workItemListServices } from '../../../testing/work-item-list-services';

beforeEach(() => window.localStorage.clear());

async function openModal() {
  fireEvent.click((await screen.findAllByRole('button', { name: 'Create project' }))[0]);
  return screen.findByRole('dialog', { name: 'Create project' });
}

describe('create project modal', () => {
  it('suggests the identifier from the name, shows a taken one, then creates with a free one and opens the project', async () => {
    const checkIdentifier = jest.fn((_slug: string, name: string) => Promise.resolve(name === 'MA'));
    const created = fixtures.project(7, { name: 'Mobile app', identifier: 'MOB' });
    const create = jest.fn().mockResolvedValue(created);
    const { router } = renderApp('/ws-1/projects', signedInServices({ projects: { checkIdentifier, create, get: () => Promise.resolve(created) }, workItemLists: workItemListServices([]) }));
    const dialog = await openModal();
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    const identifier = within(dialog).getByRole('textbox', { name: /Identifier/ });

    fireEvent.change(name, { target: { value: 'Mobile app' } });
    expect(identifier).toHaveValue('MA');
    expect(await within(dialog).findByText('This identifier is taken in this workspace')).toBeInTheDocument();
    expect(checkIdentifier).toHaveBeenLastCalledWith('ws-1', 'MA');
    expect(within(dialog).getByRole('button', { name: 'Create project' })).toBeDisabled();

    // Typing an identifier of one's own stops the suggestion from following the name.
    fireEvent.change(identifier, { target: { value: 'mob' } });
    expect(identifier).toHaveValue('MOB');
    expect(await within(dialog).findByText('Available')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'Mobile application' } });
    expect(identifier).toHaveValue('MOB');

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), { target: { value: 'iOS and Android' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith('ws-1', { name: 'Mobile application', identifier: 'MOB', description: 'iOS and Android' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/ws-1/projects/${created.id}/issues`));
    expect(await screen.findByRole('heading', { name: 'No work items yet' })).toBeInTheDocument();
  });

  it('checks identifiers locally first and marks a 409 from the create call on the field', async () => {
    const checkIdentifier = jest.fn().mockResolvedValue(false);
    const create = jest.fn().mockRejectedValue(new ApiError(409, { error: PROJECT_TEXT.identifierTaken, error_code: PROJECT_ERROR_CODE.PROJECT_IDENTIFIER_TAKEN }));
    renderApp('/ws-1/projects', signedInServices({ projects: { checkIdentifier, create } }));
    const dialog = await openModal();
    const identifier = within(dialog).getByRole('textbox', { name: /Identifier/ });

    fireEvent.change(identifier, { target: { value: 'AB-1' } });
    expect(await within(dialog).findByText('Only A-Z and 0-9 are allowed in a project identifier')).toBeInTheDocument();
    expect(checkIdentifier).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Create project' })).toBeDisabled();

    fireEvent.change(identifier, { target: { value: 'RACE' } });
    expect(await within(dialog).findByText('Available')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(await within(dialog).findByText('Project name is required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Race' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(await within(dialog).findByText('This identifier is taken in this workspace')).toBeInTheDocument();
    // The store's toast says it too, and the dialog stays open.
    expect(await screen.findByText(PROJECT_TEXT.identifierTaken)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create project' })).toBeInTheDocument();
  });
});
