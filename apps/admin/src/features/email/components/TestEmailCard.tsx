import { useState, type FormEvent } from 'react';
import { useT } from '@cairn/i18n';
import type { InstanceEmailTestResult } from '@cairn/types';
import { useAdminStore } from '@cairn/state';
import { Button, Card, Input } from '@cairn/ui-kit';
import { useFieldErrors } from '../../../shared';
import { emailErrorKeyOf } from './email-address';

/** "Send test email": sends now with the saved settings and shows the server's answer inline. */
export function TestEmailCard() {
  const { t } = useT();
  const user = useAdminStore((s) => s.currentUser);
  const send = useAdminStore((s) => s.sendInstanceTestEmail);
  const [to, setTo] = useState(user?.email ?? '');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<InstanceEmailTestResult>();
  const { errors, check, recheck } = useFieldErrors(emailErrorKeyOf);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(undefined);
    if (!check(to)) return;
    setSending(true);
    try {
      setResult(await send(to.trim()));
    } catch {
      // The store showed the failure toast.
    } finally {
      setSending(false);
    }
  };

  return (
    <Card padding="lg" title={t('god_mode.email.test_title')} description={t('god_mode.email.test_description')}>
      <form className="ca-form" noValidate onSubmit={(e) => void submit(e)}>
        <Input label={t('god_mode.email.test_to')} type="email" value={to} error={errors.to ? t(errors.to) : undefined}
          onChange={(e) => {
            setTo(e.target.value);
            recheck(e.target.value);
          }} />
        <div className="ca-actions">
          <Button type="submit" variant="outline" loading={sending}>{t('god_mode.email.send_test')}</Button>
        </div>
        {result ? (
          <p role="status" className={result.ok ? 'ca-result ca-result--ok' : 'ca-result ca-result--failed'}>
            <strong>{t(result.ok ? 'god_mode.email.test_ok' : 'god_mode.email.test_failed')}</strong> {result.message}
          </p>
        ) : null}
      </form>
    </Card>
  );
}
