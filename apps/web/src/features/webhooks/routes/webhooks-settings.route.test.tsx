import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@cairn/services';
import { webhookFixtures as f } from '@cairn/state';
import { INTEGRATION_TEXT, ROLE } from '@cairn/types';
import { renderApp } from '../../../testing/render-app';
import { webhookServices } from '../testing/webhook-services';

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('webhooks settings: the list', () => {
  it('shows the tab to admins and lists URL, event chips, created date, the turned-off reason and an active switch', async () => {
    const update = jest.fn(async () => f.webhook(2, { is_active: true, project: false, cycle: false, module: false }));
    const s = webhookServices({
      list: jest.fn(async () => [
        f.webhook(1),
        f.webhook(2, { is_active: false, disabled_reason: 'Deliveries kept failing (HTTP 500)', project: false, cycle: false, module: false }),
      ]),
      update,
    });
    renderApp('/ws-1/settings/webhooks', s);
    expect(await screen.findByRole('tab', { name: 'Webhooks' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Webhooks' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: 'Edit webhook https://hooks.example.com/1' })).toHaveAttribute('href', `/ws-1/settings/webhooks/${f.id(1)}`);
    expect(within(rows[0]!).getByText('All events')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/^Created /)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Work items')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Work item comments')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Projects')).toBeNull();
    expect(within(rows[1]!).getByText('Turned off: Deliveries kept failing (HTTP 500)')).toBeInTheDocument();

    const toggle = within(rows[1]!).getByRole('switch', { name: 'Active: https://hooks.example.com/2' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(update).toHaveBeenCalledWith('ws-1', f.id(2), { is_active: true });
    await waitFor(() => expect(within(rows[1]!).queryByText(/^Turned off/)).toBeNull());
  });

  it('rolls the switch back when the server refuses', async () => {
    const update = jest.fn().mockRejectedValue(new ApiError(500));
    renderApp('/ws-1/settings/webhooks', webhookServices({ update }));
    const toggle = await screen.findByRole('switch', { name: 'Active: https://hooks.example.com/1' });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(update).toHaveBeenCalledWith('ws-1', f.id(1), { is_active: false });
  });
});

describe('webhooks settings: create', () => {
  it('checks the events, shows the server refusal under the URL verbatim, then shows the secret once with a copy button', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const create = jest.fn()
      .mockRejectedValueOnce(new ApiError(400, { error: INTEGRATION_TEXT.webhookUrlRefused, error_code: 'VALIDATION_ERROR', details: { url: [INTEGRATION_TEXT.webhookUrlRefused] } }))
      .mockResolvedValueOnce(f.withSecret(3, 'whsec_shown_once', { project: false, cycle: false, module: false, issue_comment: false }));
    const s = webhookServices({ list: jest.fn(async () => []), create });
    renderApp('/ws-1/settings/webhooks', s);
    expect(await screen.findByText('No webhooks yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(within(dialog).getByText('Enter a URL that starts with http:// or https://')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText(/Payload URL/), 'http://10.0.0.1/hook');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Individual events' }));
    for (const name of ['Projects', 'Work items', 'Cycles', 'Modules', 'Work item comments']) {
      await userEvent.click(within(dialog).getByRole('checkbox', { name }));
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(within(dialog).getByText('Choose at least one event')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Work items' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await within(dialog).findByText(INTEGRATION_TEXT.webhookUrlRefused)).toBeInTheDocument();
    expect(create).toHaveBeenLastCalledWith('ws-1', {
      url: 'http://10.0.0.1/hook', is_active: true, project: false, issue: true, cycle: false, module: false, issue_comment: false,
    });
    // A 400 belongs to the form: no toast repeats it.
    expect(screen.getAllByText(INTEGRATION_TEXT.webhookUrlRefused)).toHaveLength(1);

    const url = within(dialog).getByLabelText(/Payload URL/);
    await userEvent.clear(url);
    await userEvent.type(url, 'https://hooks.example.com/3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add webhook' }));

    const secretDialog = await screen.findByRole('dialog', { name: 'Webhook created' });
    expect(within(secretDialog).getByText('Copy this secret now. It will not be shown again.')).toBeInTheDocument();
    expect(within(secretDialog).getByLabelText('Secret key')).toHaveValue('whsec_shown_once');
    expect(within(secretDialog).getByText(/X-Plane-Signature: the hex HMAC-SHA256/)).toBeInTheDocument();
    expect(within(secretDialog).getByText(/webhook-signature: the Standard Webhooks headers/)).toBeInTheDocument();
    await userEvent.click(within(secretDialog).getByRole('button', { name: 'Copy secret' }));
    expect(writeText).toHaveBeenCalledWith('whsec_shown_once');
    expect(await screen.findByText('Secret copied')).toBeInTheDocument();

    await userEvent.click(within(secretDialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Webhook created' })).toBeNull());
    const list = await screen.findByRole('list', { name: 'Webhooks' });
    expect(within(list).getByRole('link', { name: 'Edit webhook https://hooks.example.com/3' })).toBeInTheDocument();
    expect(screen.queryByDisplayValue('whsec_shown_once')).toBeNull();
    expect(document.body.textContent).not.toContain('whsec_shown_once');
  }, 20_000);
});

describe('webhooks settings: non-admins', () => {
  it.each([ROLE.MEMBER, ROLE.GUEST])('role %s: no tab, the admins-only state, and no webhook request', async (role) => {
    const s = webhookServices({}, role);
    renderApp('/ws-1/settings/webhooks', s);
    expect(await screen.findByText(INTEGRATION_TEXT.webhooksAdminsOnly)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Exports' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Webhooks' })).toBeNull();
    expect(s.webhooks.list).not.toHaveBeenCalled();
  });

  it('the detail route refuses them too without calling the API', async () => {
    const s = webhookServices({}, ROLE.MEMBER);
    renderApp(`/ws-1/settings/webhooks/${f.id(1)}`, s);
    expect(await screen.findByText(INTEGRATION_TEXT.webhooksAdminsOnly)).toBeInTheDocument();
    expect(s.webhooks.list).not.toHaveBeenCalled();
    expect(s.webhooks.deliveries).not.toHaveBeenCalled();
  });
});
