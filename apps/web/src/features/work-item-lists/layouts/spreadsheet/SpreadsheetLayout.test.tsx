import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { WorkItem } from '@cairn/types';
import type { SpreadsheetLayoutProps } from '../layout-props';
import { ada, bug, commonProps, done, grace, item, points, ui } from '../calendar/layout-fixtures';
import { SpreadsheetLayout } from './SpreadsheetLayout';

function setup(items: WorkItem[], over: Partial<SpreadsheetLayoutProps> = {}) {
  const props: SpreadsheetLayoutProps = { ...commonProps(items), orderBy: '-created_at', onOrderBy: jest.fn(), ...over };
  const utils = render(<SpreadsheetLayout {...props} />);
  return { ...utils, props };
}

const COLUMNS = ['key', 'name', 'state', 'priority', 'assignees', 'labels', 'start_date', 'target_date', 'estimate', 'created_at'];
const cellAt = (row: number, column: string) =>
  document.querySelector<HTMLElement>(`[role="gridcell"][data-row="${row}"][data-col="${COLUMNS.indexOf(column)}"]`)!;
// Edits end when the ui-kit list closes (seen by a MutationObserver), outside any act(): assert with waitFor.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

const many = (count: number) => Array.from({ length: count }, (_, i) => item(i + 1));

describe('SpreadsheetLayout', () => {
  it('renders a grid with headers and the item properties', () => {
    const first = item(1, {
      priority: 'urgent', assignee_ids: [ada.id], label_ids: [bug.id, ui.id], start_date: '2025-03-01', target_date: '2025-03-20',
      estimate_point: points[1].id, state_id: done.id,
    });
    setup([first, item(2)]);
    const grid = screen.getByRole('grid', { name: 'Work items' });
    expect(grid).toHaveAttribute('aria-rowcount', '3');
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID', 'Title', 'State', 'Priority', 'Assignees', 'Labels', 'Start date', 'Target date', 'Estimate', 'Modules', 'Cycle', 'Created on', 'Updated on',
      'Sub-work items', 'Attachments', 'Links',
    ]);
    expect(cellAt(0, 'key')).toHaveTextContent('WEB-1');
    expect(cellAt(0, 'name')).toHaveTextContent('Item 1');
    expect(cellAt(0, 'state')).toHaveTextContent('Done');
    expect(cellAt(0, 'priority')).toHaveTextContent('Urgent');
    expect(cellAt(0, 'labels')).toHaveTextContent('Bug, UI');
    expect(cellAt(0, 'start_date')).toHaveTextContent('Mar 1, 2025');
    expect(cellAt(0, 'target_date')).toHaveTextContent('Mar 20, 2025');
    expect(cellAt(0, 'estimate')).toHaveTextContent('2');
    expect(cellAt(1, 'state')).toHaveTextContent('Todo');
    expect(cellAt(1, 'labels')).toHaveTextContent('—');
    // The key and title columns stick to the left.
    // One sticky box per row holds both (cheaper than a sticky box per cell).
    expect(cellAt(0, 'key').parentElement).toHaveClass('cw-ss-row__pin');
    expect(cellAt(0, 'name').parentElement).toBe(cellAt(0, 'key').parentElement);
  });

  it('keeps the DOM small over thousands of rows', () => {
    setup(many(5000));
    const rows = screen.getAllByRole('row');
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThanOrEqual(60);
    expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '5001');
  });

  it('hides the columns switched off in the display properties', () => {
    setup([item(1)], { displayProperties: { labels: false, key: false, updated_on: false } });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).not.toContain('Labels');
    expect(headers).not.toContain('ID');
    expect(headers).not.toContain('Updated on');
    expect(headers[0]).toBe('Title');
  });

  it('sorts through the headers of sortable columns', () => {
    const { props, rerender } = setup([item(1)]);
    const priority = screen.getByRole('columnheader', { name: 'Priority' });
    expect(priority).toHaveAttribute('aria-sort', 'none');
    fireEvent.click(within(priority).getByRole('button', { name: 'Priority' }));
    expect(props.onOrderBy).toHaveBeenLastCalledWith('priority');
    rerender(<SpreadsheetLayout {...props} orderBy="priority" />);
    expect(screen.getByRole('columnheader', { name: 'Priority' })).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Priority' }));
    expect(props.onOrderBy).toHaveBeenLastCalledWith('-priority');
    fireEvent.click(screen.getByRole('button', { name: 'Title' }));
    expect(props.onOrderBy).toHaveBeenLastCalledWith('name');
    fireEvent.click(screen.getByRole('button', { name: 'ID' }));
    expect(props.onOrderBy).toHaveBeenLastCalledWith('sequence_id');
    expect(screen.getByRole('columnheader', { name: 'Created on' })).toHaveAttribute('aria-sort', 'none');
    expect(within(screen.getByRole('columnheader', { name: 'Labels' })).queryByRole('button')).not.toBeInTheDocument();
    expect(within(screen.getByRole('columnheader', { name: 'Assignees' })).queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens an item from its key or title, by click or Enter', () => {
    const first = item(1);
    const { props } = setup([first]);
    fireEvent.click(cellAt(0, 'name'));
    fireEvent.click(cellAt(0, 'key'));
    fireEvent.keyDown(cellAt(0, 'name'), { key: 'Enter' });
    expect(props.onOpen).toHaveBeenCalledTimes(3);
    expect(props.onOpen).toHaveBeenCalledWith(first);
  });

  it('edits the title with F2 or its pencil: Enter saves a changed title, a blank one is refused, Escape cancels', async () => {
    const first = item(1);
    const { props } = setup([first]);
    fireEvent.keyDown(cellAt(0, 'name'), { key: 'F2' });
    const input = screen.getByLabelText('Title of WEB-1') as HTMLInputElement;
    expect(input).toHaveValue('Item 1');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(props.onUpdate).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '  Renamed item ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(props.onUpdate).toHaveBeenCalledWith(first, { name: 'Renamed item' });
    await waitFor(() => expect(cellAt(0, 'name')).toHaveFocus());
    expect(props.onOpen).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Edit the title of WEB-1' }));
    const again = screen.getByLabelText('Title of WEB-1');
    fireEvent.change(again, { target: { value: 'Not kept' } });
    fireEvent.keyDown(again, { key: 'Escape' });
    expect(props.onUpdate).toHaveBeenCalledTimes(1);
    expect(props.onOpen).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Title of WEB-1')).toBeNull();
  });

  it('edits the state inline and gives focus back to the cell', async () => {
    const first = item(1);
    const { props } = setup([first, item(2)]);
    fireEvent.click(cellAt(0, 'state'));
    const list = await screen.findByRole('listbox');
    fireEvent.click(within(list).getByRole('option', { name: 'Done' }));
    expect(props.onUpdate).toHaveBeenCalledWith(first, { state_id: done.id });
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(cellAt(0, 'state')).toHaveFocus());
    expect(within(cellAt(0, 'state')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('edits the priority from the keyboard', async () => {
    const first = item(1);
    const { props } = setup([first]);
    const title = cellAt(0, 'name');
    title.focus();
    fireEvent.keyDown(title, { key: 'ArrowRight' });
    fireEvent.keyDown(cellAt(0, 'state'), { key: 'ArrowRight' });
    expect(cellAt(0, 'priority')).toHaveFocus();
    fireEvent.keyDown(cellAt(0, 'priority'), { key: 'Enter' });
    const list = await screen.findByRole('listbox');
    fireEvent.click(within(list).getByRole('option', { name: 'High' }));
    expect(props.onUpdate).toHaveBeenCalledWith(first, { priority: 'high' });
  });

  it('cells are plain text until opened: no picker is mounted before a click or Enter/F2, and one editor at a time', async () => {
    const first = item(1, { assignee_ids: [ada.id], label_ids: [bug.id] });
    setup([first, item(2)]);
    const grid = screen.getByRole('grid', { name: 'Work items' });
    // Plain values: no Select triggers, no avatar images, no inputs in any body cell.
    expect(grid.querySelectorAll('[role="gridcell"] [aria-haspopup], [role="gridcell"] img, [role="gridcell"] input')).toHaveLength(0);
    expect(cellAt(0, 'assignees')).toHaveTextContent(ada.name);
    fireEvent.click(cellAt(0, 'state'));
    await screen.findByRole('listbox');
    expect(grid.querySelectorAll('[role="gridcell"] [aria-haspopup]')).toHaveLength(1);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(cellAt(0, 'state')).toHaveFocus());
    expect(grid.querySelectorAll('[role="gridcell"] [aria-haspopup]')).toHaveLength(0);
    fireEvent.keyDown(cellAt(0, 'state'), { key: 'F2' });
    await screen.findByRole('listbox');
    fireEvent.click(cellAt(1, 'priority'));
    await waitFor(() => expect(grid.querySelectorAll('[role="gridcell"] [aria-haspopup]')).toHaveLength(1));
    expect(within(cellAt(1, 'priority')).getByRole('button', { expanded: true })).toBeInTheDocument();
  });

  it('edits assignees, labels and the estimate', async () => {
    const first = item(1, { assignee_ids: [ada.id], label_ids: [] });
    const { props } = setup([first]);
    fireEvent.click(cellAt(0, 'assignees'));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: grace.name }));
    expect(props.onUpdate).toHaveBeenLastCalledWith(first, { assignee_ids: [ada.id, grace.id] });
    // A multiple choice list stays open; Escape closes it and ends the edit.
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(cellAt(0, 'assignees')).toHaveFocus());

    fireEvent.click(cellAt(0, 'labels'));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'UI' }));
    expect(props.onUpdate).toHaveBeenLastCalledWith(first, { label_ids: [ui.id] });
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    fireEvent.click(cellAt(0, 'estimate'));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '2' }));
    expect(props.onUpdate).toHaveBeenLastCalledWith(first, { estimate_point: points[1].id });
  });

  it('edits dates and refuses a start after the target', async () => {
    const first = item(1, { start_date: null, target_date: '2025-03-20' });
    const { props } = setup([first]);
    fireEvent.keyDown(cellAt(0, 'start_date'), { key: 'Enter' });
    const input = screen.getByLabelText('Start date of WEB-1');
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: '2025-03-25' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(props.onUpdate).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(input, { target: { value: '2025-03-01' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(props.onUpdate).toHaveBeenCalledWith(first, { start_date: '2025-03-01' });
    await waitFor(() => expect(cellAt(0, 'start_date')).toHaveFocus());

    fireEvent.click(cellAt(0, 'target_date'));
    const target = screen.getByLabelText('Target date of WEB-1');
    fireEvent.change(target, { target: { value: '' } });
    fireEvent.blur(target);
    expect(props.onUpdate).toHaveBeenLastCalledWith(first, { target_date: null });
  });

  it('is read only when editing is not allowed', () => {
    const { props } = setup([item(1)], { canEdit: false });
    fireEvent.click(cellAt(0, 'state'));
    fireEvent.keyDown(cellAt(0, 'priority'), { key: 'Enter' });
    fireEvent.click(cellAt(0, 'start_date'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Start date of WEB-1')).not.toBeInTheDocument();
    expect(cellAt(0, 'state')).toHaveAttribute('aria-readonly', 'true');
    expect(screen.queryByRole('button', { name: 'Edit the title of WEB-1' })).toBeNull();
    fireEvent.keyDown(cellAt(0, 'name'), { key: 'F2' });
    expect(screen.queryByLabelText('Title of WEB-1')).toBeNull();
    expect(props.onUpdate).not.toHaveBeenCalled();
    fireEvent.click(cellAt(0, 'name'));
    expect(props.onOpen).toHaveBeenCalledTimes(1);
  });

  it('moves one tab stop around the grid with the arrow keys', () => {
    setup(many(3));
    const tabStops = () => [...document.querySelectorAll('[role="grid"] [tabindex="0"]')];
    expect(tabStops()).toEqual([cellAt(0, 'key')]);
    cellAt(0, 'key').focus();
    fireEvent.keyDown(cellAt(0, 'key'), { key: 'ArrowDown' });
    expect(cellAt(1, 'key')).toHaveFocus();
    fireEvent.keyDown(cellAt(1, 'key'), { key: 'End' });
    expect(document.activeElement).toHaveAttribute('data-col', '15');
    fireEvent.keyDown(document.activeElement!, { key: 'Home', ctrlKey: true });
    expect(screen.getByRole('button', { name: 'ID' })).toHaveFocus();
    expect(tabStops()).toEqual([screen.getByRole('button', { name: 'ID' })]);
    fireEvent.keyDown(screen.getByRole('button', { name: 'ID' }), { key: 'ArrowDown' });
    expect(cellAt(0, 'key')).toHaveFocus();
  });

  it('asks for more rows near the end of the loaded ones', () => {
    const { props, rerender } = setup(many(20), { hasMore: true, totalCount: 500 });
    expect(props.onLoadMore).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Loading more work items…')).toBeInTheDocument();
    rerender(<SpreadsheetLayout {...props} loading />);
    expect(props.onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('loads the next page only when scrolled near the end', async () => {
    const { props, container } = setup(many(1000), { hasMore: true, totalCount: 5000 });
    expect(props.onLoadMore).not.toHaveBeenCalled();
    const scroller = container.querySelector<HTMLElement>('.cw-ss')!;
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: 990 * 36 });
    fireEvent.scroll(scroller);
    await waitFor(() => expect(props.onLoadMore).toHaveBeenCalledTimes(1));
    expect(cellAt(995, 'key')).toHaveTextContent('WEB-996');
  });

  it('quick-adds at the bottom when allowed', () => {
    const { props, unmount } = setup([item(1)]);
    fireEvent.click(screen.getByRole('button', { name: 'New work item' }));
    const input = screen.getByRole('textbox', { name: 'Title of the new work item' });
    fireEvent.change(input, { target: { value: 'Fresh' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(props.onQuickAdd).toHaveBeenCalledWith('Fresh', {}, undefined);
    unmount();
    // Where projects mix (profile lists) the field asks for the project first.
    const mixed = setup([item(1)], { quickAddProjects: [{ value: 'p1', label: 'Web' }, { value: 'p2', label: 'Mobile' }] });
    fireEvent.click(screen.getByRole('button', { name: 'New work item' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Project' }), { target: { value: 'p2' } });
    const field = screen.getByRole('textbox', { name: 'Title of the new work item' });
    fireEvent.change(field, { target: { value: 'Elsewhere' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(mixed.props.onQuickAdd).toHaveBeenCalledWith('Elsewhere', {}, 'p2');
    mixed.unmount();
    setup([item(1)], { canQuickAdd: false });
    expect(screen.queryByRole('button', { name: 'New work item' })).not.toBeInTheDocument();
  });
});
