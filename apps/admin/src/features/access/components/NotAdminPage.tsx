import { useT } from '@cairn/i18n';
import { useAdminStore } from '@cairn/state';
import { Button, LockIcon } from '@cairn/ui-kit';
import { AccessCard } from './AccessCard';

/** A signed-in member who is not an instance admin: a clear refusal, a way back to the app, and sign-out. */
export function NotAdminPage() {
  const { t } = useT();
  const user = useAdminStore((s) => s.currentUser);
  const signOut = useAdminStore((s) => s.signOutAdmin);
  return (
    <AccessCard title={t('god_mode.not_admin.title')} description={t('god_mode.not_admin.description', { email: user?.email ?? '' })}>
      <div className="ca-actions">
        <LockIcon size={20} aria-hidden />
        <Button onClick={() => window.location.assign('/')}>{t('god_mode.not_admin.back_to_app')}</Button>
        <Button variant="outline" onClick={() => void signOut().catch(() => undefined)}>{t('common.sign_out')}</Button>
      </div>
    </AccessCard>
  );
}
