import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createFakeServices, createWebStore, pageFixtures } from '@cairn/state';
import type { MentioningPage } from '@cairn/types';
import { AppProviders } from '../../../app/providers';
import { testProject } from '../../../testing/project-services';
import { WorkItemPages } from './WorkItemPages';

const ITEM = '00000000-0000-4000-8000-000000003001';

function renderSection(mentioning: MentioningPage[] | Error) {
  const listForWorkItem = jest.fn(async () => {
    if (mentioning instanceof Error) throw mentioning;
    return mentioning;
  });
  const services = createFakeServices({ pages: { listForWorkItem } });
  const store = createWebStore({ services, now: () => new Date('2025-01-01T10:00:00Z'), newId: () => 'id', devtools: false });
  const router = createMemoryRouter([{ path: '*', element: <WorkItemPages slug="ws-1" projectId={testProject.id} workItemId={ITEM} /> }]);
  const utils = render(<AppProviders ctx={{ services, store }}><RouterProvider router={router} /></AppProviders>);
  return { ...utils, listForWorkItem };
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('work item pages', () => {
  it('lists the pages that mention the item, each a link to its page', async () => {
    const other = '00000000-0000-4000-8000-000000000599';
    const { listForWorkItem } = renderSection([
      pageFixtures.mentioning(1, { name: 'Launch plan' }),
      pageFixtures.mentioning(2, { name: '', access: 'private', project_id: other }),
    ]);
    const section = await screen.findByRole('region', { name: 'Pages that mention this work item' });
    expect(listForWorkItem).toHaveBeenCalledWith('ws-1', testProject.id, ITEM);
    expect(within(section).getByRole('heading', { name: 'Pages' })).toBeInTheDocument();
    const links = within(section).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Launch plan', 'Untitled']);
    expect(links[0]).toHaveAttribute('href', `/ws-1/projects/${testProject.id}/pages/${pageFixtures.id(1)}`);
    expect(links[1]).toHaveAttribute('href', `/ws-1/projects/${other}/pages/${pageFixtures.id(2)}`);
    expect(within(links[1]).getByRole('img', { name: 'Private' })).toBeInTheDocument();
  });

  it('shows nothing when no page mentions the item, or when the read fails', async () => {
    const { container, listForWorkItem, unmount } = renderSection([]);
    await waitFor(() => expect(listForWorkItem).toHaveBeenCalled());
    expect(container.querySelector('.cw-wi-pages')).toBeNull();
    unmount();
    const failed = renderSection(new Error('offline'));
    await waitFor(() => expect(failed.listForWorkItem).toHaveBeenCalled());
    expect(failed.container.querySelector('.cw-wi-pages')).toBeNull();
  });
});
