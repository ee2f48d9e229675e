import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from './input';
import { MailIcon, SearchIcon } from '../icons/icons';

const meta = {
  title: 'UI Kit/Input',
  component: Input,
  args: { label: 'Email', placeholder: 'name@company.com' },
  decorators: [(Story) => <div style={{ maxWidth: 360, display: 'grid', gap: 20 }}><Story /></div>],
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'We will send a unique code to this address.' } };
export const WithError: Story = { args: { defaultValue: 'not-an-email', error: 'Email is invalid' } };
export const WithIcon: Story = { args: { leftIcon: <MailIcon />, required: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'ada@example.com' } };
export const Sizes: Story = {
  render: () => (
    <>
      <Input size="sm" aria-label="Search small" placeholder="Small" leftIcon={<SearchIcon />} />
      <Input size="md" aria-label="Search medium" placeholder="Medium" leftIcon={<SearchIcon />} />
      <Input size="lg" aria-label="Search large" placeholder="Large" leftIcon={<SearchIcon />} />
    </>
  ),
};
