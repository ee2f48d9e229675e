import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeToggle } from './theme-toggle';
import { PriorityIcon, StateGroupIcon } from '../display/work-item-icons';

describe('ThemeToggle', () => {
  it('presses the current theme and reports another choice', () => {
    const onChange = jest.fn();
    render(<ThemeToggle label="Theme" value="dark" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Theme' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Light' }));
    expect(onChange).toHaveBeenCalledWith('light');
  });
});

describe('work-item icons', () => {
  it('are named when given a title and decorative otherwise', () => {
    render(<><PriorityIcon priority="urgent" title="Urgent" /><StateGroupIcon group="started" title="In progress" /><PriorityIcon priority="low" /></>);
    expect(screen.getByRole('img', { name: 'Urgent' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'In progress' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(2);
  });
});
