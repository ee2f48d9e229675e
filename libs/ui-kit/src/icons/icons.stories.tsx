import type { Meta, StoryObj } from '@storybook/react-vite';
import * as icons from './icons';

const gallery = Object.entries(icons).filter(([name]) => name.endsWith('Icon')) as Array<[string, icons.IconComponent]>;

function IconGallery({ size }: { size: number }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 12 }}>
      {gallery.map(([name, Icon]) => (
        <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: 8, border: '1px solid var(--ck-color-border)', borderRadius: 6, fontSize: 12, color: 'var(--ck-color-text-secondary)' }}>
          <Icon size={size} style={{ color: 'var(--ck-color-text-primary)' }} />
          {name.replace(/Icon$/, '')}
        </div>
      ))}
    </div>
  );
}

const meta = { title: 'UI Kit/Icons', component: IconGallery, args: { size: 18 } } satisfies Meta<typeof IconGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};
