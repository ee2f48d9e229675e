import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Menu, type MenuItem, type MenuSeparator } from './menu';

function setup() {
  const edit = jest.fn();
  const copy = jest.fn();
  const archive = jest.fn();
  const remove = jest.fn();
  const items: Array<MenuItem | MenuSeparator> = [
    { id: 'edit', label: 'Edit', onClick: edit },
    { id: 'copy', label: 'Copy link', onClick: copy },
    { id: 'archive', label: 'Archive', onClick: archive, disabled: true },
    { id: 'sep', separator: true },
    { id: 'delete', label: 'Delete', onClick: remove, danger: true },
  ];
  render(<Menu trigger="Actions" items={items} aria-label="Page actions" />);
  return { edit, copy, archive, remove, trigger: screen.getByRole('button', { name: 'Actions' }) };
}

describe('Menu', () => {
  it('opens on click with the first item focused and runs an item', async () => {
    const { trigger, edit } = setup();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(trigger);
    expect(screen.getByRole('menu', { name: 'Page actions' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(edit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('moves with arrows, skipping disabled items and wrapping', async () => {
    const { trigger, remove } = setup();
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Copy link' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{End}{Enter}');
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('opens on ArrowUp at the last item and jumps by first letter', async () => {
    const { trigger } = setup();
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('c');
    expect(screen.getByRole('menuitem', { name: 'Copy link' })).toHaveFocus();
  });

  it('closes on Escape and returns focus; disabled items do nothing', async () => {
    const { trigger, archive } = setup();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Archive' }));
    expect(archive).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const { trigger } = setup();
    await userEvent.click(trigger);
    await userEvent.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
