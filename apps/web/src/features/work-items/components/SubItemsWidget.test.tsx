import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { I18nProvider } from '@cairn/i18n';
import { fixtures } from '@cairn/state';
import type { SubWorkItemDisplayProperties, WorkItem } from '@cairn/types';
import { SubItemsWidget, type SubItemDisplay, type SubItemOptions } from './SubItemsWidget';

const todo = fixtures.state(1, { name: 'Todo', group: 'unstarted', color: '#888888' });
const labels = [1, 2, 3, 4].map((n) => fixtures.label(n, { name: `Label ${n}` }));
const options: SubItemOptions = {
  states: [todo],
  labels,
  people: [{ id: 'u1', name: 'Ada Lovelace', avatarUrl: null }, { id: 'u2', name: 'Alan Turing', avatarUrl: null }],
};
const allOn: SubItemDisplay = { key: true, issue_type: true, assignee: true, start_date: true, due_date: true, labels: true, priority: true, state: true };

const child = fixtures.workItem(7, {
  name: 'Wire the API',
  state_id: todo.id,
  priority: 'high',
  label_ids: labels.map((l) => l.id),
  assignee_ids: ['u1', 'u2'],
  start_date: '2025-03-02',
  target_date: '2025-03-20',
  is_epic: true,
});
const plain = fixtures.workItem(8, { name: 'Write docs', state_id: todo.id, priority: 'none', label_ids: [], assignee_ids: [], start_date: null, target_date: null, is_epic: false });

function renderWidget(display: SubItemDisplay = allOn, readOnly = false) {
  const onDisplayChange = jest.fn((_patch: SubWorkItemDisplayProperties) => undefined);
  const props = {
    subItems: [child, plain] as WorkItem[],
    distribution: { unstarted: 2 },
    keyOf: (item: WorkItem) => `WEB-${item.sequence_id}`,
    hrefOf: (item: WorkItem) => `/ws-1/browse/WEB-${item.sequence_id}`,
    options,
    candidates: [],
    readOnly,
    onAddExisting: jest.fn().mockResolvedValue(undefined),
    onCreateNew: jest.fn(),
    onRemove: jest.fn(),
    onDisplayChange,
  };
  const utils = render(
    <I18nProvider>
      <MemoryRouter>
        <SubItemsWidget {...props} display={display} />
      </MemoryRouter>
    </I18nProvider>,
  );
  const rerender = (next: SubItemDisplay) =>
    utils.rerender(
      <I18nProvider>
        <MemoryRouter>
          <SubItemsWidget {...props} display={next} />
        </MemoryRouter>
      </I18nProvider>,
    );
  return { onDisplayChange, rerender };
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

describe('SubItemsWidget rows', () => {
  it('show every enabled property: key, epic marker, priority, state, two labels and +N, dates, assignees', () => {
    renderWidget();
    const row = rowOf('Wire the API');
    expect(within(row).getByText('WEB-7')).toBeInTheDocument();
    expect(within(row).getByText('Epic')).toBeInTheDocument();
    expect(within(row).getByText('High')).toBeInTheDocument();
    expect(within(row).getByText('Todo')).toBeInTheDocument();
    expect(within(row).getByText('Label 1')).toBeInTheDocument();
    expect(within(row).getByText('Label 2')).toBeInTheDocument();
    expect(within(row).queryByText('Label 3')).not.toBeInTheDocument();
    expect(within(row).getByText('+2')).toHaveAttribute('title', 'Label 3, Label 4');
    expect(within(row).getByText(/^Starts /)).toBeInTheDocument();
    expect(within(row).getByText(/^Due /)).toBeInTheDocument();
    expect(within(row).getAllByRole('img', { name: /Ada Lovelace|Alan Turing/ })).toHaveLength(2);
    // A plain item without values shows no epic marker, no "None" priority and no empty chips.
    const other = rowOf('Write docs');
    expect(other).toHaveTextContent(/^WEB-8Write docsTodo$/);
  });

  it('leave out what is switched off', () => {
    const { rerender } = renderWidget();
    rerender({ ...allOn, key: false, issue_type: false, labels: false, state: false, assignee: false, due_date: false });
    const row = rowOf('Wire the API');
    for (const text of ['WEB-7', 'Epic', 'Todo', 'Label 1', '+2']) expect(within(row).queryByText(text)).not.toBeInTheDocument();
    expect(within(row).queryByText(/^Due /)).not.toBeInTheDocument();
    expect(within(row).queryByRole('img', { name: 'Ada Lovelace' })).not.toBeInTheDocument();
    expect(within(row).getByText('High')).toBeInTheDocument();
    expect(within(row).getByText(/^Starts /)).toBeInTheDocument();
  });
});

describe('SubItemsWidget display menu', () => {
  it('shows one checkbox per property, checked as stored, and reports a toggle', () => {
    const { onDisplayChange } = renderWidget({ ...allOn, priority: false });
    fireEvent.click(screen.getByRole('button', { name: /^Display/ }));
    const panel = screen.getByRole('dialog', { name: 'Sub-work item display properties' });
    expect(within(panel).getAllByRole('checkbox')).toHaveLength(8);
    expect(within(panel).getByRole('checkbox', { name: 'Priority' })).not.toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'State' })).toBeChecked();
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'State' }));
    expect(onDisplayChange).toHaveBeenLastCalledWith({ state: false });
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Priority' }));
    expect(onDisplayChange).toHaveBeenLastCalledWith({ priority: true });
  });

  it('is offered to read-only users too (their own setting), without the add menu', () => {
    renderWidget(allOn, true);
    expect(screen.getByRole('button', { name: /^Display/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add sub-work item' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
  });
});
