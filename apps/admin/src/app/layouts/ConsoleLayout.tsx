import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectInstanceInfo, useAdminStore } from '@cairn/state';
import { Button, IconButton, LogoutIcon, MenuIcon, SettingsIcon, Sidebar, SidebarItem, XIcon } from '@cairn/ui-kit';
import { CONSOLE_NAV } from './console-nav';
import { ThemeChoice } from './ThemeChoice';

/**
 * The console's shell: the ui-kit sidebar with the seven pages, the admin's email, theme and sign-out; under 768 px
 * the sidebar folds into a menu button.
 */
export function ConsoleLayout() {
  const { t } = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const user = useAdminStore((s) => s.currentUser);
  const instanceName = useAdminStore((s) => selectInstanceInfo(s)?.instance.name);
  const signOut = useAdminStore((s) => s.signOutAdmin);
  const [menuOpen, setMenuOpen] = useState(false);

  // A page opened from the menu closes it.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const leave = async () => {
    try {
      await signOut();
      navigate('/', { replace: true });
    } catch {
      // The store showed the spec's failure toast; the admin stays signed in.
    }
  };

  return (
    <div className={menuOpen ? 'ca-shell ca-shell--menu-open' : 'ca-shell'}>
      <header className="ca-topbar">
        <IconButton
          variant="ghost"
          aria-label={t(menuOpen ? 'god_mode.shell.close_menu' : 'god_mode.shell.open_menu')}
          aria-expanded={menuOpen}
          aria-controls="ca-console-nav"
          icon={menuOpen ? <XIcon /> : <MenuIcon />}
          onClick={() => setMenuOpen((open) => !open)}
        />
        <span className="ca-brand"><SettingsIcon size={18} />{t('god_mode.title')}</span>
      </header>
      <div id="ca-console-nav" className="ca-shell__nav">
        <Sidebar
          aria-label={t('god_mode.shell.navigation')}
          header={(
            <div className="ca-sidebar-head">
              <span className="ca-brand"><SettingsIcon size={18} />{t('god_mode.title')}</span>
              {instanceName ? <span className="ca-muted">{instanceName}</span> : null}
            </div>
          )}
          footer={(
            <div className="ca-sidebar-foot">
              <span className="ca-muted ca-ellipsis" title={user?.email}>{t('god_mode.shell.signed_in_as', { email: user?.email ?? '' })}</span>
              <ThemeChoice />
              <Button variant="ghost" size="sm" leftIcon={<LogoutIcon size={16} />} onClick={() => void leave()}>{t('common.sign_out')}</Button>
            </div>
          )}
        >
          {CONSOLE_NAV.map((item) => (
            <SidebarItem
              key={item.path}
              icon={<item.icon size={16} />}
              label={t(item.labelKey)}
              active={location.pathname.replace(/\/+$/, '') === item.path}
              renderLink={(props) => <NavLink to={item.path} {...props} />}
            />
          ))}
        </Sidebar>
      </div>
      <main className="ca-shell__main">
        <Outlet />
      </main>
    </div>
  );
}
