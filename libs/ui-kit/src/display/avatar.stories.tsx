import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar, AvatarGroup } from './avatar';
import { AVATAR_COLORS } from './avatar-colors';

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
/** Four members all named "ux1": the colour comes from each user id (colorSeed), so they stay apart. */
export const SameNameDifferentIds: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {['u-1', 'u-2', 'u-3', 'u-4'].map((id) => (
        <Avatar key={id} name="ux1" colorSeed={id} size="lg" />
      ))}
    </div>
  ),
};
/** Every background of the palette with white initials (each ≥ 4.5:1). */
export const Palette: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {AVATAR_COLORS.map((color, i) => (
        <span key={color} style={{ ['--ck-avatar-bg' as string]: color }} className="ck-avatar ck-avatar--lg ck-avatar--circle" role="img" aria-label={color}>
          <span className="ck-avatar__initials" aria-hidden="true">{String.fromCharCode(65 + i)}</span>
        </span>
      ))}
    </div>
  ),
};
