import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@cairn/services';
import type { PublicReactionCount, PublicVoteSummary } from '@cairn/types';
import { WorkItemPeek } from '../index';
import { ANCHOR, ITEM, b, f, makeSpacesStore, nextPathOf, renderIn } from '../testing/peek-test-kit.test-util';

const NOW = () => new Date('2026-01-02T12:00:00.000Z');

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function openPeek(options: Parameters<typeof makeSpacesStore>[0] = {}) {
  const made = makeSpacesStore(options);
  const onClose = jest.fn();
  renderIn(made.store, <WorkItemPeek anchor={ANCHOR} issueId={ITEM} onClose={onClose} now={NOW} />);
  await screen.findByRole('heading', { name: 'Dark mode for the board' });
  return { ...made, onClose };
}

describe('WorkItemPeek: the item', () => {
  it('shows the key, name, properties from the board lists and the description with safe links', async () => {
    const { services } = await openPeek();
    expect(services.publicBoard.workItem).toHaveBeenCalledWith(ANCHOR, ITEM);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('ROAD-7')).toBeInTheDocument();
    const props = document.querySelector('.cs-peek-props') as HTMLElement;
    expect(within(props).getByText('Backlog')).toBeInTheDocument();
    expect(within(props).getByText('High')).toBeInTheDocument();
    expect(within(props).getByText('bug')).toBeInTheDocument();
    expect(within(props).getByText('Ada')).toBeInTheDocument();
    expect(within(props).getByText('Sprint 4')).toBeInTheDocument();
    expect(within(props).getByText('Theming')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'a dark theme' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByText('Comment 1')).toBeInTheDocument();
  });

  it('a failed load offers a retry', async () => {
    const workItem = jest.fn().mockRejectedValueOnce(new ApiError(500, { error: 'boom' })).mockResolvedValueOnce(f.item());
    const { store } = makeSpacesStore({ publicBoard: { workItem } });
    renderIn(store, <WorkItemPeek anchor={ANCHOR} issueId={ITEM} onClose={() => undefined} now={NOW} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Dark mode for the board' })).toBeInTheDocument();
  });

  it('Escape closes, but not while typing a comment', async () => {
    const { onClose } = await openPeek({ signedIn: true });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Write a comment' }), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Vote up (3)' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('WorkItemPeek: votes and reactions (signed in)', () => {
  it('votes up at once, and the board row follows; a refusal rolls back and shows the server message', async () => {
    const answer = deferred<PublicVoteSummary>();
    const vote = jest.fn().mockReturnValueOnce(answer.promise).mockRejectedValueOnce(new ApiError(403, { error: 'Votes are turned off on this board' }));
    const unvote = jest.fn().mockResolvedValue({ up: 3, down: 1, mine: 0 });
    const { store } = await openPeek({ signedIn: true, publicBoard: { vote, unvote } });
    act(() => store.setState((d) => {
      d.boardItemsById[ITEM] = { ...b.item(1), id: ITEM, votes: { up: 3, down: 1, mine: 0 } };
    }));
    const up = screen.getByRole('button', { name: 'Vote up (3)' });
    expect(up).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(up);
    expect(screen.getByRole('button', { name: 'Vote up (4)' })).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().boardItemsById[ITEM]?.votes).toEqual({ up: 4, down: 1, mine: 1 });
    await act(async () => answer.resolve({ up: 5, down: 1, mine: 1 }));
    expect(screen.getByRole('button', { name: 'Vote up (5)' })).toHaveAttribute('aria-pressed', 'true');
    // Pressing one's own vote takes it back.
    fireEvent.click(screen.getByRole('button', { name: 'Vote up (5)' }));
    await waitFor(() => expect(unvote).toHaveBeenCalledWith(ANCHOR, ITEM));
    expect(await screen.findByRole('button', { name: 'Vote up (3)' })).toHaveAttribute('aria-pressed', 'false');
    // A refused down vote rolls back.
    fireEvent.click(screen.getByRole('button', { name: 'Vote down (1)' }));
    expect(await screen.findByText('Votes are turned off on this board')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vote down (1)' })).toHaveAttribute('aria-pressed', 'false');
    expect(vote).toHaveBeenLastCalledWith(ANCHOR, ITEM, -1);
  });

  it('toggles a reaction on the item; a 429 rolls back with its message', async () => {
    const react = jest.fn().mockResolvedValueOnce([{ reaction: '👍', count: 3, reacted: true }] satisfies PublicReactionCount[]);
    const unreact = jest.fn().mockRejectedValue(new ApiError(429, { error: 'Too many requests, try again in a minute' }));
    await openPeek({ signedIn: true, publicBoard: { react, unreact } });
    const group = screen.getByRole('group', { name: 'Reactions to the work item' });
    fireEvent.click(within(group).getByRole('button', { name: '👍 2' }));
    expect(within(group).getByRole('button', { name: '👍 3' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(react).toHaveBeenCalledWith(ANCHOR, ITEM, '👍'));
    fireEvent.click(within(group).getByRole('button', { name: '👍 3' }));
    expect(await screen.findByText('Too many requests, try again in a minute')).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: '👍 3' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('WorkItemPeek: comments (signed in)', () => {
  it('adds a comment as escaped paragraphs, shown at once', async () => {
    const answer = deferred<ReturnType<typeof f.comment>>();
    const addComment = jest.fn().mockReturnValue(answer.promise);
    await openPeek({ signedIn: true, publicBoard: { addComment } });
    const box = screen.getByRole('textbox', { name: 'Write a comment' });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('Write a comment', { selector: '.ck-field__error' })).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'Yes <b>please</b>\n\nSecond' } });
    expect(screen.queryByText('Write a comment', { selector: '.ck-field__error' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    const html = '<p>Yes &lt;b&gt;please&lt;/b&gt;</p><p>Second</p>';
    await waitFor(() => expect(addComment).toHaveBeenCalledWith(ANCHOR, ITEM, { comment_html: html }));
    expect(await screen.findByText('Yes <b>please</b>')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Comment by Me' })).toBeInTheDocument();
    await act(async () => answer.resolve(f.comment(9, { actor: f.person(5, { display_name: 'Me' }), comment_html: html, is_mine: true })));
    expect(box).toHaveValue('');
    expect(screen.getByText('2 comments')).toBeInTheDocument();
  });

  it('edits and deletes only one\'s own comment (delete asks first)', async () => {
    const mine = f.comment(2, { actor: f.person(5, { display_name: 'Me' }), is_mine: true, comment_html: '<p>Mine</p>' });
    const updateComment = jest.fn().mockResolvedValue({ ...mine, comment_html: '<p>Mine, edited</p>', edited_at: '2026-01-02T11:59:00.000Z' });
    const removeComment = jest.fn().mockResolvedValue(undefined);
    const { onClose } = await openPeek({
      signedIn: true,
      publicBoard: { workItem: jest.fn().mockResolvedValue(f.item({ comments: [f.comment(1), mine] })), updateComment, removeComment },
    });
    const theirs = screen.getByRole('listitem', { name: 'Comment by Person 1' });
    expect(within(theirs).queryByRole('button', { name: 'Edit comment' })).not.toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: 'Delete comment' })).not.toBeInTheDocument();

    const own = screen.getByRole('listitem', { name: 'Comment by Me' });
    fireEvent.click(within(own).getByRole('button', { name: 'Edit comment' }));
    const editor = within(own).getByRole('textbox', { name: 'Edit your comment' });
    expect(editor).toHaveValue('Mine');
    fireEvent.change(editor, { target: { value: 'Mine, edited' } });
    fireEvent.click(within(own).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateComment).toHaveBeenCalledWith(ANCHOR, ITEM, mine.id, { comment_html: '<p>Mine, edited</p>' }));
    expect(await within(own).findByText('Mine, edited')).toBeInTheDocument();
    expect(within(own).getByText('(edited)')).toBeInTheDocument();

    fireEvent.click(within(own).getByRole('button', { name: 'Delete comment' }));
    fireEvent.keyDown(await screen.findByRole('dialog', { name: 'Delete this comment?' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Delete this comment?' })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(own).getByRole('button', { name: 'Delete comment' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(removeComment).toHaveBeenCalledWith(ANCHOR, ITEM, mine.id));
    expect(screen.queryByRole('listitem', { name: 'Comment by Me' })).not.toBeInTheDocument();
  });
});

describe('WorkItemPeek: signed out and switches', () => {
  it('signed out: counts and comments, no inputs, and a sign-in link back to this peek', async () => {
    await openPeek();
    expect(screen.queryByRole('button', { name: /Vote up/ })).not.toBeInTheDocument();
    expect(screen.getByText('3 up')).toBeInTheDocument();
    expect(screen.getByText('1 down')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Reactions to the work item' })).getByRole('button', { name: '👍 2' })).toBeDisabled();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Comment 1')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Sign in to vote and comment' });
    expect(nextPathOf(link.getAttribute('href'))).toBe(`/spaces/issues/${ANCHOR}?peekId=${ITEM}`);
  });

  it('switches off hide their controls; activity shows only when the board shows it', async () => {
    await openPeek({ signedIn: true, settings: { is_votes_enabled: false, is_reactions_enabled: false, is_comments_enabled: false, is_activity_enabled: true } });
    expect(screen.queryByRole('group', { name: 'Votes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Reactions to the work item' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Comment 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Activity' })).toBeInTheDocument();
  });

  it('everything off: no comments section, no activity, no sign-in prompt', async () => {
    await openPeek({
      settings: { is_votes_enabled: false, is_reactions_enabled: false, is_comments_enabled: false, is_activity_enabled: false },
      publicBoard: { workItem: jest.fn().mockResolvedValue(f.item({ comments: [] })) },
    });
    expect(screen.queryByRole('heading', { name: /Comments/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Activity' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Sign in/ })).not.toBeInTheDocument();
  });
});

describe('WorkItemPeek: more', () => {
  it('toggles a reaction on a comment', async () => {
    const reactComment = jest.fn().mockResolvedValue([{ reaction: '🎉', count: 1, reacted: true }]);
    await openPeek({ signedIn: true, publicBoard: { reactComment } });
    const group = screen.getByRole('group', { name: 'Reactions to the comment' });
    fireEvent.click(within(group).getByRole('button', { name: 'Add a reaction' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '🎉' }));
    await waitFor(() => expect(reactComment).toHaveBeenCalledWith(ANCHOR, ITEM, f.id(501), '🎉'));
    expect(within(group).getByRole('button', { name: '🎉 1' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a refused comment keeps the typed text', async () => {
    const addComment = jest.fn().mockRejectedValue(new ApiError(403, { error: 'Comments are turned off on this board' }));
    await openPeek({ signedIn: true, publicBoard: { addComment } });
    const box = screen.getByRole('textbox', { name: 'Write a comment' });
    fireEvent.change(box, { target: { value: 'Keep me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('Comments are turned off on this board')).toBeInTheDocument();
    expect(box).toHaveValue('Keep me');
    expect(screen.queryByText('Keep me', { selector: 'p' })).not.toBeInTheDocument();
  });

  it('takes focus while open and gives it back to the row that opened it', async () => {
    const { store } = makeSpacesStore();
    const row = document.createElement('button');
    row.textContent = 'ROAD-7 row';
    document.body.appendChild(row);
    row.focus();
    const view = renderIn(store, <WorkItemPeek anchor={ANCHOR} issueId={ITEM} onClose={() => undefined} now={NOW} />);
    await screen.findByRole('heading', { name: 'Dark mode for the board' });
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    view.unmount();
    expect(row).toHaveFocus();
    row.remove();
  });
});

it('WorkItemPeek: reloads the item when the board gets a newer version of its row (live)', async () => {
  const workItem = jest.fn().mockResolvedValueOnce(f.item()).mockResolvedValueOnce(f.item({ name: 'Dark mode, renamed', updated_at: '2026-01-03T00:00:00.000Z' }));
  const { store } = makeSpacesStore({ publicBoard: { workItem } });
  renderIn(store, <WorkItemPeek anchor={ANCHOR} issueId={ITEM} onClose={() => undefined} now={NOW} />);
  await screen.findByRole('heading', { name: 'Dark mode for the board' });
  act(() => store.setState((d) => {
    d.boardItemsById[ITEM] = { ...b.item(1), id: ITEM, updated_at: '2026-01-03T00:00:00.000Z' };
  }));
  expect(await screen.findByRole('heading', { name: 'Dark mode, renamed' })).toBeInTheDocument();
  expect(workItem).toHaveBeenCalledTimes(2);
});
