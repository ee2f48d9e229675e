import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { DeactivateAccount } from '../components/DeactivateAccount';
import { NotificationPreferencesForm } from '../components/NotificationPreferencesForm';
import { PreferencesForm } from '../components/PreferencesForm';
import { ProfileForm } from '../components/ProfileForm';
import '../../../app/styles/settings.css';

/** `/:workspaceSlug/settings/account`: profile, preferences, notification mails, password, deactivation. */
export function AccountSettingsRoute() {
  return (
    <div className="cw-settings-stack">
      <ProfileForm />
      <PreferencesForm />
      <NotificationPreferencesForm />
      <ChangePasswordForm />
      <DeactivateAccount />
    </div>
  );
}
