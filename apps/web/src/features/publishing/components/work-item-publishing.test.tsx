jest.mock('@cairn/editor', () => jest.requireActual('../../../testing/fake-editor'));
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fixtures, publishingFixtures as f } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { testWorkItem, workItemServices } from '../../../testing/work-item-services';

const item = testWorkItem(12, { name: 'Ship the beta' });

describe('votes and outsiders in the work item', () => {
  it('shows the votes as ▲ up ▼ down and who voted', async () => {
    const votes = jest.fn().mockResolvedValue(f.votes(3, 1));
    renderApp('/ws-1/browse/WEB-12', workItemServices({ items: [item], publishing: { votes } }));
    const group = await screen.findByRole('group', { name: 'Votes from the public board: 3 up, 1 down' });
    await waitFor(() => expect(votes).toHaveBeenCalledWith('ws-1', testProject.id, item.id));
    fireEvent.click(within(group).getByRole('button', { name: /▲ 3\s+▼ 1/ }));
    const panel = await screen.findByRole('dialog', { name: 'Who voted' });
    expect(within(panel).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['▲V1Voter 1', '▲V2Voter 2', '▲V3Voter 3', '▼V4Voter 4']);
  });

  it('hides the votes line when nobody voted', async () => {
    const votes = jest.fn().mockResolvedValue(f.votes(0, 0));
    renderApp('/ws-1/browse/WEB-12', workItemServices({ items: [item], publishing: { votes } }));
    await screen.findByRole('article', { name: 'Work item WEB-12' });
    await waitFor(() => expect(votes).toHaveBeenCalled());
    expect(screen.queryByRole('group', { name: /Votes from the public board/ })).toBeNull();
  });

  it('names a comment author from outside the workspace by actor_detail, marked "via public board"', async () => {
    const outsider = fixtures.id(4242);
    const comment = { ...fixtures.comment(1, { issue: item.id, actor: outsider }), actor_detail: { id: outsider, display_name: 'Grace', avatar_url: null } };
    renderApp('/ws-1/browse/WEB-12', workItemServices({ items: [item], comments: { list: () => Promise.resolve([comment]) } }));
    expect(await screen.findByRole('listitem', { name: 'Comment by Grace (via public board)' })).toBeInTheDocument();
  });
});
