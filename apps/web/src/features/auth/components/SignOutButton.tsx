import { useT } from '@cairn/i18n';
import { Button, LogoutIcon } from '@cairn/ui-kit';
import { useSignOut } from '../hooks/use-sign-out';

/** Signs out and returns to the sign-in screen. */
export function SignOutButton() {
  const { t } = useT();
  const signOut = useSignOut();
  return (
    <Button variant="ghost" size="sm" leftIcon={<LogoutIcon size={14} />} onClick={() => void signOut()}>
      {t('auth.sign_out.label')}
    </Button>
  );
}
