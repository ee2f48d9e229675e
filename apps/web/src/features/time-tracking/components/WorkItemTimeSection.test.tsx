import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@cairn/services';
import { ROLE, type TimeLog, type TimeLogCreate } from '@cairn/types';
import { localDay } from '../hooks/use-time-tracking';
import { WorkItemTimeSection } from './WorkItemTimeSection';
import { bob, ITEM, me, P, renderTime, SLUG, timeLog } from './time-tracking.test-util';

const section = () => <WorkItemTimeSection slug={SLUG} projectId={P} itemId={ITEM} />;
const mine = timeLog(1, { user_id: me.id, minutes: 30, logged_on: '2025-01-01', description: 'Setup' });
const bobs = timeLog(2);
const timeLogs = (over: Record<string, unknown> = {}) => ({
  list: async () => [bobs, mine],
  totals: async () => ({ total_minutes: 120, by_member: [{ user_id: bob.member.id, minutes: 90 }, { user_id: me.id, minutes: 30 }] }),
  ...over,
});

describe('WorkItemTimeSection', () => {
  it('shows nothing when the project has time tracking off, or to a guest (and asks nothing)', async () => {
    const list = jest.fn();
    const off = await renderTime(section(), { on: false, timeLogs: { list } });
    expect(off.container).toBeEmptyDOMElement();
    off.unmount();
    const guest = await renderTime(section(), { role: ROLE.GUEST, timeLogs: { list } });
    expect(guest.container).toBeEmptyDOMElement();
    expect(list).not.toHaveBeenCalled();
  });

  it('shows the total, the split per member on expand and the logs; edit/delete only on my own as a member', async () => {
    await renderTime(section(), { timeLogs: timeLogs() });
    const region = await screen.findByRole('region', { name: 'Time' });
    expect(await within(region).findByText('2h')).toBeInTheDocument();
    const toggle = within(region).getByRole('button', { name: 'Show time per member' });
    fireEvent.click(toggle);
    const perMember = within(region).getByRole('list', { name: 'Time per member' });
    expect(within(perMember).getByText('M 2')).toBeInTheDocument();
    expect(within(perMember).getByText('1h 30m')).toBeInTheDocument();
    const logs = within(region).getByRole('list', { name: 'Time logs' });
    const rows = within(logs).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('M 2 logged 1h 30m on Jan 2, 2025');
    expect(rows[1]).toHaveTextContent('Ada Lovelace logged 30m on Jan 1, 2025');
    expect(rows[1]).toHaveTextContent('Setup');
    expect(within(rows[0]).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: 'Delete the time log of Ada Lovelace on Jan 1, 2025' })).toBeInTheDocument();
  });

  it('a project admin may edit and delete anyone\'s log', async () => {
    await renderTime(section(), { role: ROLE.ADMIN, timeLogs: timeLogs() });
    const logs = await screen.findByRole('list', { name: 'Time logs' });
    expect(within(logs).getByRole('button', { name: 'Delete the time log of M 2 on Jan 2, 2025' })).toBeInTheDocument();
  });

  it('logs time at once (hours + minutes, today, note), refusing 0 first; the total follows', async () => {
    let answer: (log: TimeLog) => void = () => undefined;
    const create = jest.fn((_s: string, _p: string, _i: string, body: TimeLogCreate) => new Promise<TimeLog>((resolve) => {
      answer = resolve;
      void body;
    }));
    await renderTime(section(), { timeLogs: timeLogs({ create }) });
    const region = await screen.findByRole('region', { name: 'Time' });
    await within(region).findByText('2h');
    fireEvent.click(within(region).getByRole('button', { name: 'Log time' }));
    const form = within(region).getByRole('form', { name: 'Log time on this work item' });
    expect(within(form).getByLabelText('Date')).toHaveValue(localDay());
    fireEvent.click(within(form).getByRole('button', { name: 'Log time' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Enter between 1 minute and 24 hours');
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText('Hours'), { target: { value: '1' } });
    fireEvent.change(within(form).getByLabelText('Minutes'), { target: { value: '15' } });
    fireEvent.change(within(form).getByLabelText('Note'), { target: { value: ' Review ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Log time' }));
    expect(await within(region).findByText('3h 15m')).toBeInTheDocument();
    expect(within(region).getByRole('list', { name: 'Time logs' })).toHaveTextContent('Ada Lovelace logged 1h 15m');
    expect(create).toHaveBeenCalledWith(SLUG, P, ITEM, expect.objectContaining({ minutes: 75, logged_on: localDay(), description: 'Review' }));
    answer({ ...timeLog(3), user_id: me.id, minutes: 75, logged_on: localDay(), description: 'Review', id: create.mock.calls[0][3].id! });
    await waitFor(() => expect(within(region).queryByRole('form')).not.toBeInTheDocument());
  });

  it('refuses a day in the future in the form', async () => {
    await renderTime(section(), { timeLogs: timeLogs() });
    fireEvent.click(await screen.findByRole('button', { name: 'Log time' }));
    const form = screen.getByRole('form', { name: 'Log time on this work item' });
    fireEvent.change(within(form).getByLabelText('Minutes'), { target: { value: '5' } });
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2999-01-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Log time' }));
    expect(await within(form).findByText('Choose a day that is not in the future')).toBeInTheDocument();
  });

  it('deletes my log at once; a refused delete puts it back with a toast', async () => {
    const remove = jest.fn().mockRejectedValue(new ApiError(403, { error: 'Only the person who logged this time or a project admin may change it', error_code: 'TIME_LOG_NOT_YOURS' }));
    await renderTime(section(), { timeLogs: timeLogs({ delete: remove }) });
    const logs = await screen.findByRole('list', { name: 'Time logs' });
    fireEvent.click(within(logs).getByRole('button', { name: 'Delete the time log of Ada Lovelace on Jan 1, 2025' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(SLUG, P, ITEM, mine.id));
    await waitFor(() => expect(within(logs).getAllByRole('listitem')).toHaveLength(2));
    expect(await screen.findByText('Only the person who logged this time or a project admin may change it')).toBeInTheDocument();
  });
});
