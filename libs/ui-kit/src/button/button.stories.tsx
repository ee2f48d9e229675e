import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, IconButton, LinkButton } from './button';
import { PlusIcon, TrashIcon, MoreHorizontalIcon, ChevronRightIcon } from '../icons/icons';

const meta = {
  title: 'UI Kit/Button',
  component: Button,
  args: { children: 'Save changes', variant: 'primary', size: 'md' },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' } as const;

export const Playground: Story = {};

export const Variants: Story = {
  render: () => (
    <div style={row}>
      <Button variant="primary">Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="outline">Outline</Button>
      <Button variant="danger" leftIcon={<TrashIcon />}>
        Delete
      </Button>
      <Button variant="ghost">Ghost</Button>
      <Button variant="link">Link</Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: () => (
    <div style={row}>
      <Button size="sm">Small</Button>
      <Button size="md">Medium</Button>
      <Button size="lg">Large</Button>
    </div>
  ),
};

export const States: Story = {
  render: () => (
    <div style={row}>
      <Button loading>Signing in…</Button>
      <Button disabled>Disabled</Button>
      <Button variant="outline" loading>
        Saving
      </Button>
      <Button leftIcon={<PlusIcon />}>New work item</Button>
      <Button variant="outline" rightIcon={<ChevronRightIcon />}>
        Continue
      </Button>
    </div>
  ),
};

export const FullWidth: Story = { args: { fullWidth: true, children: 'Continue' } };

export const LinkAndIconButtons: Story = {
  render: () => (
    <div style={row}>
      <LinkButton>Forgot your password?</LinkButton>
      <IconButton aria-label="More actions" icon={<MoreHorizontalIcon />} />
      <IconButton aria-label="Create" variant="outline" icon={<PlusIcon />} />
    </div>
  ),
};
