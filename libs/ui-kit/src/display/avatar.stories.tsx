import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar, AvatarGroup } from './avatar';

const meta = { title: 'UI Kit/Avatar', component: Avatar, args: { name: 'Ada Lovelace', size: 'lg' } } satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

const team = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Katherine Johnson', 'Edsger Dijkstra', 'Barbara Liskov'].map((name) => ({ name }));
const pixel = 'data:image/svg+xml;utf8,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#f5a623"/><circle cx="20" cy="16" r="8" fill="#fff"/><rect x="8" y="27" width="24" height="13" rx="6" fill="#fff"/></svg>');

export const Initials: Story = {};
export const Image: Story = { args: { src: pixel } };
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={size} name="Grace Hopper" size={size} />
      ))}
      <Avatar name="Acme Inc" size="xl" shape="square" />
    </div>
  ),
};
export const Group: Story = { render: () => <AvatarGroup users={team} max={4} size="lg" /> };
