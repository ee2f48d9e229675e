import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { createWebStore, fixtures, StoreProvider } from '@cairn/state';
import { projectServices, testProject } from '../../../../testing/project-services';
import { usePageMentions } from './use-page-mentions';

describe('usePageMentions', () => {
  it('offers the project members, then the work items found by the server as links', async () => {
    const list = jest.fn().mockResolvedValue({
      results: [fixtures.workItem(5, { name: 'Fix the login' })], total_count: 1, next_cursor: '', prev_cursor: '', next_page_results: false,
    });
    const services = projectServices({
      projectMembers: { list: async () => [fixtures.projectMember(1, { member: { ...fixtures.user(), id: fixtures.id(301), display_name: 'grace', first_name: 'Grace', last_name: 'Hopper' } })] },
      workItems: { list },
    });
    const store = createWebStore({ services, now: () => new Date('2025-01-01T10:00:00Z'), newId: () => 'x', devtools: false });
    store.setState((d) => {
      d.projectsById[testProject.id] = { ...testProject };
    });
    const wrapper = ({ children }: { children: ReactNode }) => <StoreProvider store={store}>{children}</StoreProvider>;
    const { result } = renderHook(() => usePageMentions('ws-1', testProject.id), { wrapper });
    await waitFor(() => expect(store.getState().projectMemberIdsByProject[testProject.id]).toBeDefined());
    const options = await result.current.search('');
    expect(list).toHaveBeenCalledWith('ws-1', testProject.id, expect.objectContaining({ order_by: '-updated_at' }));
    const item = fixtures.workItem(5);
    expect(options).toEqual([
      expect.objectContaining({ id: fixtures.id(301), label: 'Grace Hopper', kind: 'member' }),
      { id: item.id, label: `WEB-${item.sequence_id} Fix the login`, kind: 'work_item', href: `/ws-1/browse/WEB-${item.sequence_id}` },
    ]);
  });

  it('still offers the members when the work-item search fails', async () => {
    const services = projectServices({
      projectMembers: { list: async () => [fixtures.projectMember(1, { member: { ...fixtures.user(), id: fixtures.id(301), display_name: 'grace', first_name: 'Grace', last_name: 'Hopper' } })] },
      workItems: { list: jest.fn().mockRejectedValue(new Error('down')) },
    });
    const store = createWebStore({ services, now: () => new Date('2025-01-01T10:00:00Z'), newId: () => 'x', devtools: false });
    const wrapper = ({ children }: { children: ReactNode }) => <StoreProvider store={store}>{children}</StoreProvider>;
    const { result } = renderHook(() => usePageMentions('ws-1', testProject.id), { wrapper });
    await waitFor(() => expect(store.getState().projectMemberIdsByProject[testProject.id]).toBeDefined());
    expect((await result.current.search('gr')).map((o) => o.label)).toEqual(['Grace Hopper']);
  });
});
