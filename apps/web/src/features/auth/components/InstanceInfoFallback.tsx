import { useT } from '@cairn/i18n';
import { Button, Spinner } from '@cairn/ui-kit';
import type { InstanceInfoState } from '../../../shared/instance/use-instance-info';
import { AuthNotice } from './AuthHeading';
import '../../../app/styles/auth.css';
import '../sso.css';

/** While the instance info loads: a spinner; when it failed: the spec's "Failed to fetch instance info" and a retry. */
export function InstanceInfoFallback({ state }: { state: InstanceInfoState }) {
  const { t } = useT();
  if (state.status === 'error') {
    return (
      <div className="cw-auth__form">
        <AuthNotice tone="error">{t('sso.instance.fetch_failed')}</AuthNotice>
        <Button variant="primary" fullWidth onClick={state.retry}>
          {t('sso.instance.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="cw-auth__loading">
      <Spinner label={t('sso.instance.loading')} />
    </div>
  );
}
