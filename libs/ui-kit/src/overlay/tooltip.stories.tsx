import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tooltip } from './tooltip';
import { IconButton } from '../button/button';
import { PlusIcon } from '../icons/icons';

const meta = {
  title: 'UI Kit/Tooltip',
  component: Tooltip,
  args: { content: 'Create a project', children: <span /> },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Placements: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, padding: 48 }}>
      {(['top', 'bottom', 'left', 'right'] as const).map((placement) => (
        <Tooltip key={placement} content={`Tooltip ${placement}`} placement={placement}>
          <IconButton aria-label={`Show ${placement}`} variant="outline" icon={<PlusIcon />} />
        </Tooltip>
      ))}
    </div>
  ),
};
