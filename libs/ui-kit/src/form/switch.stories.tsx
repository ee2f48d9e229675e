import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Switch, type SwitchProps } from './switch';

const meta = {
  title: 'UI Kit/Switch',
  component: Switch,
  args: { checked: true, label: 'Use the local cache', onChange: () => undefined },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

function SwitchDemo(args: SwitchProps) {
  const [on, setOn] = useState(args.checked);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Switch {...args} checked={on} onChange={setOn} />
      <Switch size="sm" checked={!on} onChange={(v) => setOn(!v)} aria-label="Small switch" />
      <Switch checked={false} onChange={() => undefined} label="Disabled" disabled />
    </div>
  );
}

export const Interactive: Story = { render: (args) => <SwitchDemo {...args} /> };
