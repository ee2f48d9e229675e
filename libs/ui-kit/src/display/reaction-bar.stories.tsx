import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReactionBar, type ReactionBarProps, type ReactionGroup } from './reaction-bar';

const meta = {
  title: 'UI Kit/ReactionBar',
  component: ReactionBar,
  args: {
    reactions: [{ emoji: '👍', count: 3, mine: true }, { emoji: '🎉', count: 1, mine: false }],
    label: 'Reactions',
    addLabel: 'Add a reaction',
    toggleLabel: (g: ReactionGroup) => `${g.emoji} ${g.count}`,
    onToggle: () => undefined,
  },
} satisfies Meta<typeof ReactionBar>;
export default meta;
type Story = StoryObj<typeof meta>;

function toggled(list: readonly ReactionGroup[], emoji: string): ReactionGroup[] {
  const found = list.find((g) => g.emoji === emoji);
  if (!found) return [...list, { emoji, count: 1, mine: true }];
  const count = found.count + (found.mine ? -1 : 1);
  return count > 0 ? list.map((g) => (g.emoji === emoji ? { emoji, count, mine: !found.mine } : g)) : list.filter((g) => g.emoji !== emoji);
}

function InteractiveBar(args: ReactionBarProps) {
  const [reactions, setReactions] = useState(args.reactions);
  return <ReactionBar {...args} reactions={reactions} onToggle={(emoji) => setReactions((list) => toggled(list, emoji))} />;
}

export const Interactive: Story = { render: (args) => <InteractiveBar {...args} /> };

export const ReadOnly: Story = { args: { disabled: true } };
