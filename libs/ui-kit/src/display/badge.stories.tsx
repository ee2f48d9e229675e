import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';

const meta = { title: 'UI Kit/Badge', component: Badge, args: { children: 'Admin' } } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge>Guest</Badge>
      <Badge variant="primary">Member</Badge>
      <Badge variant="accent">Pro</Badge>
      <Badge variant="success">Accepted</Badge>
      <Badge variant="warning">Pending</Badge>
      <Badge variant="danger">Expired</Badge>
      <Badge variant="primary" size="sm">
        12
      </Badge>
    </div>
  ),
};
