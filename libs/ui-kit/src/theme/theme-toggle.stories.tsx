import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemeToggle } from './theme-toggle';
import type { ThemeChoice } from './apply-theme';

function Demo({ showLabels }: { showLabels?: boolean }) {
  const [theme, setTheme] = useState<ThemeChoice>('system');
  return <ThemeToggle label="Theme" value={theme} onChange={setTheme} showLabels={showLabels} />;
}

const meta = { title: 'UI Kit/ThemeToggle', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const IconsOnly: Story = {};
export const WithLabels: Story = { args: { showLabels: true } };
