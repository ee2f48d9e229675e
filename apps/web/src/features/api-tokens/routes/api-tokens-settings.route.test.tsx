import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@cairn/services';
import type { ApiToken, ApiTokenCreated } from '@cairn/types';
import { renderApp } from '../../../testing/render-app';
import { signedInServices } from '../../../testing/signed-in-services';

const WORKSPACE = '00000000-0000-4000-8000-0000000000aa';
const token = (n: number, over: Partial<ApiToken> = {}): ApiToken => ({
  id: `00000000-0000-4000-8000-00000000070${n}`, label: `Token ${n}`, description: '', token_hint: `wx${n}${n}`, workspace: WORKSPACE,
  workspace_slug: 'ws-1', expired_at: null, is_active: true, last_used_at: null, created_at: '2026-01-06T10:00:00.000Z', ...over,
});
const SECRET = 'cairn_api_Zq3v9P1s0mE-rAnd0m-t0ken-vAlue-0123456789abcd';

function services(over: Record<string, jest.Mock> = {}, rows: ApiToken[] = [token(1)]) {
  return signedInServices({ apiTokens: { list: jest.fn(async () => rows), ...over } });
}

const dialog = () => screen.findByRole('dialog');

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('personal access tokens settings', () => {
  it('lists the tokens: title, hint, description, workspace, expiry, last used, created', async () => {
    const rows = [
      token(1, { label: 'CI deploy', description: 'Runs on main', last_used_at: new Date(Date.now() - 3 * 3_600_000).toISOString() }),
      token(2, { label: 'Old script', expired_at: '2025-01-01T00:00:00.000Z', is_active: false }),
      token(3, { label: 'Reporting', expired_at: '2099-03-04T12:00:00.000Z' }),
    ];
    renderApp('/ws-1/settings/api-tokens', services({}, rows));
    expect(await screen.findByRole('tab', { name: 'Personal access tokens' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    const [ci, old, reporting] = within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);
    expect(within(ci).getByText('CI deploy')).toBeInTheDocument();
    expect(within(ci).getByText('…wx11')).toBeInTheDocument();
    expect(within(ci).getByText('Runs on main')).toBeInTheDocument();
    expect(within(ci).getByText('Workspace: ws-1')).toBeInTheDocument();
    expect(within(ci).getByText('Never expires')).toBeInTheDocument();
    expect(within(ci).getByText('Last used 3 hours ago')).toBeInTheDocument();
    expect(within(ci).getByText(/^Created /)).toBeInTheDocument();
    expect(within(old).getAllByText('Expired').length).toBeGreaterThan(0);
    expect(within(old).getByText('Never used')).toBeInTheDocument();
    expect(within(reporting).getByText(/^Expires .*2099/)).toBeInTheDocument();
    // The list never has a token, only hints.
    expect(screen.queryByText(/cairn_api_/)).toBeNull();
  });

  it('shows an empty state with "Add token"', async () => {
    renderApp('/ws-1/settings/api-tokens', services({}, []));
    expect(await screen.findByText('No tokens yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add token' })).toBeInTheDocument();
  });

  it('creates a token and shows it once, with Copy and how to use it', async () => {
    const created: ApiTokenCreated = { ...token(4, { label: 'Nightly', token_hint: 'abcd' }), token: SECRET };
    const create = jest.fn(async () => created);
    const writeText = jest.fn(async () => undefined);
    renderApp('/ws-1/settings/api-tokens', services({ create }));
    await screen.findByRole('list', { name: 'Your API tokens' });
    await userEvent.click(screen.getByRole('button', { name: 'Add token' }));
    const form = await dialog();
    expect(within(form).getByText('The token acts as you in the workspace ws-1, with your role there.')).toBeInTheDocument();

    // A title is required; nothing is sent without one.
    await userEvent.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(await within(form).findByText('Title is required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await userEvent.type(within(form).getByRole('textbox', { name: /Title/ }), 'Nightly');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Description' }), 'Exports every night');
    await userEvent.click(within(form).getByRole('radio', { name: 'Never' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith({ label: 'Nightly', description: 'Exports every night', workspace_slug: 'ws-1', expired_at: null }));

    const shown = await screen.findByRole('dialog', { name: 'Your new token' });
    expect(within(shown).getByLabelText('Token')).toHaveValue(SECRET);
    expect(within(shown).getByText('Copy this token now. For your security it will not be shown again.')).toBeInTheDocument();
    expect(within(shown).getByText('Send it in the X-Api-Key header with every request.')).toBeInTheDocument();
    expect(within(shown).getByText(`Base URL: ${window.location.origin}/api/v1/`)).toBeInTheDocument();

    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(within(shown).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(await screen.findByText('Token copied')).toBeInTheDocument();

    await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your new token' })).toBeNull());
    // Gone for good: the list shows the new token by its hint only.
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    const list = screen.getByRole('list', { name: 'Your API tokens' });
    expect(within(list).getByText('Nightly')).toBeInTheDocument();
    expect(within(list).getByText('…abcd')).toBeInTheDocument();
  });

  it('sends a preset expiry as a date-time, and refuses a custom date in the past', async () => {
    const create = jest.fn(async () => ({ ...token(5), token: SECRET }));
    renderApp('/ws-1/settings/api-tokens', services({ create }));
    await screen.findByRole('list', { name: 'Your API tokens' });
    await userEvent.click(screen.getByRole('button', { name: 'Add token' }));
    const form = await dialog();
    await userEvent.type(within(form).getByRole('textbox', { name: /Title/ }), 'Weekly');
    await userEvent.click(within(form).getByRole('radio', { name: 'Custom date' }));
    fireEvent.change(within(form).getByLabelText(/Expiry date/), { target: { value: '2020-01-01' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(await within(form).findByText('The expiry date must be in the future')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await userEvent.click(within(form).getByRole('radio', { name: '1 week' }));
    const before = Date.now();
    await userEvent.click(within(form).getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    const sent = (create.mock.calls[0] as unknown as [{ expired_at: string }])[0].expired_at;
    const days = (Date.parse(sent) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
  });

  it("shows the server's refusal verbatim and keeps the dialog open", async () => {
    const create = jest.fn().mockRejectedValue(new ApiError(409, { error: 'You have reached the limit of API tokens. Delete one to create another.' }));
    renderApp('/ws-1/settings/api-tokens', services({ create }));
    await screen.findByRole('list', { name: 'Your API tokens' });
    await userEvent.click(screen.getByRole('button', { name: 'Add token' }));
    const form = await dialog();
    await userEvent.type(within(form).getByRole('textbox', { name: /Title/ }), 'One more');
    await userEvent.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('You have reached the limit of API tokens. Delete one to create another.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add a personal access token' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Your API tokens' })).getAllByText(/^Token /)).toHaveLength(1);
  });

  it('deletes a token after confirmation', async () => {
    const remove = jest.fn(async () => undefined);
    renderApp('/ws-1/settings/api-tokens', services({ remove }, [token(1), token(2)]));
    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    await userEvent.click(within(list).getByRole('button', { name: 'Delete token Token 2' }));
    const confirm = await dialog();
    expect(within(confirm).getByText('“Token 2” stops working at once: every script or tool that uses it will be refused.')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete token' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(token(2).id));
    await waitFor(() => expect(within(list).queryByText('Token 2')).toBeNull());
    expect(within(list).getByText('Token 1')).toBeInTheDocument();
    expect(await screen.findByText('Token deleted')).toBeInTheDocument();
  });

  it('puts a token back when the server refuses the delete, with its message', async () => {
    const remove = jest.fn().mockRejectedValue(new ApiError(404, { error: 'API token not found' }));
    renderApp('/ws-1/settings/api-tokens', services({ remove }, [token(1)]));
    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    await userEvent.click(within(list).getByRole('button', { name: 'Delete token Token 1' }));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Delete token' }));
    expect(await screen.findByText('API token not found')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Your API tokens' })).getByText('Token 1')).toBeInTheDocument();
  });

  it('says when the list cannot load, with a retry', async () => {
    const list = jest.fn().mockRejectedValueOnce(new ApiError(500)).mockResolvedValue([token(1)]);
    renderApp('/ws-1/settings/api-tokens', services({ list }));
    expect(await screen.findByText('Your tokens could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your API tokens' })).toBeInTheDocument();
  });
});
