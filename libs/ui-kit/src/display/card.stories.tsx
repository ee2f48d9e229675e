import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './card';
import { Button } from '../button/button';
import { Input } from '../form/input';

const meta = { title: 'UI Kit/Card', component: Card } satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SettingsSection: Story = {
  render: () => (
    <div style={{ maxWidth: 560 }}>
      <Card
        title="General"
        description="Your workspace's name, URL and logo."
        footer={
          <>
            <Button variant="outline">Cancel</Button>
            <Button>Save changes</Button>
          </>
        }
      >
        <div style={{ display: 'grid', gap: 16 }}>
          <Input label="Workspace name" defaultValue="Acme Inc." />
          <Input label="Workspace URL" defaultValue="cairn.example.com/acme" disabled hint="The URL cannot be changed." />
        </div>
      </Card>
    </div>
  ),
};
export const Plain: Story = { args: { children: 'A plain surface with default padding.' } };
