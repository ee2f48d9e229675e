import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@cairn/services';
import { webhookFixtures as f } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { webhookServices } from '../testing/webhook-services';

const W1 = f.id(1);
const path = `/ws-1/settings/webhooks/${W1}`;

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('webhook settings: edit, regenerate, delete', () => {
  it('edits URL, events and active together; a refusal shows the server text under the URL', async () => {
    const update = jest.fn()
      .mockRejectedValueOnce(new ApiError(400, { error: 'This URL’s host name could not be resolved.' }))
      .mockResolvedValueOnce(f.webhook(1, { url: 'https://new.example.com/h', project: false, cycle: false, module: false, issue_comment: false, is_active: false }));
    renderApp(path, webhookServices({ update }));
    const url = await screen.findByLabelText(/Payload URL/);
    expect(url).toHaveValue('https://hooks.example.com/1');
    expect(screen.getByRole('radio', { name: 'All events' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.clear(url);
    await userEvent.type(url, 'https://new.example.com/h');
    await userEvent.click(screen.getByRole('radio', { name: 'Individual events' }));
    for (const name of ['Projects', 'Cycles', 'Modules', 'Work item comments']) await userEvent.click(screen.getByRole('checkbox', { name }));
    await userEvent.click(screen.getByRole('switch', { name: 'Active' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This URL’s host name could not be resolved.')).toBeInTheDocument();
    // Rolled back: the heading still shows the saved URL.
    expect(screen.getByRole('heading', { name: 'https://hooks.example.com/1' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(update).toHaveBeenLastCalledWith('ws-1', W1, {
      url: 'https://new.example.com/h', is_active: false, project: false, cycle: false, module: false, issue_comment: false,
    });
    expect(await screen.findByText('Webhook updated')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'https://new.example.com/h' })).toBeInTheDocument();
  }, 20_000);

  it('sends only what changed: the events alone leave the URL out', async () => {
    const update = jest.fn(async () => f.webhook(1, { module: false }));
    renderApp(path, webhookServices({ update }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Individual events' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Modules' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('ws-1', W1, { module: false }));
  });

  it('shows why the server turned it off', async () => {
    renderApp(path, webhookServices({ list: jest.fn(async () => [f.webhook(1, { is_active: false, disabled_reason: 'Deliveries kept failing' })]) }));
    expect(await screen.findByText('Turned off: Deliveries kept failing')).toBeInTheDocument();
  });

  it('regenerates the secret after a confirmation and shows the new one once', async () => {
    const regenerate = jest.fn(async () => f.withSecret(1, 'whsec_brand_new'));
    renderApp(path, webhookServices({ regenerate }));
    await userEvent.click(await screen.findByRole('button', { name: 'Regenerate secret' }));
    const confirm = await screen.findByRole('dialog', { name: 'Regenerate the secret?' });
    expect(regenerate).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Regenerate' }));
    const shown = await screen.findByRole('dialog', { name: 'New secret created' });
    expect(regenerate).toHaveBeenCalledWith('ws-1', W1);
    expect(within(shown).getByLabelText('Secret key')).toHaveValue('whsec_brand_new');
    expect(within(shown).getByText('Copy this secret now. It will not be shown again.')).toBeInTheDocument();
    await userEvent.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(document.body.textContent).not.toContain('whsec_brand_new'));
  });

  it('deletes after a confirmation and goes back to the list', async () => {
    // The fake server forgets what it deleted: the list screen reads it again on arrival.
    let rows = [f.webhook(1), f.webhook(2)];
    const remove = jest.fn(async (_slug: string, id: string) => {
      rows = rows.filter((r) => r.id !== id);
    });
    const s = webhookServices({ list: jest.fn(async () => rows), remove });
    const { router } = renderApp(path, s);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete webhook' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this webhook?' });
    expect(within(confirm).getByText(/https:\/\/hooks.example.com\/1 receives no more deliveries/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ws-1/settings/webhooks'));
    expect(remove).toHaveBeenCalledWith('ws-1', W1);
    expect(await screen.findByText('Webhook deleted')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Webhooks' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('a refused delete keeps the webhook and stays on its page', async () => {
    const remove = jest.fn().mockRejectedValue(new ApiError(403, { error: 'Only workspace admins can manage webhooks' }));
    const { router } = renderApp(path, webhookServices({ remove }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete webhook' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete this webhook?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Only workspace admins can manage webhooks')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getByRole('heading', { name: 'https://hooks.example.com/1' })).toBeInTheDocument();
  });

  it('an unknown webhook is "Webhook not found"', async () => {
    renderApp(`/ws-1/settings/webhooks/${f.id(9)}`, webhookServices());
    expect(await screen.findByText('Webhook not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All webhooks' })).toHaveAttribute('href', '/ws-1/settings/webhooks');
  });
});

describe('webhook settings: the delivery log', () => {
  it('lists deliveries newest first, loads more, opens details and redelivers (the new one on top)', async () => {
    const failed = f.delivery(2, {
      event: 'cycle', action: 'created', status: 'failed', attempts: 6, response_status: 500, response_body: 'upstream exploded',
      error: 'HTTP 500', duration_ms: 120, request_headers: { 'x-plane-event': 'cycle', 'webhook-signature': 'v1,abc=' },
      request_body: '{"event":"cycle","action":"created","data":{"id":"c1"}}',
    });
    const deliveries = jest.fn()
      .mockResolvedValueOnce(f.page([f.delivery(3), failed], 'next-1'))
      .mockResolvedValueOnce(f.page([f.delivery(1)], null));
    const redeliver = jest.fn(async () => f.delivery(4, { event: 'cycle', action: 'created', status: 'delivered', redelivery_of: failed.id }));
    renderApp(path, webhookServices({ deliveries, redeliver }));
    const log = await screen.findByRole('region', { name: 'Deliveries' });
    let rows = within(log).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('issue.updated')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Delivered')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('500')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('6')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('120 ms')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(log).getAllByRole('row')).toHaveLength(4));
    expect(deliveries).toHaveBeenLastCalledWith('ws-1', W1, 'next-1');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await userEvent.click(within(log).getByRole('button', { name: /^Details of the cycle\.created delivery/ }));
    const detail = await screen.findByRole('dialog', { name: 'Delivery details' });
    expect(within(detail).getByText('webhook-signature')).toBeInTheDocument();
    expect(within(detail).getByText('v1,abc=')).toBeInTheDocument();
    expect(within(detail).getByLabelText('Request body').textContent).toBe(JSON.stringify(JSON.parse(failed.request_body), null, 2));
    expect(within(detail).getByText('upstream exploded')).toBeInTheDocument();
    expect(within(detail).getByText('HTTP 500')).toBeInTheDocument();
    expect(within(detail).getByText('6 attempts')).toBeInTheDocument();

    await userEvent.click(within(detail).getByRole('button', { name: 'Redeliver' }));
    expect(redeliver).toHaveBeenCalledWith('ws-1', W1, failed.id);
    expect(await screen.findByText('Delivery sent again')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delivery details' })).toBeNull());
    rows = within(log).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByText('Redelivery', { exact: false })).toBeInTheDocument();
  }, 20_000);

  it('asks again every few seconds while a delivery is pending, and stops once none is', async () => {
    const deliveries = jest.fn()
      .mockResolvedValueOnce(f.page([f.delivery(1, { status: 'pending', attempts: 0, response_status: null, duration_ms: null })]))
      .mockResolvedValue(f.page([f.delivery(1)]));
    renderApp(path, webhookServices({ deliveries }));
    const log = await screen.findByRole('region', { name: 'Deliveries' });
    expect(within(log).getByText('Pending')).toBeInTheDocument();
    await waitFor(() => expect(within(log).getByText('Delivered')).toBeInTheDocument(), { timeout: 5000 });
    const calls = deliveries.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(deliveries.mock.calls.length).toBe(calls);
  }, 15_000);

  it('does not poll while the page is hidden', async () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const deliveries = jest.fn().mockResolvedValue(f.page([f.delivery(1, { status: 'pending' })]));
    renderApp(path, webhookServices({ deliveries }));
    await screen.findByText('Pending');
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(deliveries).toHaveBeenCalledTimes(1);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(deliveries.mock.calls.length).toBeGreaterThan(1), { timeout: 5000 });
  }, 15_000);
});
