import { fireEvent, render, screen } from '@testing-library/react';
import { PUBLISH_DEFAULTS } from './PublishPanel';
import { PublishForm } from './PublishForm';

function form(over: Partial<Parameters<typeof PublishForm>[0]> = {}) {
  const onChange = jest.fn();
  render(<PublishForm value={PUBLISH_DEFAULTS} intakeAvailable onChange={onChange} {...over} />);
  return onChange;
}

describe('PublishForm', () => {
  it('shows each switch with its state and sends one change per switch', () => {
    const onChange = form();
    expect(screen.getByRole('switch', { name: 'Comments' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Votes' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Allow search engines' })).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(screen.getByRole('switch', { name: 'Comments' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Public request form' }));
    expect(onChange.mock.calls).toEqual([[{ is_comments_enabled: false }], [{ is_intake_enabled: true }]]);
  });

  it("turns the request form off, with the reason, while the project's Intake is off", () => {
    const onChange = form({ intakeAvailable: false, value: { ...PUBLISH_DEFAULTS, is_intake_enabled: true } });
    const intake = screen.getByRole('switch', { name: 'Public request form' });
    expect(intake).toBeDisabled();
    expect(intake).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('Turn on Intake in the project features to take requests')).toBeInTheDocument();
    fireEvent.click(intake);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers the five layouts and refuses to untick the last one, inline', () => {
    const onChange = form({ value: { ...PUBLISH_DEFAULTS, view_props: { list: true, kanban: false, calendar: false, spreadsheet: false, gantt: false } } });
    for (const name of ['List', 'Board', 'Calendar', 'Spreadsheet', 'Timeline']) expect(screen.getByRole('checkbox', { name })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Timeline' }));
    expect(onChange).toHaveBeenLastCalledWith({ view_props: { gantt: true } });
    onChange.mockClear();
    fireEvent.click(screen.getByRole('checkbox', { name: 'List' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one layout');
    expect(onChange).not.toHaveBeenCalled();
  });
});
