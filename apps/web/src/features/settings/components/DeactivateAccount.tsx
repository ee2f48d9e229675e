import { useState } from 'react';
import { useT } from '@cairn/i18n';
import { useAppStore } from '@cairn/state';
import { Button } from '@cairn/ui-kit';
import { ConfirmByTypingModal } from './ConfirmByTypingModal';
import { SettingsSection } from './SettingsSection';

/** Deactivates the account after typing the email, then leaves for the sign-in screen. */
export function DeactivateAccount() {
  const { t } = useT();
  const email = useAppStore((s) => s.currentUser?.email ?? '');
  const deactivate = useAppStore((s) => s.deactivateCurrentUser);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await deactivate();
      window.location.assign('/');
    } catch {
      setBusy(false);
    }
  };

  return (
    <SettingsSection tone="danger" title={t('settings.profile.deactivate_title')} description={t('settings.profile.deactivate_description')}>
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t('settings.profile.deactivate_button')}
        </Button>
      </div>
      <ConfirmByTypingModal
        open={open}
        title={t('settings.profile.deactivate_title')}
        description={t('settings.profile.deactivate_description')}
        expected={email}
        inputLabel={t('settings.profile.deactivate_confirm')}
        confirmLabel={t('settings.profile.deactivate_button')}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </SettingsSection>
  );
}
