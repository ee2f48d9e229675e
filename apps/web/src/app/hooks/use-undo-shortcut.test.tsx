import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WorkItem, WorkItemUpdate } from '@cairn/types';
import { createFakeServices, createWebStore, fixtures } from '@cairn/state';
import { Modal } from '@cairn/ui-kit';
import { AppProviders } from '../providers';

const SLUG = 'ws-1';
const item = fixtures.workItem(1, { priority: 'none' });

function setup() {
  let row: WorkItem = item;
  const update = jest.fn(async (_s: string, _p: string, _id: string, body: WorkItemUpdate) => (row = { ...row, ...body } as WorkItem));
  const services = createFakeServices({ workItems: { update } });
  let n = 0;
  const store = createWebStore({ services, now: () => new Date('2026-11-26T10:00:00Z'), newId: () => `id-${++n}`, devtools: false });
  store.setState((d) => {
    d.workItemsById[item.id] = { ...item, project_identifier: 'WEB' };
  }, false, 'test/seed');
  return { store, services, update };
}

describe('Ctrl+Z and the undo toast', () => {
  afterEach(() => jest.useRealTimers());

  it('Ctrl+Z (or Cmd+Z) outside text fields undoes the last work-item change; not inside a text field or a dialog', async () => {
    const { store, services, update } = setup();
    const { rerender } = render(
      <AppProviders ctx={{ services, store }}>
        <input aria-label="Title" />
      </AppProviders>,
    );
    await act(() => store.getState().updateWorkItem(SLUG, item.project_id, item.id, { priority: 'high' }));
    expect(store.getState().workItemsById[item.id].priority).toBe('high');

    // Inside a text field the field's own undo wins.
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Title' }), { key: 'z', ctrlKey: true });
    // Behind an open dialog nothing changes either.
    rerender(
      <AppProviders ctx={{ services, store }}>
        <Modal open onClose={() => undefined} title="Dialog">
          <p>Body</p>
        </Modal>
      </AppProviders>,
    );
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(update).toHaveBeenCalledTimes(1);

    rerender(<AppProviders ctx={{ services, store }}>{null}</AppProviders>);
    fireEvent.keyDown(document.body, { key: 'z', metaKey: true });
    await waitFor(() => expect(store.getState().workItemsById[item.id].priority).toBe('none'));
    expect(update).toHaveBeenLastCalledWith(SLUG, item.project_id, item.id, { priority: 'none' }, undefined);

    // Nothing left: say so.
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Nothing to undo');
  });

  it('a drag shows "WEB-1 updated" with Undo, which reverts it; the toast leaves after about 4 s', async () => {
    const { store, services } = setup();
    render(<AppProviders ctx={{ services, store }}>{null}</AppProviders>);
    await act(() => store.getState().updateWorkItem(SLUG, item.project_id, item.id, { priority: 'urgent' }, { placement: { listKey: 'none' } }));
    expect(screen.getByRole('status')).toHaveTextContent('WEB-1 updated');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(store.getState().workItemsById[item.id].priority).toBe('none'));
    expect(screen.queryByText('WEB-1 updated')).not.toBeInTheDocument();

    jest.useFakeTimers();
    act(() => {
      store.getState().pushToast({ type: 'success', title: 'Work item created' });
      store.getState().pushToast({ type: 'error', title: 'Could not save' });
    });
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.queryByText('Work item created')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(7 * 60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save');
  });
});
