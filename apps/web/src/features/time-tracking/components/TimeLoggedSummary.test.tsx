import { screen, within } from '@testing-library/react';
import { ROLE } from '@cairn/types';
import { fixtures } from '@cairn/state';
import { TimeLoggedSummary } from './TimeLoggedSummary';
import { bob, me, P, renderTime, SLUG } from './time-tracking.test-util';

const cycleId = fixtures.id(900);
const summary = {
  total_minutes: 150,
  by_member: [{ user_id: bob.member.id, minutes: 120 }, { user_id: me.id, minutes: 30 }],
  by_item: [{ work_item_id: fixtures.id(700), name: 'Login page', sequence_id: 4, minutes: 150 }],
};

describe('TimeLoggedSummary', () => {
  it('asks the cycle\'s summary and shows the total, per member and per item', async () => {
    const fn = jest.fn().mockResolvedValue(summary);
    await renderTime(<TimeLoggedSummary slug={SLUG} projectId={P} query={{ cycle_id: cycleId }} />, { timeLogs: { summary: fn } });
    const region = await screen.findByRole('region', { name: 'Time logged' });
    expect(await within(region).findByText('2h 30m in total')).toBeInTheDocument();
    expect(fn).toHaveBeenCalledWith(SLUG, P, expect.objectContaining({ cycle_id: cycleId }));
    const members = within(region).getByRole('list', { name: 'Per member' });
    expect(within(members).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('M 2'), expect.stringContaining('Ada Lovelace')]);
    expect(within(members).getByText('2h')).toBeInTheDocument();
    expect(within(region).getByRole('list', { name: 'Per work item' })).toHaveTextContent('P1-4 Login page');
  });

  it('says when nothing is logged, and shows nothing with time tracking off or to a guest', async () => {
    const fn = jest.fn().mockResolvedValue({ total_minutes: 0, by_member: [], by_item: [] });
    const on = await renderTime(<TimeLoggedSummary slug={SLUG} projectId={P} query={{ module_id: cycleId }} />, { timeLogs: { summary: fn } });
    expect(await screen.findByText('No time logged in this yet')).toBeInTheDocument();
    on.unmount();
    const off = await renderTime(<TimeLoggedSummary slug={SLUG} projectId={P} query={{ module_id: cycleId }} />, { on: false, timeLogs: { summary: fn } });
    expect(off.container).toBeEmptyDOMElement();
    off.unmount();
    const guest = await renderTime(<TimeLoggedSummary slug={SLUG} projectId={P} query={{ module_id: cycleId }} />, { role: ROLE.GUEST, timeLogs: { summary: fn } });
    expect(guest.container).toBeEmptyDOMElement();
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
