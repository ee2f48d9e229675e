jest.mock('@cairn/editor', () => jest.requireActual('../../../testing/fake-editor'));
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Comment, WorkItem } from '@cairn/types';
import { fixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { doneState, testWorkItem, todoState, workItemServices } from '../../../testing/work-item-services';

beforeEach(() => window.localStorage.clear());

const item = testWorkItem(12, { name: 'Ship the beta', priority: 'medium' });
const detailPath = '/ws-1/browse/WEB-12';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function openDetail(services: ReturnType<typeof workItemServices>) {
  const utils = renderApp(detailPath, services);
  const article = await screen.findByRole('article', { name: 'Work item WEB-12' });
  return { ...utils, article };
}

async function pickState(name: string) {
  const properties = screen.getByRole('region', { name: 'Properties' });
  fireEvent.click(within(properties).getByRole('button', { name: 'State' }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('work item detail page', () => {
  it('shows the item with its properties and widgets', async () => {
    const { article } = await openDetail(workItemServices({ items: [item] }));
    expect(within(article).getByRole('textbox', { name: 'Title' })).toHaveValue('Ship the beta');
    const properties = within(article).getByRole('region', { name: 'Properties' });
    expect(within(properties).getByRole('button', { name: 'State' })).toHaveTextContent('Todo');
    expect(within(properties).getByRole('button', { name: 'Priority' })).toHaveTextContent('Medium');
    for (const widget of ['Sub-work items', 'Links', 'Attachments']) {
      expect(within(article).getByRole('button', { name: new RegExp(`^${widget}`) })).toHaveAttribute('aria-expanded', 'true');
    }
  });

  it('ends the breadcrumb with the item\'s identifier, one separator between each crumb and none dangling', async () => {
    await openDetail(workItemServices({ items: [item] }));
    const current = await screen.findByText(`${testProject.identifier}-${item.sequence_id}`, { selector: '[aria-current="page"]' });
    const trail = current.parentElement!;
    const parts = Array.from(trail.children).map((el) => (el.classList.contains('cw-breadcrumb-sep') ? '/' : 'crumb'));
    expect(parts[parts.length - 1]).toBe('crumb');
    expect(parts.join(' ')).not.toMatch(/\/ \//);
  });

  it('creates a label from the label picker, with the colour chosen there, and adds it to the item (issue 17)', async () => {
    const created = fixtures.label(7, { name: 'Docs', color: '#db2777', project_id: testProject.id });
    const createLabel = jest.fn().mockResolvedValue(created);
    const update = jest.fn().mockImplementation((_s, _p, _id, patch) => Promise.resolve({ ...item, ...patch }));
    await openDetail(workItemServices({ items: [item], labels: { create: createLabel }, workItems: { update } }));
    const properties = screen.getByRole('region', { name: 'Properties' });
    fireEvent.click(within(properties).getByRole('button', { name: 'Labels' }));
    fireEvent.change(await screen.findByRole('combobox'), { target: { value: 'Docs' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Colour 9' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create label “Docs”' }));
    await waitFor(() => expect(createLabel).toHaveBeenCalledWith('ws-1', testProject.id, expect.objectContaining({ name: 'Docs', color: '#db2777' })));
    await waitFor(() => expect(update.mock.calls.at(-1)?.[3]).toEqual({ label_ids: [created.id] }));
  });

  it('changes the state at once and keeps it when the server agrees', async () => {
    const answer = deferred<WorkItem>();
    const update = jest.fn().mockReturnValue(answer.promise);
    await openDetail(workItemServices({ items: [item], workItems: { update } }));
    await pickState('Done');
    const properties = screen.getByRole('region', { name: 'Properties' });
    // Optimistic: shown before the server answered.
    await waitFor(() => expect(within(properties).getByRole('button', { name: 'State' })).toHaveTextContent('Done'));
    expect(update.mock.calls[0].slice(0, 4)).toEqual(['ws-1', testProject.id, item.id, { state_id: doneState.id }]);
    answer.resolve({ ...item, state_id: doneState.id, state__group: 'completed' });
    await waitFor(() => expect(within(properties).getByRole('button', { name: 'State' })).toHaveTextContent('Done'));
  });

  it('rolls the state back and shows the toast when the server refuses', async () => {
    const update = jest.fn().mockRejectedValue(new Error('refused'));
    await openDetail(workItemServices({ items: [item], workItems: { update } }));
    await pickState('Done');
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    const properties = screen.getByRole('region', { name: 'Properties' });
    await waitFor(() => expect(within(properties).getByRole('button', { name: 'State' })).toHaveTextContent(todoState.name));
  });

  it('subscribes and unsubscribes', async () => {
    const subscribe = jest.fn().mockResolvedValue(undefined);
    const unsubscribe = jest.fn().mockResolvedValue(undefined);
    await openDetail(workItemServices({ items: [item], workItems: { subscribe, unsubscribe } }));
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const toggle = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(subscribe).toHaveBeenCalledWith('ws-1', testProject.id, item.id);
    fireEvent.click(toggle);
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toHaveAttribute('aria-pressed', 'false');
    expect(unsubscribe).toHaveBeenCalledWith('ws-1', testProject.id, item.id);
  });

  it('posts a comment and shows it in the activity', async () => {
    const create = jest.fn((_s: string, _p: string, issue: string, body: { id?: string; comment_html: string }): Promise<Comment> =>
      Promise.resolve(fixtures.comment(1, { id: body.id ?? fixtures.id(3001), issue, comment_html: body.comment_html, created_at: '2025-01-02T00:00:00.000Z' })),
    );
    await openDetail(workItemServices({ items: [item], comments: { create } }));
    const box = screen.getByRole('textbox', { name: 'Add a comment' });
    fireEvent.change(box, { target: { value: '<p>Looks good</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith('ws-1', testProject.id, item.id, expect.objectContaining({ comment_html: '<p>Looks good</p>' })));
    const feed = screen.getByRole('list', { name: 'Activity' });
    expect(await within(feed).findByText('Looks good')).toBeInTheDocument();
    expect(within(feed).getByRole('listitem', { name: 'Comment by Ada Lovelace' })).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('edits and deletes an own comment and reacts to it', async () => {
    const mine = fixtures.comment(1, { issue: item.id, comment_html: '<p>First take</p>' });
    const update = jest.fn((_s: string, _p: string, _i: string, id: string, body: { comment_html?: string }) =>
      Promise.resolve({ ...mine, ...body, id, edited_at: '2025-01-02T00:00:00.000Z' }),
    );
    const remove = jest.fn().mockResolvedValue(undefined);
    const addReaction = jest.fn((_s: string, _p: string, comment: string, reaction: string) =>
      Promise.resolve({ id: fixtures.id(8100), actor: fixtures.id(1), reaction, comment, created_at: '2025-01-02T00:00:00.000Z' }),
    );
    await openDetail(workItemServices({ items: [item], comments: { list: () => Promise.resolve([mine]), update, delete: remove, addReaction } }));
    const comment = await screen.findByRole('listitem', { name: 'Comment by Ada Lovelace' });
    fireEvent.click(within(comment).getByRole('button', { name: 'Edit comment' }));
    fireEvent.change(within(comment).getByRole('textbox', { name: 'Edit comment' }), { target: { value: '<p>Second take</p>' } });
    fireEvent.click(within(comment).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('ws-1', testProject.id, item.id, mine.id, { comment_html: '<p>Second take</p>' }));
    expect(await within(comment).findByText('Second take')).toBeInTheDocument();

    fireEvent.click(within(comment).getByRole('button', { name: 'Add reaction' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '👍' }));
    await waitFor(() => expect(addReaction).toHaveBeenCalledWith('ws-1', testProject.id, mine.id, '👍'));
    expect(await within(comment).findByRole('button', { name: '👍 1' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(within(comment).getByRole('button', { name: 'Delete comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete comment?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('ws-1', testProject.id, item.id, mine.id));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Comment by Ada Lovelace' })).not.toBeInTheDocument());
  });

  it('shows one not-found page for an unknown identifier: no toast, a way back to the project', async () => {
    renderApp('/ws-1/browse/WEB-99', workItemServices({ items: [item] }));
    expect(await screen.findByRole('heading', { name: 'Work item not found' })).toBeInTheDocument();
    expect(screen.getByText('WEB-99 does not exist, or you do not have access to it.')).toBeInTheDocument();
    expect(screen.getAllByText('Work item not found')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('an address that is no identifier gets the same page, with the projects as the way back', async () => {
    renderApp('/ws-1/browse/not-an-id', workItemServices({ items: [item] }));
    expect(await screen.findByRole('heading', { name: 'Work item not found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to projects' })).toBeInTheDocument();
  });
});
