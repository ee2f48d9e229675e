import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { WorkItem } from '@cairn/types';
import type { CalendarLayoutProps } from '../layout-props';
import { CalendarLayout } from './CalendarLayout';
import { commonProps, fakeToday, item } from './layout-fixtures';

function setup(items: WorkItem[], over: Partial<CalendarLayoutProps> = {}) {
  const props: CalendarLayoutProps = {
    ...commonProps(items),
    calendarLayout: 'month',
    onCalendarLayout: jest.fn(),
    weekStart: 0,
    onWindowChange: jest.fn(),
    ...over,
  };
  const utils = render(<CalendarLayout {...props} />);
  return { ...utils, props };
}

const cell = (date: string) => document.querySelector<HTMLElement>(`[data-day="${date}"]`)!;

// jsdom has no layout: day cells get a 100×100 box by their place in the grid, cards a box inside their day,
// so dnd-kit's keyboard drag can find the neighbouring days.
function mockLayout() {
  const box = (left: number, top: number, width: number, height: number) =>
    ({ x: left, y: top, left, top, width, height, right: left + width, bottom: top + height, toJSON: () => ({}) }) as DOMRect;
  return jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    let day = this.closest('[data-day]');
    const id = this.closest('[data-item-id]')?.getAttribute('data-item-id');
    if (!day && id) day = document.querySelector(`[data-day] [data-item-id="${id}"]`)?.closest('[data-day]') ?? null;
    if (!day) return box(0, 0, 0, 0);
    const index = [...document.querySelectorAll('[data-day]')].indexOf(day);
    const left = (index % 7) * 100;
    const top = Math.floor(index / 7) * 100;
    return this === day ? box(left, top, 100, 100) : box(left + 5, top + 30, 90, 20);
  });
}

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => fakeToday(new Date(2025, 2, 12, 10, 0)));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('CalendarLayout', () => {
  it('shows the month around today with items on their target date and today marked', () => {
    const onTarget = item(1, { target_date: '2025-03-12', start_date: '2025-03-01' });
    const startOnly = item(2, { target_date: null, start_date: '2025-03-12' });
    const { props } = setup([onTarget, startOnly]);
    expect(screen.getByRole('heading', { name: 'March 2025' })).toBeInTheDocument();
    expect(props.onWindowChange).toHaveBeenCalledWith({ from: '2025-02-23', to: '2025-04-05' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(document.querySelectorAll('[data-day]')).toHaveLength(42);
    const today = cell('2025-03-12');
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveTextContent('Wednesday, March 12, 2025');
    expect(within(today).getByRole('button', { name: 'Open WEB-1 Item 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open WEB-2 Item 2' })).not.toBeInTheDocument();
    expect(cell('2025-02-23')).toHaveClass('cw-cal-day--outside');
    expect(document.querySelectorAll('[aria-current="date"]')).toHaveLength(1);
  });

  it('respects the week start in the month and week layouts', () => {
    const { props, rerender } = setup([], { weekStart: 1 });
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Mon');
    expect(props.onWindowChange).toHaveBeenLastCalledWith({ from: '2025-02-24', to: '2025-04-06' });
    rerender(<CalendarLayout {...props} calendarLayout="week" />);
    expect(props.onWindowChange).toHaveBeenLastCalledWith({ from: '2025-03-10', to: '2025-03-16' });
    expect(document.querySelectorAll('[data-day]')).toHaveLength(7);
    expect(screen.getByRole('heading', { name: /^Mar 10\s*–\s*16, 2025$/ })).toBeInTheDocument();
    rerender(<CalendarLayout {...props} calendarLayout="week" weekStart={6} />);
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Sat');
    expect(props.onWindowChange).toHaveBeenLastCalledWith({ from: '2025-03-08', to: '2025-03-14' });
  });

  it('pages back and forth and returns to today', () => {
    const { props } = setup([]);
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'April 2025' })).toBeInTheDocument();
    expect(props.onWindowChange).toHaveBeenLastCalledWith({ from: '2025-03-30', to: '2025-05-03' });
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { name: 'February 2025' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByRole('heading', { name: 'March 2025' })).toBeInTheDocument();
    expect(props.onWindowChange).toHaveBeenLastCalledWith({ from: '2025-02-23', to: '2025-04-05' });
  });

  it('switches between month and week through onCalendarLayout', () => {
    const { props } = setup([]);
    expect(screen.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Week' }));
    expect(props.onCalendarLayout).toHaveBeenCalledWith('week');
  });

  it('collapses a crowded day behind "+N more"', () => {
    const items = [1, 2, 3, 4, 5].map((n) => item(n, { target_date: '2025-03-12' }));
    setup(items);
    const day = cell('2025-03-12');
    expect(within(day).getAllByRole('button', { name: /^Open WEB-/ })).toHaveLength(3);
    fireEvent.click(within(day).getByRole('button', { name: '+2 more' }));
    expect(within(day).getAllByRole('button', { name: /^Open WEB-/ })).toHaveLength(5);
    fireEvent.click(within(day).getByRole('button', { name: 'Show less' }));
    expect(within(day).getAllByRole('button', { name: /^Open WEB-/ })).toHaveLength(3);
  });

  it('quick-adds on a day with that day as target date', () => {
    const { props } = setup([]);
    fireEvent.click(screen.getByRole('button', { name: 'Add a work item on Friday, March 14, 2025' }));
    const input = screen.getByRole('textbox', { name: 'Add a work item on Friday, March 14, 2025' });
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: '  Ship it ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(props.onQuickAdd).toHaveBeenCalledWith('Ship it', { target_date: '2025-03-14' }, undefined);
    expect(input).toHaveValue('');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('offers no quick add when it is not allowed', () => {
    setup([], { canQuickAdd: false });
    expect(screen.queryByRole('button', { name: /^Add a work item/ })).not.toBeInTheDocument();
  });

  it('opens a card on click and on Enter', () => {
    const target = item(1, { target_date: '2025-03-12' });
    const { props } = setup([target]);
    const card = screen.getByRole('button', { name: 'Open WEB-1 Item 1' });
    fireEvent.click(card);
    fireEvent.keyDown(card, { key: 'Enter', code: 'Enter' });
    expect(props.onOpen).toHaveBeenCalledTimes(2);
    expect(props.onOpen).toHaveBeenCalledWith(target);
  });

  it('moves a card to another day with the keyboard', async () => {
    mockLayout();
    const moved = item(1, { target_date: '2025-03-12' });
    const { props } = setup([moved, item(2, { target_date: '2025-03-20' })]);
    const card = screen.getByRole('button', { name: 'Open WEB-1 Item 1' });
    expect(card).toHaveAttribute('aria-roledescription', 'draggable');
    card.focus();
    fireEvent.keyDown(card, { key: ' ', code: 'Space' });
    await tick();
    fireEvent.keyDown(card, { key: 'ArrowRight', code: 'ArrowRight' });
    await waitFor(() => expect(cell('2025-03-13')).toHaveClass('cw-cal-day--over'));
    fireEvent.keyDown(card, { key: 'ArrowDown', code: 'ArrowDown' });
    await waitFor(() => expect(cell('2025-03-20')).toHaveClass('cw-cal-day--over'));
    fireEvent.keyDown(card, { key: ' ', code: 'Space' });
    await waitFor(() => expect(props.onUpdate).toHaveBeenCalledWith(moved, { target_date: '2025-03-20' }));
    expect(props.onUpdate).toHaveBeenCalledTimes(1);
    expect(props.onOpen).not.toHaveBeenCalled();
  });

  it('cancels a keyboard drag with Escape', async () => {
    mockLayout();
    const { props } = setup([item(1, { target_date: '2025-03-12' })]);
    const card = screen.getByRole('button', { name: 'Open WEB-1 Item 1' });
    card.focus();
    fireEvent.keyDown(card, { key: ' ', code: 'Space' });
    await tick();
    fireEvent.keyDown(card, { key: 'ArrowLeft', code: 'ArrowLeft' });
    await waitFor(() => expect(cell('2025-03-11')).toHaveClass('cw-cal-day--over'));
    fireEvent.keyDown(card, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(cell('2025-03-11')).not.toHaveClass('cw-cal-day--over'));
    expect(props.onUpdate).not.toHaveBeenCalled();
  });

  it('does not drag when editing is not allowed', async () => {
    mockLayout();
    const { props } = setup([item(1, { target_date: '2025-03-12' })], { canEdit: false });
    const card = screen.getByRole('button', { name: 'Open WEB-1 Item 1' });
    expect(card).not.toHaveAttribute('aria-roledescription');
    expect(card).not.toHaveAttribute('aria-disabled');
    card.focus();
    fireEvent.keyDown(card, { key: ' ', code: 'Space' });
    await tick();
    fireEvent.keyDown(card, { key: 'ArrowRight', code: 'ArrowRight' });
    fireEvent.keyDown(card, { key: ' ', code: 'Space' });
    await tick();
    expect(cell('2025-03-13')).not.toHaveClass('cw-cal-day--over');
    expect(props.onUpdate).not.toHaveBeenCalled();
    fireEvent.keyDown(card, { key: 'Enter', code: 'Enter' });
    expect(props.onOpen).toHaveBeenCalledTimes(1);
  });

  it('keeps loading while the window has more items', () => {
    const { props, rerender } = setup([], { hasMore: true });
    expect(props.onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<CalendarLayout {...props} hasMore loading />);
    expect(props.onLoadMore).toHaveBeenCalledTimes(1);
  });
});
