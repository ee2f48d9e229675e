import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormField, Label } from './form-field';

const meta = {
  title: 'UI Kit/FormField',
  component: FormField,
  args: { id: 'about', label: 'About you', hint: 'A sentence or two.', children: null },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <FormField {...args}>
        <textarea id={args.id} rows={3} aria-describedby={`${args.id}-${args.error ? 'error' : 'hint'}`} style={{ padding: 8, borderRadius: 6, border: '1px solid var(--ck-color-border-strong)', background: 'var(--ck-color-bg-surface)' }} />
      </FormField>
    </div>
  ),
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {};
export const WithError: Story = { args: { error: 'This field is required', required: true } };
export const LabelOnly: Story = {
  render: () => (
    <Label htmlFor="x" required>
      Workspace name
    </Label>
  ),
};
