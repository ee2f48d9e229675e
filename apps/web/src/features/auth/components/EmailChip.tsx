import { useT } from '@cairn/i18n';
import '../../../app/styles/auth.css';

/** The email being signed in, with a way back to change it. */
export function EmailChip({ email, onChange }: { email: string; onChange: () => void }) {
  const { t } = useT();
  return (
    <div className="cw-email-chip">
      <span className="cw-email-chip__value">{email}</span>
      <button type="button" className="cw-link-button" onClick={onChange}>
        {t('auth.common.change_email')}
      </button>
    </div>
  );
}
