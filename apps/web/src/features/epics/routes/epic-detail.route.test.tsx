jest.mock('@cairn/editor', () => jest.requireActual('../../../testing/fake-editor'));
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { testWorkItem } from '../../../testing/work-item-services';
import { epic, epicServices, epicUrl } from '../testing/epic-services';

beforeEach(() => window.localStorage.clear());

describe('epic page', () => {
  it('shows the epic with its progress by state group and its work items', async () => {
    const getSubIssues = jest.fn(async () => ({
      sub_issues: [testWorkItem(11, { name: 'Write the copy', parent_id: epic.id }), testWorkItem(12, { name: 'Pick the fonts', parent_id: epic.id, state__group: 'completed' })],
      state_distribution: { backlog: 0, unstarted: 1, started: 0, completed: 1, cancelled: 0 },
    }));
    renderApp(epicUrl(epic.id), epicServices({ workItems: { getSubIssues } }));
    const panel = await screen.findByRole('region', { name: 'Progress' });
    expect(await within(panel).findByText('50% complete')).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: '1 of 2 work items completed' })).toBeInTheDocument();
    const children = within(panel).getByRole('list', { name: 'Work items of this epic' });
    expect(within(children).getByRole('link', { name: 'Write the copy' })).toHaveAttribute('href', '/ws-1/browse/WEB-11');
    expect(within(children).getByText('Completed')).toBeInTheDocument();
    // Its own reads use the epics paths.
    expect(getSubIssues).toHaveBeenCalledWith('ws-1', testProject.id, epic.id, 'epics');
  });

  it('converts the epic to a work item from its menu and leaves for the item\'s page', async () => {
    const convert = jest.fn(async () => ({ ...epic, is_epic: false }));
    const { router } = renderApp(epicUrl(epic.id), epicServices({ epics: { convert } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Work item actions' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Convert to work item' }));
    await waitFor(() => expect(convert).toHaveBeenCalledWith('ws-1', testProject.id, epic.id, false));
    expect(await screen.findByText('WEB-10 is now a work item')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ws-1/browse/WEB-10'));
  });
});
