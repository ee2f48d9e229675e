import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToastViewport, type ToastItem } from './toast';
import { Button } from '../button/button';

const initial: ToastItem[] = [
  { id: '1', type: 'success', title: 'Password changed successfully.' },
  { id: '2', type: 'error', title: 'Failed', message: 'Failed to fetch the pages, Please try again later.' },
  { id: '3', type: 'warning', title: 'SMTP is not configured', message: "We see that your god hasn't enabled SMTP, we will not be able to send a password reset link" },
  { id: '4', type: 'info', title: 'Invitations sent' },
  { id: '5', type: 'success', title: 'WEB-12 updated', action: { label: 'Undo', onAction: () => undefined } },
];

const meta = {
  title: 'UI Kit/Toast',
  component: ToastViewport,
  args: { toasts: initial, onDismiss: () => undefined },
} satisfies Meta<typeof ToastViewport>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Success and info toasts leave after 4 s (hover or focus pauses them); errors and warnings stay until closed. */
function ToastDemo() {
  const [toasts, setToasts] = useState(initial);
  return (
    <>
      <Button onClick={() => setToasts((t) => [...t, { id: String(Date.now()), type: 'info', title: 'Saved' }])}>Add toast</Button>
      <Button onClick={() => setToasts((t) => [...t, { id: String(Date.now()), type: 'success', title: 'WEB-12 updated', action: { label: 'Undo', onAction: () => undefined } }])}>
        Add toast with Undo
      </Button>
      <ToastViewport toasts={toasts} onDismiss={(id) => setToasts((t) => t.filter((x) => x.id !== id))} />
    </>
  );
}

export const AllTypes: Story = { render: () => <ToastDemo /> };
