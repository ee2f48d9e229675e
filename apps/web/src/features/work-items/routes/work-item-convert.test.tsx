jest.mock('@cairn/editor', () => jest.requireActual('../../../testing/fake-editor'));
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE, type WorkItem, type WorkItemServiceType, type WorkItemUpdate } from '@cairn/types';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { testWorkItem, workItemServices } from '../../../testing/work-item-services';

beforeEach(() => window.localStorage.clear());

const item = testWorkItem(12, { name: 'Ship the beta' });

describe('convert a work item to an epic', () => {
  it('converts from the detail\'s menu; the item\'s later writes use the epics paths', async () => {
    const convert = jest.fn(async () => ({ ...item, is_epic: true }));
    const update = jest.fn((_s: string, _p: string, id: string, body: WorkItemUpdate, _type?: WorkItemServiceType): Promise<WorkItem> => Promise.resolve({ ...item, ...body, id, is_epic: true } as WorkItem));
    const { store } = renderApp('/ws-1/browse/WEB-12', workItemServices({ items: [item], epics: { convert }, workItems: { update } }));
    await screen.findByRole('article', { name: 'Work item WEB-12' });
    fireEvent.click(screen.getByRole('button', { name: 'Work item actions' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Convert to epic' }));
    await waitFor(() => expect(convert).toHaveBeenCalledWith('ws-1', testProject.id, item.id, true));
    expect(await screen.findByText('WEB-12 is now an epic')).toBeInTheDocument();
    expect(store.getState().workItemsById[item.id].is_epic).toBe(true);
    const title = screen.getByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: 'Ship the public beta' } });
    fireEvent.keyDown(title, { key: 'Enter' });
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][4]).toBe('epics');
  });

  it('offers no conversion to guests', async () => {
    renderApp('/ws-1/browse/WEB-12', workItemServices({ items: [item], projectRole: ROLE.GUEST, workspaceRole: ROLE.GUEST }));
    await screen.findByRole('article', { name: 'Work item WEB-12' });
    fireEvent.click(screen.getByRole('button', { name: 'Work item actions' }));
    expect(within(await screen.findByRole('menu')).queryByRole('menuitem', { name: 'Convert to epic' })).toBeNull();
  });
});
