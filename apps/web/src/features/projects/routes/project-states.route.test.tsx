import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE } from '@cairn/types';
import { fixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { projectServices, testProject } from '../../../testing/project-services';

beforeEach(() => window.localStorage.clear());

const statesPath = `/ws-1/projects/${testProject.id}/settings/states`;
const backlog = fixtures.state(1, { name: 'Backlog', group: 'backlog', default: true, sequence: 1000 });
const icebox = fixtures.state(2, { name: 'Icebox', group: 'backlog', sequence: 2000 });
const todo = fixtures.state(3, { name: 'Todo', group: 'unstarted', sequence: 1000 });
const list = () => Promise.resolve([backlog, icebox, todo]);

function row(name: string) {
  return screen.getByRole('listitem', { name });
}

describe('states tab', () => {
  it('groups states by the five groups', async () => {
    renderApp(statesPath, projectServices({ states: { list } }));
    await screen.findByText('Icebox');
    const group = screen.getByRole('region', { name: 'Backlog' });
    expect(within(group).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['Backlog', 'Icebox']);
    expect(within(screen.getByRole('region', { name: 'Unstarted' })).getByText('Todo')).toBeInTheDocument();
    for (const name of ['Started', 'Completed', 'Cancelled']) expect(screen.getByRole('region', { name })).toBeInTheDocument();
  });

  it('marks another state default: exactly one Default badge, the server is told', async () => {
    const markDefault = jest.fn().mockResolvedValue(undefined);
    renderApp(statesPath, projectServices({ workspaceRole: ROLE.MEMBER, projectRole: ROLE.MEMBER, states: { list, markDefault } }));
    await screen.findByText('Todo');
    expect(within(row('Backlog')).getByText('Default')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Todo' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Mark as default' }));
    expect(within(row('Todo')).getByText('Default')).toBeInTheDocument();
    expect(within(row('Backlog')).queryByText('Default')).toBeNull();
    expect(screen.getAllByText('Default')).toHaveLength(1);
    await waitFor(() => expect(markDefault).toHaveBeenCalledWith('ws-1', testProject.id, todo.id));
  });

  it('puts the default back and shows a toast when marking fails', async () => {
    const markDefault = jest.fn().mockRejectedValue(new Error('down'));
    renderApp(statesPath, projectServices({ states: { list, markDefault } }));
    await screen.findByText('Todo');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Icebox' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Mark as default' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(within(row('Backlog')).getByText('Default')).toBeInTheDocument();
    expect(within(row('Icebox')).queryByText('Default')).toBeNull();
  });

  it('reorders within a group with the move buttons (sequence between the new neighbours)', async () => {
    const update = jest.fn().mockImplementation((_s: string, _p: string, id: string, body: object) => Promise.resolve({ ...[backlog, icebox].find((x) => x.id === id), ...body }));
    renderApp(statesPath, projectServices({ states: { list, update } }));
    await screen.findByText('Icebox');
    expect(screen.getByRole('button', { name: 'Move Backlog up' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Move Icebox up' }));
    const group = screen.getByRole('region', { name: 'Backlog' });
    await waitFor(() => expect(within(group).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['Icebox', 'Backlog']));
    await waitFor(() => expect(update).toHaveBeenCalledWith('ws-1', testProject.id, icebox.id, { sequence: 500 }));
  });

  it('adds a state to a group and renames one', async () => {
    const created = fixtures.state(4, { name: 'In review', group: 'started', color: '#f59e0b' });
    const create = jest.fn().mockResolvedValue(created);
    const update = jest.fn().mockImplementation((_s: string, _p: string, _id: string, body: object) => Promise.resolve({ ...todo, ...body }));
    renderApp(statesPath, projectServices({ states: { list, create, update } }));
    await screen.findByText('Todo');
    fireEvent.click(screen.getByRole('button', { name: 'Add a state to Started' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'State name' }), { target: { value: 'In review' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith('ws-1', testProject.id, { name: 'In review', color: '#d97706', group: 'started' }));
    expect(await within(screen.getByRole('region', { name: 'Started' })).findByText('In review')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Actions for Todo' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'State name' }), { target: { value: 'To do' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('To do')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith('ws-1', testProject.id, todo.id, { name: 'To do', color: todo.color });
  });
});
