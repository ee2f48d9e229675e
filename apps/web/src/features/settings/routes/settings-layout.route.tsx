import { Outlet, useLocation, useNavigate } from 'react-router';
import { useT } from '@cairn/i18n';
import { SettingsIcon, Tabs } from '@cairn/ui-kit';
import { AreaPage } from '../../../shared/components/AreaPage';
import { useCurrentWorkspace } from '../hooks/use-current-workspace';
import '../../../app/styles/settings.css';

const TABS = [
  { id: 'general', path: '', labelKey: 'settings.nav.general' },
  { id: 'members', path: 'members', labelKey: 'settings.nav.members' },
  { id: 'invitations', path: 'invitations', labelKey: 'settings.nav.invitations' },
  { id: 'account', path: 'account', labelKey: 'settings.nav.account' },
  { id: 'api-tokens', path: 'api-tokens', labelKey: 'settings.nav.api_tokens' },
  { id: 'exports', path: 'exports', labelKey: 'settings.nav.exports' },
  // Workspace admins only (issue 18): others never see the entry, and the screen refuses them.
  { id: 'webhooks', path: 'webhooks', labelKey: 'settings.nav.webhooks', adminOnly: true },
] as const;

/** `/:workspaceSlug/settings/*`: the settings tabs over the chosen settings screen. */
export function SettingsLayoutRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { slug, isAdmin } = useCurrentWorkspace();
  const tabs = TABS.filter((tab) => !('adminOnly' in tab) || isAdmin);
  const base = `/${slug}/settings`;
  const rest = pathname.slice(base.length).replace(/^\/|\/$/g, '');
  const current = TABS.find((tab) => tab.path === rest.split('/')[0])?.id ?? 'general';
  return (
    <AreaPage title={t('settings.title')} icon={<SettingsIcon size={18} />}>
      <div className="cw-settings">
        <Tabs
          aria-label={t('settings.title')}
          className="cw-settings__tabs"
          items={tabs.map((tab) => ({ id: tab.id, label: t(tab.labelKey) }))}
          value={current}
          onChange={(id) => {
            const tab = TABS.find((x) => x.id === id);
            if (tab) navigate(tab.path ? `${base}/${tab.path}` : base);
          }}
        />
        <div className="cw-settings__content">
          <Outlet />
        </div>
      </div>
    </AreaPage>
  );
}
