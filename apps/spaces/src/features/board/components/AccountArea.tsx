import { useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '@cairn/i18n';
import { useSpacesStore } from '@cairn/state';
import { Avatar, LogoutIcon, Menu, ThemeToggle, applyTheme, type ThemeChoice } from '@cairn/ui-kit';
import { signInHrefBackTo } from '../../../app/session';
import { readStoredTheme, storeTheme } from '../../../app/theme';

/** The theme toggle: the profile's theme for a signed-in user (and browser storage), browser storage for a visitor. */
function BoardThemeToggle() {
  const { t } = useT();
  const profileTheme = useSpacesStore((s) => s.profile?.theme.theme);
  const hasProfile = useSpacesStore((s) => s.profile !== undefined);
  const updateTheme = useSpacesStore((s) => s.updateProfileTheme);
  const [local, setLocal] = useState(() => readStoredTheme());
  const value: ThemeChoice = profileTheme ?? local ?? 'system';
  const choose = (next: ThemeChoice) => {
    applyTheme(next);
    storeTheme(next);
    setLocal(next);
    if (hasProfile) void updateTheme({ theme: next }).catch(() => undefined);
  };
  return <ThemeToggle label={t('spaces.board.theme')} value={value} onChange={choose} />;
}

/** Sign in (back to this exact page, query included) or the signed-in user's menu with "Sign out". */
export function AccountArea() {
  const { t } = useT();
  const location = useLocation();
  const status = useSpacesStore((s) => s.currentUserStatus);
  const user = useSpacesStore((s) => s.currentUser);
  const signOut = useSpacesStore((s) => s.signOutOfBoard);
  let account = null;
  if (status === 'signed-in' && user) {
    const name = user.display_name || `${user.first_name} ${user.last_name}`.trim() || user.email;
    account = (
      <Menu
        align="end"
        trigger={<Avatar name={name} colorSeed={user.id} src={user.avatar_url || null} size="sm" />}
        triggerLabel={t('spaces.board.account_menu', { name })}
        items={[{ id: 'sign-out', label: t('spaces.board.sign_out'), icon: <LogoutIcon size={14} />, onClick: () => void signOut().catch(() => undefined) }]}
      />
    );
  } else if (status === 'signed-out' || status === 'error') {
    account = (
      <a className="ck-button ck-button--primary ck-button--sm" href={signInHrefBackTo(`${location.pathname}${location.search}`)}>
        {t('spaces.sign_in')}
      </a>
    );
  }
  return (
    <div className="cs-account">
      <BoardThemeToggle />
      {account}
    </div>
  );
}
