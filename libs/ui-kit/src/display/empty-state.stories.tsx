import type { Meta, StoryObj } from '@storybook/react-vite';
import { useT } from '@cairn/i18n';
import { EmptyState } from './empty-state';
import { Button } from '../button/button';
import { FileIcon, InboxIcon, PlusIcon } from '../icons/icons';

const meta = { title: 'UI Kit/EmptyState', component: EmptyState, args: { title: 'No pages yet' } } satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

function PagesEmpty() {
  const { t } = useT();
  return (
    <EmptyState
      icon={<FileIcon size={28} />}
      title={t('empty_states.pages.title')}
      description={t('empty_states.pages.description')}
      action={<Button leftIcon={<PlusIcon />}>{t('empty_states.pages.action')}</Button>}
    />
  );
}

export const WithAction: Story = { render: () => <PagesEmpty /> };
export const Small: Story = {
  args: { size: 'sm', icon: <InboxIcon size={20} />, title: "You're all caught up", description: 'New notifications will appear here.' },
};
