import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordInput } from './password-input';

const meta = {
  title: 'UI Kit/PasswordInput',
  component: PasswordInput,
  args: { label: 'Password', placeholder: 'Enter password' },
  decorators: [(Story) => <div style={{ maxWidth: 360, display: 'grid', gap: 20 }}><Story /></div>],
} satisfies Meta<typeof PasswordInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WeakWithStrength: Story = { args: { showStrength: true, defaultValue: 'short' } };
export const StrongWithStrength: Story = { args: { showStrength: true, defaultValue: 'Corr3ct-Horse!' } };
export const WithError: Story = { args: { error: 'Please enter your password' } };
