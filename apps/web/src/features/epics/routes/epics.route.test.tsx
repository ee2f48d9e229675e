jest.mock('@cairn/editor', () => jest.requireActual('../../../testing/fake-editor'));
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE, type WorkItem, type WorkItemCreate, type WorkItemServiceType } from '@cairn/types';
import { fixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { testWorkItem } from '../../../testing/work-item-services';
import { epic, epicServices, epicsUrl } from '../testing/epic-services';

beforeEach(() => window.localStorage.clear());

describe('epics page', () => {
  it('lists the project\'s epics and links the section in the sidebar', async () => {
    renderApp(epicsUrl(), epicServices());
    expect(await screen.findByText('Launch the new site')).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(sidebar).getByRole('link', { name: 'Epics' })).toHaveAttribute('href', epicsUrl());
  });

  it('creates an epic through the create dialog on the epics paths (no draft)', async () => {
    const create = jest.fn((_s: string, _p: string, body: WorkItemCreate, _type?: WorkItemServiceType): Promise<WorkItem> =>
      Promise.resolve(testWorkItem(20, { ...body, id: body.id ?? fixtures.id(2020), is_epic: true, description_html: body.description_html ?? '' } as Partial<WorkItem>)));
    renderApp(epicsUrl(), epicServices({ workItems: { create } }));
    fireEvent.click(await screen.findByRole('button', { name: 'New epic' }));
    const dialog = await screen.findByRole('dialog', { name: `Create epic in ${testProject.name}` });
    expect(within(dialog).queryByRole('button', { name: 'Save as draft' })).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Title/ }), { target: { value: 'Mobile app' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][2]).toEqual(expect.objectContaining({ name: 'Mobile app' }));
    expect(create.mock.calls[0][3]).toBe('epics');
    expect(await screen.findByText('Epic WEB-20 created')).toBeInTheDocument();
  });

  it('gives guests no "New epic"', async () => {
    renderApp(epicsUrl(), epicServices({ projectRole: ROLE.GUEST }));
    expect(await screen.findByText(epic.name)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New epic' })).toBeNull();
  });
});
