import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@cairn/services';
import type { PublicIntakeCreated } from '@cairn/types';
import { IntakeRoute } from '../index';
import { ANCHOR, f, makeSpacesStore, nextPathOf, renderIn } from '../../peek/testing/peek-test-kit.test-util';

const PATH = `/issues/${ANCHOR}/intake`;
const ROUTE = '/issues/:anchor/intake';
const created: PublicIntakeCreated = { id: f.id(700), name: 'Export to CSV', status: 'pending', created_at: '2026-01-02T10:00:00.000Z' };

function open(options: Parameters<typeof makeSpacesStore>[0] = {}) {
  const made = makeSpacesStore({ settings: { is_intake_enabled: true }, ...options });
  renderIn(made.store, <IntakeRoute />, PATH, ROUTE);
  return made;
}

describe('IntakeRoute', () => {
  it('validates inline: the title is required, and its error clears as it becomes valid', async () => {
    const createIntake = jest.fn();
    open({ signedIn: true, publicBoard: { createIntake } });
    fireEvent.click(await screen.findByRole('button', { name: 'Send request' }));
    const title = screen.getByRole('textbox', { name: /Title/ });
    expect(screen.getByText('Give your request a title')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    fireEvent.change(title, { target: { value: 'Export' } });
    expect(screen.queryByText('Give your request a title')).not.toBeInTheDocument();
    expect(createIntake).not.toHaveBeenCalled();
  });

  it('sends the request (description as escaped paragraphs) and confirms with a link back to the board', async () => {
    const createIntake = jest.fn().mockResolvedValue(created);
    open({ signedIn: true, publicBoard: { createIntake } });
    fireEvent.change(await screen.findByRole('textbox', { name: /Title/ }), { target: { value: '  Export to CSV ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'All <columns>\nplease' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    });
    expect(createIntake).toHaveBeenCalledWith(ANCHOR, { name: 'Export to CSV', description_html: '<p>All &lt;columns&gt;<br>please</p>' });
    expect(await screen.findByText("Thanks — your request was sent to the project's team for triage.")).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to the board' }).some((a) => a.getAttribute('href') === `/issues/${ANCHOR}`)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send another request' }));
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('');
  });

  it('a refused request keeps the text and shows the server message', async () => {
    const createIntake = jest.fn().mockRejectedValue(new ApiError(403, { error: 'Requests are turned off on this board' }));
    open({ signedIn: true, publicBoard: { createIntake } });
    fireEvent.change(await screen.findByRole('textbox', { name: /Title/ }), { target: { value: 'Export' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Requests are turned off on this board')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Export');
  });

  it('signed out: a sign-in prompt that comes back to the form', async () => {
    open();
    const link = await screen.findByRole('link', { name: 'Sign in to submit a request' });
    expect(nextPathOf(link.getAttribute('href'))).toBe(`/spaces${PATH}`);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('a board without requests says so', async () => {
    open({ signedIn: true, settings: { is_intake_enabled: false } });
    expect(await screen.findByText('This board does not take requests')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('opens the board when the viewer does not have it yet; an unpublished anchor shows the not-available page', async () => {
    const made = makeSpacesStore({ signedIn: true, publicBoard: { settings: jest.fn().mockRejectedValue(new ApiError(404, { error: 'This board is not published' })) } });
    made.store.setState((d) => {
      d.boardAnchor = undefined;
      d.boardStatus = 'idle';
    });
    renderIn(made.store, <IntakeRoute />, PATH, ROUTE);
    expect(await screen.findByText('This board is not available')).toBeInTheDocument();
    await waitFor(() => expect(made.services.publicBoard.settings).toHaveBeenCalledWith(ANCHOR));
  });
});

it('IntakeRoute: a malformed anchor is not available without asking the server', () => {
  const made = makeSpacesStore({ signedIn: true });
  renderIn(made.store, <IntakeRoute />, '/issues/not-an-anchor/intake', ROUTE);
  expect(screen.getByText('This board is not available')).toBeInTheDocument();
});
