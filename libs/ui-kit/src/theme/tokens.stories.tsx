import type { Meta, StoryObj } from '@storybook/react-vite';

const groups: Record<string, string[]> = {
  Backgrounds: ['bg-canvas', 'bg-surface', 'bg-subtle', 'bg-muted', 'bg-emphasis', 'bg-inverse'],
  Text: ['text-primary', 'text-secondary', 'text-tertiary', 'text-placeholder'],
  Brand: ['primary', 'primary-hover', 'primary-subtle', 'accent', 'accent-subtle'],
  Status: ['danger', 'danger-subtle', 'success', 'success-subtle', 'warning', 'warning-subtle'],
  Lines: ['border', 'border-strong'],
};

/** The colour tokens of the active theme (switch it from the toolbar; apps call applyTheme). */
function TokenSheet() {
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      {Object.entries(groups).map(([group, names]) => (
        <section key={group}>
          <h3 style={{ fontSize: 13, marginBottom: 8 }}>{group}</h3>
          <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
            {names.map((name) => (
              <div key={name} style={{ width: 120, fontSize: 11, color: 'var(--ck-color-text-secondary)' }}>
                <div style={{ height: 48, borderRadius: 8, border: '1px solid var(--ck-color-border)', background: `var(--ck-color-${name})` }} />
                --ck-color-{name}
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

const meta = { title: 'Foundations/Tokens', component: TokenSheet } satisfies Meta<typeof TokenSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = {};
