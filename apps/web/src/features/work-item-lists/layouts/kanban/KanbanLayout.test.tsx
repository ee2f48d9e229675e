jest.mock('@cairn/editor', () => jest.requireActual('../../../../testing/fake-editor'));
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE } from '@cairn/types';
import { renderApp } from '../../../../testing/render-app';
import { testProject } from '../../../../testing/project-services';
import { doneState, testWorkItem, todoState } from '../../../../testing/work-item-services';
import { listSetup, tick, withDisplay } from '../../testing/list-setup.test-util';

jest.setTimeout(15000);
beforeEach(() => {
  window.localStorage.clear();
  // dnd-kit scrolls the picked-up card into view; jsdom has no scrolling.
  Element.prototype.scrollIntoView = jest.fn();
});

const listPath = `/ws-1/projects/${testProject.id}/issues`;
const first = testWorkItem(1, { name: 'Fix the login page', sort_order: 1000 });
const second = testWorkItem(2, { name: 'Write the docs', sort_order: 2000 });

async function press(target: Element | Document, code: string) {
  fireEvent.keyDown(target, { code, key: code === 'Space' ? ' ' : code });
  // The keyboard sensor listens from a timeout after the pick-up; moves re-render before the drop.
  await tick();
}

describe('kanban layout', () => {
  it('a column per state (empty ones too), cards with their properties, quick add per column', async () => {
    const { services } = listSetup({ items: [first, second], properties: withDisplay({ layout: 'kanban', group_by: 'state' }) });
    renderApp(listPath, services);
    const todo = await screen.findByRole('list', { name: todoState.name });
    expect(within(todo).getAllByRole('listitem').map((card) => card.getAttribute('aria-label'))).toEqual(['WEB-1 Fix the login page', 'WEB-2 Write the docs']);
    expect(within(screen.getByRole('list', { name: doneState.name })).queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByRole('button', { name: `Add a work item to ${doneState.name}` })).toBeInTheDocument();
  });

  it('keyboard drag to another column moves the item to that state (moveWorkItemInList → update) and announces it', async () => {
    const { services, update } = listSetup({ items: [first, second], properties: withDisplay({ layout: 'kanban', group_by: 'state' }) });
    renderApp(listPath, services);
    const handle = await screen.findByRole('button', { name: 'Move WEB-1' });
    handle.focus();
    await press(handle, 'Space');
    // The live region says where the card is (it starts over its own place).
    expect(await screen.findByText(`WEB-1 is over ${todoState.name}.`)).toBeInTheDocument();
    await press(document, 'ArrowRight');
    expect(await screen.findByText(`WEB-1 is over ${doneState.name}.`)).toBeInTheDocument();
    await press(document, 'Space');
    await waitFor(() => expect(update.mock.calls[0]?.slice(0, 4)).toEqual(['ws-1', testProject.id, first.id, { state_id: doneState.id }]));
    expect(await screen.findByText(`WEB-1 was dropped in ${doneState.name}.`)).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: doneState.name })).getByRole('listitem', { name: 'WEB-1 Fix the login page' })).toBeInTheDocument());
  });

  it('within a column, a manual order changes sort_order; Escape cancels', async () => {
    const { services, update } = listSetup({ items: [first, second], properties: withDisplay({ layout: 'kanban', group_by: 'state', order_by: 'sort_order' }) });
    renderApp(listPath, services);
    const handle = await screen.findByRole('button', { name: 'Move WEB-2' });
    handle.focus();
    await press(handle, 'Space');
    await press(document, 'ArrowUp');
    await press(document, 'Escape');
    expect(await screen.findByText('Moving WEB-2 was cancelled.')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    screen.getByRole('button', { name: 'Move WEB-2' }).focus();
    await press(screen.getByRole('button', { name: 'Move WEB-2' }), 'Space');
    await press(document, 'ArrowUp');
    await press(document, 'Space');
    await waitFor(() => expect(update.mock.calls[0]?.slice(0, 4)).toEqual(['ws-1', testProject.id, second.id, { sort_order: first.sort_order - 10000 }]));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: todoState.name })).getAllByRole('listitem').map((c) => c.getAttribute('aria-label'))).toEqual([
        'WEB-2 Write the docs',
        'WEB-1 Fix the login page',
      ]),
    );
  });

  it('guests cannot drag', async () => {
    const { services } = listSetup({ items: [first], properties: withDisplay({ layout: 'kanban', group_by: 'state' }), projectRole: ROLE.GUEST, workspaceRole: ROLE.GUEST });
    renderApp(listPath, services);
    await screen.findByRole('listitem', { name: 'WEB-1 Fix the login page' });
    expect(screen.queryByRole('button', { name: 'Move WEB-1' })).not.toBeInTheDocument();
  });
});
