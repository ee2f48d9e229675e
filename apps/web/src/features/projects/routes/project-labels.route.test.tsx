import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LABEL_COLOR_PRESETS, nextLabelColor, type Label } from '@cairn/types';
import { fixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { projectServices, testProject } from '../../../testing/project-services';

beforeEach(() => window.localStorage.clear());

const labelsPath = `/ws-1/projects/${testProject.id}/settings/labels`;
const frontend = fixtures.label(1, { name: 'Frontend', sort_order: 1000 });
const react = fixtures.label(2, { name: 'React', parent: frontend.id, sort_order: 5000 });
const backend = fixtures.label(3, { name: 'Backend', sort_order: 2000 });

function setup() {
  const update = jest.fn().mockImplementation((_s: string, _p: string, id: string, body: Partial<Label>) =>
    Promise.resolve({ ...[frontend, react, backend].find((l) => l.id === id), ...body }),
  );
  const create = jest.fn();
  const utils = renderApp(labelsPath, projectServices({ labels: { list: () => Promise.resolve([backend, react, frontend]), update, create } }));
  return { ...utils, update, create };
}

function order() {
  return within(screen.getByRole('list', { name: 'Labels' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));
}

// The row (the draggable element) of a label.
function rowOf(name: string): HTMLElement {
  const item = screen.getByRole('listitem', { name });
  return item.querySelector<HTMLElement>('[draggable="true"]') ?? item;
}

function drag(from: string, to: string, where: 'top' | 'middle' | 'bottom') {
  const target = rowOf(to);
  target.getBoundingClientRect = () => ({ top: 100, height: 40, bottom: 140, left: 0, right: 500, width: 500, x: 0, y: 100, toJSON: () => ({}) });
  const clientY = where === 'top' ? 102 : where === 'bottom' ? 138 : 120;
  const dataTransfer = { data: '', setData(_: string, v: string) { this.data = v; }, getData() { return this.data; }, effectAllowed: '', dropEffect: '' };
  // jsdom has no DragEvent, so the pointer position is put on the plain events by hand.
  const at = (event: Event) => {
    Object.defineProperty(event, 'clientY', { value: clientY });
    return event;
  };
  fireEvent.dragStart(rowOf(from), { dataTransfer });
  const accepted = fireEvent(target, at(createEvent.dragOver(target, { dataTransfer })));
  fireEvent(target, at(createEvent.drop(target, { dataTransfer })));
  fireEvent.dragEnd(rowOf(from), { dataTransfer });
  // fireEvent answers false when the handler called preventDefault, i.e. the row accepted the drop.
  return !accepted;
}

describe('labels tab', () => {
  it('shows the tree with children under their parent, in sort order', async () => {
    setup();
    await screen.findByText('React');
    expect(order()).toEqual(['Frontend', 'React', 'Backend']);
    expect(within(screen.getByRole('listitem', { name: 'Frontend' })).getByText('1 child')).toBeInTheDocument();
  });

  it('nests a label under the one above with the indent button (last child: previous + 10000)', async () => {
    const { update } = setup();
    await screen.findByText('React');
    fireEvent.click(screen.getByRole('button', { name: 'Nest Backend under the label above' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('ws-1', testProject.id, backend.id, { parent: frontend.id, sort_order: 15000 }));
    expect(order()).toEqual(['Frontend', 'React', 'Backend']);
    expect(within(screen.getByRole('listitem', { name: 'Frontend' })).getByText('2 children')).toBeInTheDocument();
  });

  it('moves a label up among its siblings (first: half the next)', async () => {
    const { update } = setup();
    await screen.findByText('React');
    expect(screen.getByRole('button', { name: 'Move Frontend up' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Move Backend up' }));
    await waitFor(() => expect(order()).toEqual(['Backend', 'Frontend', 'React']));
    expect(update).toHaveBeenCalledWith('ws-1', testProject.id, backend.id, { sort_order: 500 });
  });

  it('drags a label inside another (re-parent) and before another (reorder)', async () => {
    const { update } = setup();
    await screen.findByText('React');
    expect(drag('Backend', 'React', 'middle')).toBe(true);
    await waitFor(() => expect(update).toHaveBeenCalledWith('ws-1', testProject.id, backend.id, { parent: react.id, sort_order: 65535 }));
    expect(order()).toEqual(['Frontend', 'React', 'Backend']);

    expect(drag('React', 'Frontend', 'top')).toBe(true);
    await waitFor(() => expect(update).toHaveBeenCalledWith('ws-1', testProject.id, react.id, { parent: null, sort_order: 500 }));
    expect(order()).toEqual(['React', 'Backend', 'Frontend']);
  });

  it('refuses to drop a label into its own child', async () => {
    const { update } = setup();
    await screen.findByText('React');
    expect(drag('Frontend', 'React', 'middle')).toBe(false);
    expect(update).not.toHaveBeenCalled();
  });

  it('moves a nested label out with the outdent button, placed right after its old parent', async () => {
    const { update } = setup();
    await screen.findByText('React');
    fireEvent.click(screen.getByRole('button', { name: 'Move React out of its parent' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('ws-1', testProject.id, react.id, { parent: null, sort_order: 1500 }));
    expect(order()).toEqual(['Frontend', 'React', 'Backend']);
  });

  it('adds a child label', async () => {
    const { create } = setup();
    create.mockResolvedValue(fixtures.label(4, { name: 'Vue', parent: frontend.id, sort_order: 15000 }));
    await screen.findByText('React');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Frontend' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Add child label' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Child label name' }), { target: { value: 'Vue' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    // A new label starts on the first preset colour no label uses (not grey for every label).
    const color = nextLabelColor([frontend, react, backend].map((l) => l.color));
    expect(LABEL_COLOR_PRESETS).toContain(color);
    await waitFor(() => expect(create).toHaveBeenCalledWith('ws-1', testProject.id, { name: 'Vue', color, parent: frontend.id }));
    await waitFor(() => expect(order()).toEqual(['Frontend', 'React', 'Vue', 'Backend']));
  });
});
