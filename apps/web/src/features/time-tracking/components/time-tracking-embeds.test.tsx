jest.mock('@cairn/editor', () => jest.requireActual('../../../testing/fake-editor'));
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { testWorkItem, workItemServices } from '../../../testing/work-item-services';

// The Time section inside the work item's peek (WorkItemWidgets embeds it): there with time tracking on, absent off.

jest.setTimeout(15000);
beforeEach(() => window.localStorage.clear());

const item = testWorkItem(1, { name: 'Main item' });

function open(on: boolean) {
  const project = { ...testProject, is_time_tracking_enabled: on };
  const list = jest.fn().mockResolvedValue([]);
  const services = workItemServices({
    items: [item],
    projects: { list: () => Promise.resolve([project]), get: () => Promise.resolve(project) },
    timeLogs: { list, totals: () => Promise.resolve({ total_minutes: 45, by_member: [] }) },
  });
  renderApp(`/ws-1/projects/${testProject.id}/issues?peekId=${item.id}`, services);
  return list;
}

describe('time tracking in the work item peek', () => {
  it('shows the Time section with the total when the project has time tracking on', async () => {
    const list = open(true);
    const peek = await screen.findByRole('article', { name: 'Work item WEB-1' });
    const region = await within(peek).findByRole('region', { name: 'Time' });
    expect(await within(region).findByText('45m')).toBeInTheDocument();
    expect(list).toHaveBeenCalled();
  });

  it('shows no Time section and asks nothing when it is off', async () => {
    const list = open(false);
    const peek = await screen.findByRole('article', { name: 'Work item WEB-1' });
    await within(peek).findByRole('region', { name: /Links/ });
    expect(within(peek).queryByRole('region', { name: 'Time' })).not.toBeInTheDocument();
    expect(list).not.toHaveBeenCalled();
  });
});
