import { fireEvent, render, screen } from '@testing-library/react';
import { QuickAddInput } from './QuickAddInput';

const projects = [{ value: 'p1', label: 'Web' }, { value: 'p2', label: 'Mobile' }];

describe('QuickAddInput', () => {
  it('creates on Enter and stays open; an empty field closes on blur', () => {
    const onSubmit = jest.fn();
    const onClose = jest.fn();
    render(<QuickAddInput label="New work item" onSubmit={onSubmit} onClose={onClose} />);
    const field = screen.getByLabelText('New work item');
    fireEvent.change(field, { target: { value: '  First  ' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledWith('First', undefined);
    expect(field).toHaveValue('');
    fireEvent.blur(field);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('where projects mix, asks for the project and creates the item there; moving between the two keeps it open', () => {
    const onSubmit = jest.fn();
    const onClose = jest.fn();
    render(<QuickAddInput label="New work item" projects={projects} onSubmit={onSubmit} onClose={onClose} />);
    const choice = screen.getByRole('combobox', { name: 'Project' });
    const field = screen.getByLabelText('New work item');
    expect(choice).toHaveValue('p1');
    fireEvent.change(choice, { target: { value: 'p2' } });
    fireEvent.blur(choice, { relatedTarget: field });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: 'Mobile item' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledWith('Mobile item', 'p2');
    fireEvent.blur(field, { relatedTarget: document.body });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(choice, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
