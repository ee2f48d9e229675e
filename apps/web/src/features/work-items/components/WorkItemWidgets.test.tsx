jest.mock('@cairn/editor', () => jest.requireActual('../../../testing/fake-editor'));
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE, type Attachment, type Role, type Link, type LinkCreate, type ListUserProperties, type ListUserPropertiesUpdate, type RelatedWorkItem } from '@cairn/types';
import { fixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { defaultProperties } from '../../../testing/work-item-list-services';
import { testDetail, testWorkItem, workItemServices } from '../../../testing/work-item-services';

// The first test pays for the lazily imported routes (list, detail) on a busy machine.
jest.setTimeout(15000);
beforeEach(() => window.localStorage.clear());

const item = testWorkItem(1, { name: 'Main item' });
const other = testWorkItem(3, { name: 'Other item' });
const link = fixtures.link(1, { issue: item.id, title: 'Spec', url: 'https://example.com/spec' });
const file = fixtures.attachment(1, { issue_id: item.id, attributes: { name: 'mock.png', type: 'image/png', size: 2048 } });

function render(over: Parameters<typeof workItemServices>[0] = {}) {
  const services = workItemServices({
    items: [item, other],
    ...over,
    workItems: {
      get: (_s: string, _p: string, id: string) => Promise.resolve(testDetail(id === item.id ? item : other, { issue_link: id === item.id ? [link] : [], issue_attachments: id === item.id ? [file] : [] })),
      ...over.workItems,
    },
  });
  const utils = renderApp(`/ws-1/projects/${testProject.id}/issues?peekId=${item.id}`, services);
  return utils;
}

async function panel() {
  return screen.findByRole('article', { name: 'Work item WEB-1' });
}

describe('detail widgets', () => {
  it('adds a link (refusing a bad address first) and removes one', async () => {
    const create = jest.fn((_s: string, _p: string, issue: string, body: LinkCreate): Promise<Link> => Promise.resolve(fixtures.link(2, { ...body, id: body.id, issue, title: body.title ?? '' })));
    const remove = jest.fn().mockResolvedValue(undefined);
    render({ links: { create, delete: remove } });
    const links = within(await panel()).getByRole('region', { name: 'Links' });
    expect(within(links).getByRole('link', { name: 'Spec' })).toHaveAttribute('href', 'https://example.com/spec');
    fireEvent.click(within(links).getByRole('button', { name: 'Add link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add link' });
    fireEvent.change(within(dialog).getByLabelText('URL'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
    expect(await within(dialog).findByText('Only http, https and mailto links are allowed')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('URL'), { target: { value: 'https://example.com/design' } });
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Design' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith('ws-1', testProject.id, item.id, expect.objectContaining({ url: 'https://example.com/design', title: 'Design' })));
    expect(await within(links).findByRole('link', { name: 'Design' })).toBeInTheDocument();
    fireEvent.click(within(links).getByRole('button', { name: 'Remove link Spec' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('ws-1', testProject.id, item.id, link.id));
    await waitFor(() => expect(within(links).queryByRole('link', { name: 'Spec' })).not.toBeInTheDocument());
  });

  it('uploads a file with a progress bar, cancels it, and deletes an attachment after confirming', async () => {
    let progress: ((percent: number) => void) | undefined;
    const upload = jest.fn((_s: string, _p: string, _i: string, _f: File, options: { signal?: AbortSignal; onProgress?: (n: number) => void } = {}) => {
      progress = options.onProgress;
      return new Promise<Attachment | undefined>((_resolve, reject) => {
        options.signal?.addEventListener('abort', () => reject(new DOMException('Upload canceled', 'AbortError')));
      });
    });
    const remove = jest.fn().mockResolvedValue(undefined);
    render({ attachments: { upload, delete: remove } });
    const attachments = within(await panel()).getByRole('region', { name: 'Attachments' });
    const input = within(attachments).getByLabelText('Choose a file to attach');
    fireEvent.change(input, { target: { files: [new File(['x'.repeat(10)], 'notes.txt', { type: 'text/plain' })] } });
    const bar = await within(attachments).findByRole('progressbar', { name: 'Uploading notes.txt' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    progress?.(40);
    await waitFor(() => expect(within(attachments).getByRole('progressbar', { name: 'Uploading notes.txt' })).toHaveAttribute('aria-valuenow', '40'));
    expect(within(attachments).getByText('40%')).toBeInTheDocument();
    fireEvent.click(within(attachments).getByRole('button', { name: 'Cancel the upload of notes.txt' }));
    await waitFor(() => expect(within(attachments).queryByRole('progressbar')).not.toBeInTheDocument());

    fireEvent.click(within(attachments).getByRole('button', { name: 'Delete attachment mock.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete attachment?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('ws-1', testProject.id, file.id));
    await waitFor(() => expect(within(attachments).queryByRole('link', { name: 'mock.png' })).not.toBeInTheDocument());
  });

  it('adds a "blocked by" relation through the dialog and removes it', async () => {
    const related: RelatedWorkItem = fixtures.relatedWorkItem(3, 'blocked_by', { project_id: testProject.id, name: 'Other item' });
    const create = jest.fn().mockResolvedValue(undefined);
    const remove = jest.fn().mockResolvedValue(undefined);
    const get = jest
      .fn()
      .mockResolvedValueOnce({ blocked_by: [], blocking: [], relates_to: [], duplicate: [] })
      .mockResolvedValue({ blocked_by: [related], blocking: [], relates_to: [], duplicate: [] });
    render({ relations: { get, create, remove } });
    const relations = within(await panel()).getByRole('region', { name: 'Relations' });
    fireEvent.click(within(relations).getByRole('button', { name: 'Add relation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add relation' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Blocked by' }));
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /WEB-3 Other item/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith('ws-1', testProject.id, item.id, 'blocked_by', [other.id]));
    const group = await within(relations).findByRole('list', { name: 'Blocked by' });
    expect(within(group).getByRole('link', { name: 'Other item' })).toHaveAttribute('href', '/ws-1/browse/WEB-3');
    fireEvent.click(within(group).getByRole('button', { name: 'Remove relation with Other item' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('ws-1', testProject.id, item.id, 'blocked_by', other.id));
  });

  it('adds an existing item as a sub-work item', async () => {
    const addSubIssues = jest.fn().mockResolvedValue({
      sub_issues: [{ ...other, parent_id: item.id }],
      state_distribution: { backlog: 0, unstarted: 1, started: 0, completed: 0, cancelled: 0 },
    });
    render({ workItems: { addSubIssues } });
    const subItems = within(await panel()).getByRole('region', { name: 'Sub-work items' });
    fireEvent.click(within(subItems).getByRole('button', { name: 'Add sub-work item' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Add existing work item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add existing work item' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /WEB-3 Other item/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(addSubIssues.mock.calls[0].slice(0, 4)).toEqual(['ws-1', testProject.id, item.id, [other.id]]));
    expect(await within(subItems).findByRole('link', { name: 'Other item' })).toBeInTheDocument();
    expect(within(subItems).getByRole('img', { name: 'Unstarted: 1' })).toBeInTheDocument();
  });
});

describe('sub-work-item display properties', () => {
  const child = testWorkItem(5, { name: 'Child item', parent_id: item.id, priority: 'urgent' });
  const allOn = { key: true, issue_type: true, assignee: true, start_date: true, due_date: true, labels: true, priority: true, state: true };

  // The full page (no list loaded the project's settings): the widget loads them, and a toggle PATCHes only its part.
  function openPage(role: Role, stored: Partial<typeof allOn>) {
    let record: ListUserProperties = { ...defaultProperties(), sub_issue_display_properties: { ...allOn, ...stored } };
    const getProjectUserProperties = jest.fn(() => Promise.resolve(record));
    const patchProjectUserProperties = jest.fn((_s: string, _p: string, patch: ListUserPropertiesUpdate) => {
      record = { ...record, sub_issue_display_properties: { ...record.sub_issue_display_properties, ...patch.sub_issue_display_properties } };
      return Promise.resolve(record);
    });
    const listProject = jest.fn();
    const services = workItemServices({
      items: [item, child],
      workspaceRole: role,
      projectRole: role,
      workItems: {
        getSubIssues: () => Promise.resolve({ sub_issues: [child], state_distribution: { backlog: 0, unstarted: 1, started: 0, completed: 0, cancelled: 0 } }),
      },
      workItemLists: { getProjectUserProperties, patchProjectUserProperties, listProject },
    });
    renderApp('/ws-1/browse/WEB-1', services);
    return { getProjectUserProperties, patchProjectUserProperties, listProject };
  }

  async function subItemRow() {
    const region = within(await screen.findByRole('article', { name: 'Work item WEB-1' })).getByRole('region', { name: 'Sub-work items' });
    const link = await within(region).findByRole('link', { name: 'Child item' });
    return { region, row: link.closest('li') as HTMLElement };
  }

  it('loads the stored choice, and a toggle hides the property at once and saves it', async () => {
    const { getProjectUserProperties, patchProjectUserProperties, listProject } = openPage(ROLE.ADMIN, { priority: false });
    const { region, row } = await subItemRow();
    await waitFor(() => expect(getProjectUserProperties).toHaveBeenCalledWith('ws-1', testProject.id));
    await waitFor(() => expect(within(row).queryByText('Urgent')).not.toBeInTheDocument());
    expect(within(row).getByText('Todo')).toBeInTheDocument();
    fireEvent.click(within(region).getByRole('button', { name: /^Display/ }));
    const panel = screen.getByRole('dialog', { name: 'Sub-work item display properties' });
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'State' }));
    await waitFor(() => expect(within(row).queryByText('Todo')).not.toBeInTheDocument());
    await waitFor(() => expect(patchProjectUserProperties).toHaveBeenCalledWith('ws-1', testProject.id, { sub_issue_display_properties: { ...allOn, priority: false, state: false } }));
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Priority' }));
    expect(await within(row).findByText('Urgent')).toBeInTheDocument();
    await waitFor(() => expect(patchProjectUserProperties).toHaveBeenLastCalledWith('ws-1', testProject.id, { sub_issue_display_properties: { ...allOn, state: false } }));
    expect(within(row).queryByText('Todo')).not.toBeInTheDocument();
    // Only the widget's part changed: no list was asked for.
    expect(listProject).not.toHaveBeenCalled();
  });

  it('guests choose their own display too', async () => {
    const { patchProjectUserProperties } = openPage(ROLE.GUEST, {});
    const { region, row } = await subItemRow();
    expect(within(region).queryByRole('button', { name: 'Add sub-work item' })).not.toBeInTheDocument();
    expect(within(row).getByText('WEB-5')).toBeInTheDocument();
    fireEvent.click(within(region).getByRole('button', { name: /^Display/ }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Sub-work item display properties' })).getByRole('checkbox', { name: 'ID' }));
    await waitFor(() => expect(within(row).queryByText('WEB-5')).not.toBeInTheDocument());
    await waitFor(() => expect(patchProjectUserProperties).toHaveBeenCalledWith('ws-1', testProject.id, { sub_issue_display_properties: { ...allOn, key: false } }));
  });
});
