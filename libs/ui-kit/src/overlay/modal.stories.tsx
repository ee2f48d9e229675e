import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Modal } from './modal';
import { Button } from '../button/button';
import { Input } from '../form/input';
import { Select } from '../select/select';

const meta = {
  title: 'UI Kit/Modal',
  component: Modal,
  args: { open: true, onClose: () => undefined, title: 'Delete workspace' },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

function ModalDemo({ size }: { size?: 'sm' | 'md' | 'lg' }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Modal
        open={open}
        size={size}
        onClose={() => setOpen(false)}
        title="Delete workspace"
        description="Deleting a workspace removes all its projects, work items and pages. This cannot be undone."
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => setOpen(false)}>
              Delete workspace
            </Button>
          </>
        }
      >
        <Input label="Type acme to confirm" placeholder="acme" />
      </Modal>
    </>
  );
}

export const Confirm: Story = { render: () => <ModalDemo /> };
export const Small: Story = { render: () => <ModalDemo size="sm" /> };

function ModalWithSelect() {
  const [role, setRole] = useState<string | null>('member');
  return (
    <Modal open onClose={() => undefined} title="Invite teammates" footer={<Button variant="primary">Send invitations</Button>}>
      <Select
        label="Role"
        value={role}
        onChange={setRole}
        options={[
          { value: 'admin', label: 'Admin' },
          { value: 'member', label: 'Member' },
          { value: 'guest', label: 'Guest' },
        ]}
      />
    </Modal>
  );
}

/** A select inside a dialog: its list (rendered into the body) must show above the dialog. */
export const WithSelect: Story = { render: () => <ModalWithSelect /> };
