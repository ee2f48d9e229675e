jest.mock('@cairn/editor', () => jest.requireActual('../../../testing/fake-editor'));
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { testWorkItem, workItemServices } from '../../../testing/work-item-services';

beforeEach(() => window.localStorage.clear());

const listPath = `/ws-1/projects/${testProject.id}/issues`;
const first = testWorkItem(1, { name: 'Fix the login page', priority: 'high' });
const second = testWorkItem(2, { name: 'Write the docs' });

describe('project work items', () => {
  it('lists the items with key, state and priority (as pickers for an admin)', async () => {
    renderApp(listPath, workItemServices({ items: [first, second] }));
    expect(await screen.findByRole('button', { name: 'Open WEB-1 Fix the login page' })).toHaveTextContent('WEB-1');
    expect(await screen.findByRole('button', { name: 'State of WEB-1' })).toHaveTextContent('Todo');
    expect(screen.getByRole('button', { name: 'Priority of WEB-1' })).toHaveTextContent('High');
    expect(screen.getByText('2 work items')).toBeInTheDocument();
  });

  it('shows the empty state with the create button when the project has no items', async () => {
    renderApp(listPath, workItemServices({ items: [] }));
    expect(await screen.findByRole('heading', { name: 'No work items yet' })).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Create work item' })[0]);
    expect(await screen.findByRole('dialog', { name: 'Create work item in Website' })).toBeInTheDocument();
  });

  it('opens an item in the peek panel through ?peekId and closes it again', async () => {
    const { router } = renderApp(listPath, workItemServices({ items: [first, second] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Open WEB-2 Write the docs' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?peekId=${second.id}`));
    const peek = await screen.findByRole('article', { name: 'Work item WEB-2' });
    expect(within(peek).getByRole('textbox', { name: 'Title' })).toHaveValue('Write the docs');
    fireEvent.click(within(peek).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the peek when the address already carries ?peekId; Escape closes it', async () => {
    const { router } = renderApp(`${listPath}?peekId=${first.id}`, workItemServices({ items: [first] }));
    expect(await screen.findByRole('article', { name: 'Work item WEB-1' })).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens the full page from the peek', async () => {
    const { router } = renderApp(`${listPath}?peekId=${first.id}`, workItemServices({ items: [first] }));
    const peek = await screen.findByRole('article', { name: 'Work item WEB-1' });
    fireEvent.click(within(peek).getByRole('button', { name: 'Open the full page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ws-1/browse/WEB-1'));
    expect(await screen.findByRole('article', { name: 'Work item WEB-1' })).toBeInTheDocument();
  });

  it('opens the create dialog with C outside text fields only', async () => {
    renderApp(listPath, workItemServices({ items: [first] }));
    await screen.findByRole('button', { name: 'Open WEB-1 Fix the login page' });
    const input = document.createElement('input');
    document.body.appendChild(input);
    fireEvent.keyDown(input, { key: 'c' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    input.remove();
    fireEvent.keyDown(document.body, { key: 'c' });
    expect(await screen.findByRole('dialog', { name: 'Create work item in Website' })).toBeInTheDocument();
  });
});
