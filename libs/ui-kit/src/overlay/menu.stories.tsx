import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu } from './menu';
import { ArchiveIcon, CopyIcon, EditIcon, MoreHorizontalIcon, StarIcon, TrashIcon } from '../icons/icons';

const noop = () => undefined;

const meta = {
  title: 'UI Kit/Menu',
  component: Menu,
  args: {
    trigger: <MoreHorizontalIcon />,
    triggerLabel: 'Page actions',
    'aria-label': 'Page actions',
    items: [
      { id: 'edit', label: 'Rename', icon: <EditIcon />, onClick: noop },
      { id: 'fav', label: 'Add to favorites', icon: <StarIcon />, onClick: noop },
      { id: 'copy', label: 'Copy link', icon: <CopyIcon />, onClick: noop },
      { id: 'archive', label: 'Archive', icon: <ArchiveIcon />, onClick: noop, disabled: true, description: 'Locked pages cannot be archived' },
      { id: 'sep', separator: true },
      { id: 'delete', label: 'Delete', icon: <TrashIcon />, onClick: noop, danger: true },
    ],
  },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const IconTrigger: Story = {};
export const TextTrigger: Story = { args: { trigger: 'Actions', triggerLabel: undefined, align: 'start' } };
