import { useCallback } from 'react';
import { useT } from '@cairn/i18n';
import { useAppStore } from '@cairn/state';

/** Signs out; on failure shows "Failed to sign out. Please try again." and stays. */
export function useSignOut(): () => Promise<void> {
  const { t } = useT();
  const signOut = useAppStore((s) => s.signOut);
  const pushToast = useAppStore((s) => s.pushToast);
  return useCallback(async () => {
    try {
      await signOut();
      // A full load drops every cached screen and store of the signed-out user.
      window.location.assign('/');
    } catch {
      pushToast({ type: 'error', title: t('auth.sign_out.failed') });
    }
  }, [signOut, pushToast, t]);
}
