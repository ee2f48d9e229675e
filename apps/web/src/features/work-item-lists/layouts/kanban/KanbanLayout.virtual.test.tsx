import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { WORK_ITEM_DISPLAY_PROPERTIES, type WorkItem } from '@cairn/types';
import { commonProps, done, item, todo } from '../calendar/layout-fixtures';
import type { GroupedLayoutProps, LayoutGroup } from '../grouped-layout-props';
import { tick } from '../../testing/list-setup.test-util';
import { CARD_ESTIMATE } from './KanbanCell';
import { KanbanLayout } from './KanbanLayout';

/** The height every card measures at (jsdom lays nothing out), and the space between cards. */
const CARD = CARD_ESTIMATE;
const STEP = CARD + 8;
const extra = [1, 2, 3, 4].map((n) => ({ key: `extra-${n}`, label: `Extra ${n}` }));

function items(from: number, count: number, over: Partial<WorkItem> = {}): WorkItem[] {
  return Array.from({ length: count }, (_, i) => item(from + i, { sort_order: (i + 1) * 1000, ...over }));
}

function props(groups: LayoutGroup[], over: Partial<GroupedLayoutProps> = {}): GroupedLayoutProps & { showEmptyGroups: boolean } {
  const all = groups.flatMap((g) => g.items);
  return {
    ...commonProps(all),
    displayProperties: Object.fromEntries(WORK_ITEM_DISPLAY_PROPERTIES.map((k) => [k, true])),
    groupBy: 'state',
    subGroupBy: null,
    groups,
    orderBy: 'sort_order',
    onLoadMoreGroup: jest.fn(),
    onQuickAddInGroup: jest.fn(),
    canDropIn: () => true,
    canReorder: true,
    onMove: jest.fn(),
    showEmptyGroups: true,
    ...over,
  };
}

const group = (key: string, label: string, list: WorkItem[], over: Partial<LayoutGroup> = {}): LayoutGroup => ({ key, label, items: list, total: list.length, hasMore: false, ...over });
const cardsIn = (name: string) => within(screen.getByRole('list', { name })).queryAllByRole('listitem');
const scrollerOf = (name: string) => screen.getByRole('list', { name }).parentElement as HTMLElement;

async function press(target: Element | Document, code: string) {
  fireEvent.keyDown(target, { code, key: code === 'Space' ? ' ' : code });
  // The keyboard sensor listens from a timeout after the pick-up.
  await act(() => tick());
}

async function scrollTo(element: HTMLElement, top: number) {
  element.scrollTop = top;
  fireEvent.scroll(element);
  await act(() => tick());
}

jest.setTimeout(20000);
let restore: (() => void)[] = [];
beforeEach(() => {
  const offset = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(CARD);
  // jsdom has no scrolling: scrollTo stores the offset and tells the listeners, like a browser would.
  const scrollTo = jest.fn(function (this: HTMLElement, options?: ScrollToOptions) {
    if (options?.top !== undefined) this.scrollTop = options.top;
    if (options?.left !== undefined) this.scrollLeft = options.left;
    this.dispatchEvent(new Event('scroll'));
  });
  Object.defineProperty(Element.prototype, 'scrollTo', { value: scrollTo, configurable: true, writable: true });
  Element.prototype.scrollIntoView = jest.fn();
  restore = [() => offset.mockRestore(), () => delete (Element.prototype as { scrollTo?: unknown }).scrollTo];
});
afterEach(() => restore.forEach((undo) => undo()));

describe('KanbanLayout virtualisation', () => {
  it('draws only a window of 2,000 cards in one column and moves it on scroll', async () => {
    const many = items(1, 2000);
    render(<KanbanLayout {...props([group(todo.id, 'Todo', many), group(done.id, 'Done', [])])} />);
    const drawn = cardsIn('Todo');
    expect(drawn.length).toBeGreaterThan(3);
    expect(drawn.length).toBeLessThan(20);
    expect(drawn[0]).toHaveAccessibleName('WEB-1 Item 1');
    // The header still counts every item of the group.
    expect(screen.getByLabelText('2000 work items')).toBeInTheDocument();

    await scrollTo(scrollerOf('Todo'), 1500 * STEP);
    const names = cardsIn('Todo').map((card) => card.getAttribute('aria-label'));
    expect(names).toContain('WEB-1502 Item 1502');
    expect(names).not.toContain('WEB-1 Item 1');
    expect(names.length).toBeLessThan(20);
  });

  it('keeps a 6 × 334 board (2,004 cards) within the node budget', () => {
    const groups = [todo, done, ...extra.map((e) => ({ id: e.key, name: e.label }))].map((g, i) => group(g.id, g.name, items(i * 334 + 1, 334)));
    const { container } = render(<KanbanLayout {...props(groups)} />);
    expect(screen.getAllByRole('list')).toHaveLength(6);
    const cards = screen.getAllByRole('listitem').length;
    expect(cards).toBeGreaterThan(6 * 3);
    expect(cards).toBeLessThan(6 * 20);
    expect(container.getElementsByTagName('*').length).toBeLessThan(3000);
  });

  it('asks for the next page of a column when its end comes into view', async () => {
    const loaded = items(1, 50);
    const onLoadMoreGroup = jest.fn();
    render(<KanbanLayout {...props([group(todo.id, 'Todo', loaded, { total: 120, hasMore: true })], { onLoadMoreGroup })} />);
    expect(screen.getByRole('button', { name: 'Load more (70 left)' })).toBeInTheDocument();
    await act(() => tick());
    expect(onLoadMoreGroup).not.toHaveBeenCalled();
    await scrollTo(scrollerOf('Todo'), 45 * STEP);
    expect(onLoadMoreGroup).toHaveBeenCalledTimes(1);
    expect(onLoadMoreGroup).toHaveBeenCalledWith(todo.id, undefined);
    // Once per loaded length, however much more it scrolls.
    await scrollTo(scrollerOf('Todo'), 46 * STEP);
    expect(onLoadMoreGroup).toHaveBeenCalledTimes(1);
  });

  it('a keyboard drag keeps the dragged card drawn when its column scrolls, and drops where the keys led in a long column', async () => {
    const left = items(1, 2000);
    const right = items(3001, 2000, { state_id: done.id, state__group: 'completed' });
    const onMove = jest.fn();
    render(<KanbanLayout {...props([group(todo.id, 'Todo', left), group(done.id, 'Done', right)], { onMove })} />);
    // The Done column is scrolled far down: its first cards are not drawn.
    await scrollTo(scrollerOf('Done'), 1000 * STEP);
    expect(screen.queryByRole('listitem', { name: 'WEB-3002 Item 3002' })).not.toBeInTheDocument();

    const handle = screen.getByRole('button', { name: 'Move WEB-2' });
    handle.focus();
    await press(handle, 'Space');
    // The live region says where the card is (it starts over its own place).
    expect(await screen.findByText('WEB-2 is over Todo.')).toBeInTheDocument();
    await scrollTo(scrollerOf('Todo'), 1800 * STEP);
    expect(screen.getByRole('listitem', { name: 'WEB-2 Item 2' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'WEB-3 Item 3' })).not.toBeInTheDocument();

    // Right: the same place in Done (before its second card), which the board scrolls into view.
    await press(document, 'ArrowRight');
    expect(await screen.findByText('WEB-2 is over Done.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'WEB-3002 Item 3002' })).toBeInTheDocument());
    await press(document, 'Space');
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(onMove).toHaveBeenCalledWith(left[1], { fromGroup: todo.id, toGroup: done.id, fromSubGroup: undefined, toSubGroup: undefined, beforeId: right[0].id, afterId: right[1].id });
  });

  it('swimlanes draw only the lanes and cards in view, and a keyboard drag moves a card to another column of its lane', async () => {
    const lanes = Array.from({ length: 40 }, (_, l) => ({ key: `lane-${l}`, label: `Lane ${l}` }));
    const groups = [todo, done].map((state, s) => {
      const subGroups = lanes.map((lane, l) => group(lane.key, lane.label, items(s * 100_000 + l * 1000 + 1, 60, { state_id: state.id })));
      return group(state.id, state.name, subGroups.flatMap((g) => g.items), { subGroups });
    });
    const onMove = jest.fn();
    const { container } = render(<KanbanLayout {...props(groups, { subGroupBy: 'priority', onMove })} />);
    const laneHeads = screen.getAllByRole('heading', { level: 3 });
    expect(laneHeads.length).toBeGreaterThan(0);
    expect(laneHeads.length).toBeLessThan(5);
    expect(laneHeads[0]).toHaveTextContent('Lane 0');
    expect(screen.getAllByRole('listitem').length).toBeLessThan(60);
    expect(container.getElementsByTagName('*').length).toBeLessThan(3000);

    const handle = screen.getByRole('button', { name: 'Move WEB-1' });
    handle.focus();
    await press(handle, 'Space');
    await press(document, 'ArrowRight');
    expect(await screen.findByText('WEB-1 is over Done · Lane 0.')).toBeInTheDocument();
    await press(document, 'Space');
    expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ id: groups[0].items[0].id }), expect.objectContaining({ toGroup: done.id, toSubGroup: 'lane-0', fromSubGroup: 'lane-0' }));
  });
});
