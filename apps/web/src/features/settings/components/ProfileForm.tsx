import { useState, type FormEvent } from 'react';
import { useT } from '@cairn/i18n';
import { useAppStore } from '@cairn/state';
import { Button, Input } from '@cairn/ui-kit';
import { SettingsSection } from './SettingsSection';
import { memberName } from '../../../shared/member-name';
import { MemberAvatar } from '../../../shared/components/MemberAvatar';
import '../../../app/styles/settings.css';

/** First, last and display name of the signed-in user. */
export function ProfileForm() {
  const { t } = useT();
  const user = useAppStore((s) => s.currentUser);
  const updateCurrentUser = useAppStore((s) => s.updateCurrentUser);
  const pushToast = useAppStore((s) => s.pushToast);
  const [firstName, setFirstName] = useState(user?.first_name ?? '');
  const [lastName, setLastName] = useState(user?.last_name ?? '');
  const [displayName, setDisplayName] = useState(user?.display_name ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!user) return null;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!displayName.trim()) return setError(t('settings.profile.display_name_required'));
    setError(null);
    setBusy(true);
    try {
      await updateCurrentUser({ first_name: firstName.trim(), last_name: lastName.trim(), display_name: displayName.trim() });
      pushToast({ type: 'success', title: t('settings.profile.updated') });
    } catch {
      // "Failed to update current user" comes from the store.
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection title={t('settings.profile.title')} description={t('settings.profile.subtitle')}>
      <form className="cw-settings-form" onSubmit={(e) => void save(e)} noValidate>
        <div className="cw-settings-identity">
          <MemberAvatar user={user} size="xl" />
          <div>
            <div className="cw-settings-identity__name">{memberName(user)}</div>
            <div className="cw-muted">{user.email}</div>
          </div>
        </div>
        <div className="cw-form-row">
          <Input id="profile-first" label={t('settings.profile.first_name')} autoComplete="given-name" value={firstName} onChange={(e) => setFirstName(e.target.value)} />
          <Input id="profile-last" label={t('settings.profile.last_name')} autoComplete="family-name" value={lastName} onChange={(e) => setLastName(e.target.value)} />
        </div>
        <div className="cw-form-row">
          <Input
            id="profile-display"
            label={t('settings.profile.display_name')}
            placeholder={t('settings.profile.display_name_placeholder')}
            required
            error={error ?? undefined}
            value={displayName}
            onChange={(e) => setDisplayName(e.target.value)}
          />
          <Input id="profile-email" label={t('settings.profile.email')} value={user.email} readOnly disabled />
        </div>
        <div>
          <Button type="submit" variant="primary" loading={busy}>
            {t('common.save_changes')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
