import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs, type TabItem } from './tabs';

const items: TabItem[] = [
  { id: 'all', label: 'All', content: 'Every notification about your work items.' },
  { id: 'mentions', label: 'Mentions', count: 3, content: 'Only the ones where someone mentioned you.' },
  { id: 'archived', label: 'Archived', disabled: true, content: 'Archived notifications.' },
];

const meta = { title: 'UI Kit/Tabs', component: Tabs, args: { items, value: 'all', onChange: () => undefined } } satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

function TabsDemo({ variant }: { variant: 'underline' | 'pills' }) {
  const [value, setValue] = useState('all');
  return <Tabs aria-label="Notifications" items={items} value={value} onChange={setValue} variant={variant} />;
}

export const Underline: Story = { render: () => <TabsDemo variant="underline" /> };
export const Pills: Story = { render: () => <TabsDemo variant="pills" /> };
