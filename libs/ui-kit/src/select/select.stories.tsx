import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SUPPORTED_LANGUAGES } from '@cairn/i18n';
import { Select, type SelectOption } from './select';
import { MonitorIcon, MoonIcon, SunIcon } from '../icons/icons';

const languages: SelectOption[] = SUPPORTED_LANGUAGES.map((l) => ({ value: l.code, label: l.name }));
const themes: SelectOption<'light' | 'dark' | 'system'>[] = [
  { value: 'light', label: 'Light', icon: <SunIcon />, description: 'Bright surfaces' },
  { value: 'dark', label: 'Dark', icon: <MoonIcon />, description: 'Easy on the eyes at night' },
  { value: 'system', label: 'System preference', icon: <MonitorIcon />, description: 'Follow the operating system' },
];
const people: SelectOption[] = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Katherine Johnson', 'Edsger Dijkstra'].map((n) => ({ value: n.toLowerCase().replace(' ', '-'), label: n }));

// Select is generic over single/multiple props, which Meta<typeof Select> cannot infer; stories render it directly.
const meta: Meta = {
  title: 'UI Kit/Select',
  component: Select,
  decorators: [(Story) => <div style={{ maxWidth: 320, display: 'grid', gap: 20 }}><Story /></div>],
};
export default meta;
type Story = StoryObj;

function SingleDemo() {
  const [value, setValue] = useState<string | null>('en');
  return <Select label="Language" options={languages} value={value} onChange={setValue} />;
}
function IconDemo() {
  const [value, setValue] = useState<'light' | 'dark' | 'system' | null>('system');
  return <Select label="Theme" options={themes} value={value} onChange={setValue} searchable={false} />;
}
function MultiDemo() {
  const [value, setValue] = useState<string[]>(['ada-lovelace']);
  return <Select multiple label="Assignees" options={people} value={value} onChange={setValue} placeholder="Pick people" />;
}

function CreateDemo() {
  const [labels, setLabels] = useState<SelectOption[]>([{ value: 'bug', label: 'Bug' }]);
  const [value, setValue] = useState<string[]>([]);
  return (
    <Select
      multiple
      label="Labels"
      options={labels}
      value={value}
      onChange={setValue}
      create={{
        label: (q) => `Create label “${q}”`,
        colors: ['#3b82f6', '#16a34a', '#d97706', '#dc2626', '#9333ea'],
        onCreate: (name) => {
          const id = name.toLowerCase();
          setLabels((all) => [...all, { value: id, label: name }]);
          setValue((v) => [...v, id]);
        },
      }}
    />
  );
}

export const Single: Story = { render: () => <SingleDemo /> };
/** Type a name no label has: "Create label “…”" with a colour choice appears under the options. */
export const CreateFromSearch: Story = { render: () => <CreateDemo /> };
export const WithIconsAndDescriptions: Story = { render: () => <IconDemo /> };
export const Multiple: Story = { render: () => <MultiDemo /> };
export const Invalid: Story = {
  render: () => <Select label="Role" options={[]} value={null} onChange={() => undefined} error="Select a role" required />,
};
