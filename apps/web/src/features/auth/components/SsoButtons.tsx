import { useT } from '@cairn/i18n';
import { apiPaths, type SsoProviderPublic } from '@cairn/types';
import { sanitizeNextPath } from '../hooks/next-path';
import '../../../app/styles/auth.css';
import '../sso.css';

/** The start link of a provider: a plain navigation, so the browser goes to the server and on to the provider. */
export function ssoStartHref(key: string, nextPath: string | null): string {
  const next = sanitizeNextPath(nextPath);
  return next ? `${apiPaths.ssoStart(encodeURIComponent(key))}?${new URLSearchParams({ next_path: next }).toString()}` : apiPaths.ssoStart(encodeURIComponent(key));
}

/** "Continue with {name}" for each enabled SSO provider, then an "or" divider when other methods follow. */
export function SsoButtons({ providers, nextPath, divider }: { providers: SsoProviderPublic[]; nextPath: string | null; divider: boolean }) {
  const { t } = useT();
  if (providers.length === 0) return null;
  return (
    <>
      <nav className="cw-sso" aria-label={t('sso.providers_label')}>
        {providers.map((p) => (
          // ui-kit's Button renders a <button>; the start must be a real link (a full navigation), styled the same.
          <a key={p.key} className="ck-button ck-button--secondary ck-button--md ck-button--full" href={ssoStartHref(p.key, nextPath)}>
            <span className="ck-button__label">{t('sso.continue_with', { name: p.name })}</span>
          </a>
        ))}
      </nav>
      {divider ? (
        <div className="cw-sso__divider" role="separator">
          <span>{t('sso.or')}</span>
        </div>
      ) : null}
    </>
  );
}
