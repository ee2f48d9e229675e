import { Outlet } from 'react-router';
import { useT } from '@cairn/i18n';
import { CairnMark } from '../../shared/components/CairnMark';

/** The frame of the sign-in screens: brand bar, one centred card, terms notice. */
export function AuthLayout() {
  const { t } = useT();
  return (
    <div className="cw-auth">
      <header className="cw-auth__header">
        <a className="cw-auth__brand" href="/">
          <CairnMark />
          <span>Cairn</span>
        </a>
      </header>
      <main className="cw-auth__main">
        <div className="cw-auth__card">
          <Outlet />
        </div>
      </main>
      <footer className="cw-auth__footer">{t('auth.common.terms_notice')}</footer>
    </div>
  );
}
