import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { WorkItem } from '@cairn/types';
import type { GanttLayoutProps } from '../layout-props';
import { commonProps, fakeToday, item } from '../calendar/layout-fixtures';
import { GanttLayout } from './GanttLayout';

// jsdom has no PointerEvent: a MouseEvent with a pointerId is all the bars read.
beforeAll(() => {
  if (!window.PointerEvent) {
    class TestPointerEvent extends MouseEvent {
      pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
      }
    }
    (window as unknown as { PointerEvent: unknown }).PointerEvent = TestPointerEvent;
  }
});
beforeEach(() => fakeToday(new Date(2025, 2, 12, 10, 0)));
afterEach(() => jest.useRealTimers());

function setup(items: WorkItem[], over: Partial<GanttLayoutProps> = {}) {
  const props: GanttLayoutProps = { ...commonProps(items), scale: 'month', onScale: jest.fn(), onWindowChange: jest.fn(), ...over };
  const utils = render(<GanttLayout {...props} />);
  return { ...utils, props };
}

const ranged = item(1, { start_date: '2025-03-03', target_date: '2025-03-05' });
const bar = (name: RegExp | string) => screen.getByRole('button', { name });
// On the month scale the chart opens on 2025-01-01 with 20 px days: 2025-03-03 is day 61.
const MARCH_3 = 61 * 20;

describe('GanttLayout', () => {
  it('lists every item in the sidebar and draws bars for the dated ones', () => {
    const startOnly = item(2, { start_date: '2025-03-10', target_date: null });
    const targetOnly = item(3, { start_date: null, target_date: '2025-03-10' });
    const undated = item(4, { start_date: null, target_date: null });
    const { props, container } = setup([ranged, startOnly, targetOnly, undated]);
    const list = screen.getByRole('list', { name: 'Work items' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByRole('button', { name: 'Open WEB-4 Item 4' })).toBeInTheDocument();
    expect(within(list).getByText('No dates')).toBeInTheDocument();
    expect(bar(/^WEB-1 Item 1, Mar 3, 2025/)).toHaveStyle({ left: `${MARCH_3}px`, width: '60px', height: '44px', top: '2px' });
    expect(bar('WEB-2 Item 2, Starts Mar 10, 2025')).toHaveStyle({ left: `${68 * 20}px`, width: '60px' });
    expect(bar('WEB-3 Item 3, Due Mar 10, 2025')).toHaveStyle({ left: `${69 * 20 - 60}px`, width: '60px' });
    expect(screen.queryByRole('button', { name: /^WEB-4 Item 4,/ })).not.toBeInTheDocument();
    expect(container.querySelector('.cw-gantt__today')).toHaveStyle({ left: `${70 * 20 + 10}px` });
    expect(props.onWindowChange).toHaveBeenCalledWith({ from: '2025-01-01', to: '2025-06-30' });
  });

  it('uses the day width and range of each scale', () => {
    const { props, rerender, container } = setup([ranged], { scale: 'week' });
    expect(props.onWindowChange).toHaveBeenLastCalledWith({ from: '2025-02-01', to: '2025-05-31' });
    // 2025-03-03 is day 30 of a chart opening on 2025-02-01; 60 px days.
    expect(bar(/^WEB-1/)).toHaveStyle({ left: `${30 * 60}px`, width: '180px' });
    expect(container.querySelector('.cw-gantt-scale')).toHaveStyle({ width: `${120 * 60}px` });
    rerender(<GanttLayout {...props} scale="quarter" />);
    expect(props.onWindowChange).toHaveBeenLastCalledWith({ from: '2024-09-01', to: '2026-08-31' });
    expect(bar(/^WEB-1/)).toHaveStyle({ width: '15px' });
    expect(container.querySelector('.cw-gantt-scale')).toHaveTextContent('Q1 2025');
  });

  it('switches the scale through onScale', () => {
    const { props } = setup([]);
    expect(screen.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Quarter' }));
    expect(props.onScale).toHaveBeenCalledWith('quarter');
  });

  it('moves a bar by whole days with the pointer', () => {
    const { props } = setup([ranged]);
    const block = bar(/^WEB-1/);
    fireEvent.pointerDown(block, { clientX: 100, button: 0 });
    fireEvent.pointerMove(block, { clientX: 129 });
    // The bar follows in whole days while dragging.
    expect(block).toHaveStyle({ left: `${MARCH_3 + 20}px` });
    fireEvent.pointerMove(block, { clientX: 141 });
    expect(block).toHaveStyle({ left: `${MARCH_3 + 40}px` });
    fireEvent.pointerUp(block, { clientX: 141 });
    fireEvent.click(block);
    expect(props.onUpdate).toHaveBeenCalledWith(ranged, { start_date: '2025-03-05', target_date: '2025-03-07' });
    expect(props.onOpen).not.toHaveBeenCalled();
  });

  it('resizes a bar by its edges', () => {
    const { props } = setup([ranged]);
    const block = bar(/^WEB-1/);
    const end = block.querySelector('[data-handle="end"]')!;
    fireEvent.pointerDown(end, { clientX: 300, button: 0 });
    fireEvent.pointerMove(block, { clientX: 340 });
    expect(block).toHaveStyle({ left: `${MARCH_3}px`, width: '100px' });
    fireEvent.pointerUp(block, { clientX: 340 });
    expect(props.onUpdate).toHaveBeenLastCalledWith(ranged, { start_date: '2025-03-03', target_date: '2025-03-07' });
    const start = block.querySelector('[data-handle="start"]')!;
    fireEvent.pointerDown(start, { clientX: 300, button: 0 });
    fireEvent.pointerMove(block, { clientX: 240 });
    fireEvent.pointerUp(block, { clientX: 240 });
    expect(props.onUpdate).toHaveBeenLastCalledWith(ranged, { start_date: '2025-02-28', target_date: '2025-03-05' });
    // The start never passes the target.
    fireEvent.pointerDown(start, { clientX: 300, button: 0 });
    fireEvent.pointerMove(block, { clientX: 500 });
    fireEvent.pointerUp(block, { clientX: 500 });
    expect(props.onUpdate).toHaveBeenLastCalledWith(ranged, { start_date: '2025-03-05', target_date: '2025-03-05' });
  });

  it('opens a bar on a click that does not move it', () => {
    const { props } = setup([ranged]);
    const block = bar(/^WEB-1/);
    fireEvent.pointerDown(block, { clientX: 100, button: 0 });
    fireEvent.pointerMove(block, { clientX: 102 });
    fireEvent.pointerUp(block, { clientX: 102 });
    fireEvent.click(block);
    expect(props.onUpdate).not.toHaveBeenCalled();
    expect(props.onOpen).toHaveBeenCalledWith(ranged);
  });

  it('moves and resizes a focused bar with the keyboard', () => {
    const { props } = setup([ranged]);
    const block = bar(/^WEB-1/);
    expect(block).toHaveAccessibleDescription(/Arrow keys move its dates by a day/);
    fireEvent.keyDown(block, { key: 'ArrowRight' });
    expect(props.onUpdate).toHaveBeenLastCalledWith(ranged, { start_date: '2025-03-04', target_date: '2025-03-06' });
    fireEvent.keyDown(block, { key: 'ArrowLeft' });
    expect(props.onUpdate).toHaveBeenLastCalledWith(ranged, { start_date: '2025-03-02', target_date: '2025-03-04' });
    fireEvent.keyDown(block, { key: 'ArrowLeft', shiftKey: true });
    expect(props.onUpdate).toHaveBeenLastCalledWith(ranged, { start_date: '2025-03-03', target_date: '2025-03-04' });
    fireEvent.keyDown(block, { key: 'ArrowRight', shiftKey: true });
    expect(props.onUpdate).toHaveBeenLastCalledWith(ranged, { start_date: '2025-03-03', target_date: '2025-03-06' });
    fireEvent.keyDown(block, { key: 'Enter' });
    expect(props.onOpen).toHaveBeenCalledWith(ranged);
  });

  it('only opens bars when editing is not allowed', () => {
    const { props } = setup([ranged], { canEdit: false });
    const block = bar(/^WEB-1/);
    expect(block.querySelector('[data-handle]')).toBeNull();
    expect(block).toHaveAccessibleDescription('Enter opens the work item.');
    fireEvent.pointerDown(block, { clientX: 100, button: 0 });
    fireEvent.pointerMove(block, { clientX: 200 });
    fireEvent.pointerUp(block, { clientX: 200 });
    fireEvent.keyDown(block, { key: 'ArrowRight' });
    fireEvent.keyDown(block, { key: 'ArrowRight', shiftKey: true });
    expect(props.onUpdate).not.toHaveBeenCalled();
    expect(block).toHaveStyle({ left: `${MARCH_3}px` });
    fireEvent.keyDown(block, { key: 'Enter' });
    expect(props.onOpen).toHaveBeenCalledTimes(1);
  });

  it('keeps the DOM small with thousands of bars', () => {
    const items = Array.from({ length: 5000 }, (_, i) => item(i + 1, { start_date: '2025-03-01', target_date: '2025-03-20' }));
    const { container } = setup(items);
    const rows = container.querySelectorAll('[role="listitem"]');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThanOrEqual(60);
    expect(container.querySelectorAll('.cw-gantt-block').length).toBe(rows.length);
    expect(rows[0]).toHaveAttribute('aria-setsize', '5000');
  });

  it('grows the chart when scrolled to an edge and reports the new window', async () => {
    const { props, container } = setup([ranged]);
    const scroller = container.querySelector<HTMLElement>('.cw-gantt__scroll')!;
    let left = 0;
    Object.defineProperty(scroller, 'scrollLeft', { configurable: true, get: () => left, set: (v: number) => (left = v) });
    left = 10;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(props.onWindowChange).toHaveBeenLastCalledWith({ from: '2024-10-01', to: '2025-06-30' }));
    // The view stays on the same days: the added October–December pushed it right by their width.
    expect(left).toBe(10 + 92 * 20);
    expect(bar(/^WEB-1/)).toHaveStyle({ left: `${MARCH_3 + 92 * 20}px` });
    left = 100_000;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(props.onWindowChange).toHaveBeenLastCalledWith({ from: '2024-10-01', to: '2025-09-30' }));
  });

  it('loads more rows near the end and quick-adds on today', () => {
    const { props } = setup([ranged], { hasMore: true, totalCount: 3000 });
    expect(props.onLoadMore).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'New work item' }));
    const input = screen.getByRole('textbox', { name: 'Title of the new work item' });
    fireEvent.change(input, { target: { value: 'Plan' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(props.onQuickAdd).toHaveBeenCalledWith('Plan', { start_date: '2025-03-12', target_date: '2025-03-12' }, undefined);
  });
});
