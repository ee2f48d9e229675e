import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, type TabItem } from './tabs';

const items: TabItem[] = [
  { id: 'all', label: 'All', content: <p>All notifications</p> },
  { id: 'mentions', label: 'Mentions', count: 2, content: <p>Mentions only</p> },
  { id: 'archived', label: 'Archived', disabled: true, content: <p>Archived</p> },
  { id: 'snoozed', label: 'Snoozed', content: <p>Snoozed</p> },
];

function Harness({ onChange = jest.fn() }: { onChange?: (id: string) => void }) {
  const [value, setValue] = useState('all');
  return (
    <Tabs
      aria-label="Notification tabs"
      items={items}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

describe('Tabs', () => {
  it('exposes a tablist with the active tab and its panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Notification tabs' })).toBeInTheDocument();
    const all = screen.getByRole('tab', { name: 'All' });
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect(all).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: /Mentions/ })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'All' })).toHaveTextContent('All notifications');
  });

  it('moves with arrows (skipping disabled, wrapping) and Home/End', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Mentions/ })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Mentions only');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Snoozed' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Snoozed' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith('snoozed');
  });
});
