import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useT } from '@cairn/i18n';
import { Sidebar, SidebarCollapseButton, SidebarItem, SidebarSection } from './sidebar';
import { Avatar } from '../display/avatar';
import { Badge } from '../display/badge';
import { Button, IconButton } from '../button/button';
import { Menu } from '../overlay/menu';
import {
  BriefcaseIcon, ChartIcon, CycleIcon, DraftIcon, FileIcon, GridIcon, HomeIcon, InboxIcon, IntakeIcon, LayersIcon, ModuleIcon,
  MoreHorizontalIcon, PlusIcon, StarIcon, WorkItemsIcon,
} from '../icons/icons';

const meta = {
  title: 'UI Kit/Sidebar',
  component: Sidebar,
  args: { children: null },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

function ShellSidebar({ startCollapsed = false }: { startCollapsed?: boolean }) {
  const { t } = useT();
  const [collapsed, setCollapsed] = useState(startCollapsed);
  const [open, setOpen] = useState<Record<string, boolean>>({ workspace: true, favorites: false, projects: true });
  const [active, setActive] = useState('home');
  const toggle = (key: string) => setOpen((o) => ({ ...o, [key]: !o[key] }));
  const item = (id: string, label: string, icon: React.ReactNode, badge?: React.ReactNode) => (
    <SidebarItem key={id} label={label} icon={icon} badge={badge} collapsed={collapsed} active={active === id} onClick={() => setActive(id)} />
  );
  return (
    <div style={{ height: 640, display: 'flex', margin: -24 }}>
      <Sidebar
        collapsed={collapsed}
        header={
          <div style={{ display: 'flex', alignItems: 'center', gap: 8, justifyContent: collapsed ? 'center' : 'space-between' }}>
            {!collapsed && (
              <span style={{ display: 'flex', alignItems: 'center', gap: 8, fontWeight: 600 }}>
                <Avatar name="Acme Inc" shape="square" size="md" /> Acme Inc
              </span>
            )}
            <SidebarCollapseButton collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} />
          </div>
        }
        footer={
          collapsed ? null : (
            <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
              <Badge variant="accent">{t('sidebar.pro')}</Badge>
              <Button size="sm" variant="outline">
                {t('sidebar.upgrade')}
              </Button>
            </div>
          )
        }
      >
        <div style={{ margin: '4px 0 12px' }}>
          {collapsed ? (
            <IconButton aria-label={t('sidebar.new_work_item')} variant="outline" icon={<PlusIcon />} />
          ) : (
            <Button variant="outline" fullWidth leftIcon={<PlusIcon />}>
              {t('sidebar.new_work_item')}
            </Button>
          )}
        </div>
        <SidebarSection title={t('sidebar.home')}>
          {item('home', t('sidebar.home'), <HomeIcon />)}
          {item('your-work', t('sidebar.your_work'), <BriefcaseIcon />)}
          {item('inbox', t('sidebar.inbox'), <InboxIcon />, 4)}
          {item('drafts', t('sidebar.drafts'), <DraftIcon />)}
        </SidebarSection>
        <SidebarSection title={t('sidebar.workspace')} collapsed={!open.workspace} onToggle={() => toggle('workspace')}>
          {item('projects', t('sidebar.projects'), <LayersIcon />)}
          {item('views', t('sidebar.views'), <GridIcon />)}
          {item('analytics', t('sidebar.analytics'), <ChartIcon />)}
        </SidebarSection>
        <SidebarSection title={t('sidebar.favorites')} collapsed={!open.favorites} onToggle={() => toggle('favorites')}>
          {item('fav-roadmap', 'Roadmap', <StarIcon />)}
        </SidebarSection>
        <SidebarSection
          title={t('sidebar.projects')}
          collapsed={!open.projects}
          onToggle={() => toggle('projects')}
          actions={<IconButton size="sm" aria-label={t('sidebar.create_project')} icon={<PlusIcon />} />}
        >
          <SidebarItem
            label="Cairn Web"
            icon={<Avatar name="Cairn Web" shape="square" size="sm" />}
            collapsed={collapsed}
            onClick={() => setActive('work-items')}
            actions={<Menu trigger={<MoreHorizontalIcon />} triggerLabel="Project actions" items={[{ id: 'settings', label: 'Settings', onClick: () => undefined }]} />}
          />
          {item('work-items', t('sidebar.work_items'), <WorkItemsIcon />)}
          {item('cycles', t('sidebar.cycles'), <CycleIcon />)}
          {item('modules', t('sidebar.modules'), <ModuleIcon />)}
          {item('intake', t('sidebar.intake'), <IntakeIcon />)}
          {item('pages', t('sidebar.pages'), <FileIcon />)}
        </SidebarSection>
      </Sidebar>
      <main style={{ flex: 1, padding: 24, color: 'var(--ck-color-text-secondary)' }}>Selected: {active}</main>
    </div>
  );
}

export const Expanded: Story = { render: () => <ShellSidebar /> };
export const Collapsed: Story = { render: () => <ShellSidebar startCollapsed /> };
