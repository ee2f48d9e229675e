import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './checkbox';

const meta = { title: 'UI Kit/Checkbox', component: Checkbox, args: { label: 'Remember me' } } satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

function StatesDemo() {
  const [checked, setChecked] = useState(true);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox label="Checked" checked={checked} onChange={(e) => setChecked(e.target.checked)} />
      <Checkbox label="Indeterminate" indeterminate />
      <Checkbox label="With description" description="Email me when someone mentions me." />
      <Checkbox label="Disabled" disabled />
    </div>
  );
}

export const Default: Story = {};
export const States: Story = { render: () => <StatesDemo /> };
