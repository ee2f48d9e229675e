import { useState, type FormEvent } from 'react';
import { useT } from '@cairn/i18n';
import { useAdminStore } from '@cairn/state';
import { Button, Input, PasswordInput } from '@cairn/ui-kit';
import { useFieldErrors } from '../../../shared';
import { AccessCard } from './AccessCard';
import { validateSetup, type SetupValues } from './access-validation';
import { requestErrorText } from './request-error';

const EMPTY: SetupValues = { first_name: '', last_name: '', email: '', password: '', instance_name: '' };

/** The first-run form: whoever completes it first becomes the instance admin and is signed in. */
export function SetupForm() {
  const { t } = useT();
  const setUp = useAdminStore((s) => s.setUpInstance);
  const [values, setValues] = useState<SetupValues>(EMPTY);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string>();
  const { errors, check, recheck } = useFieldErrors(validateSetup);

  const change = (field: keyof SetupValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    recheck(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    if (!check(values)) return;
    setSubmitting(true);
    try {
      await setUp({ ...values, email: values.email.trim() });
    } catch (error) {
      setFormError(requestErrorText(error, t));
      setSubmitting(false);
    }
  };
  const err = (field: keyof SetupValues) => (errors[field] ? t(errors[field]) : undefined);

  return (
    <AccessCard title={t('god_mode.setup.title')} description={t('god_mode.setup.description')}>
      <form className="ca-form" noValidate onSubmit={(e) => void submit(e)}>
        <div className="ca-form__row">
          <Input label={t('god_mode.setup.first_name')} autoComplete="given-name" required value={values.first_name} error={err('first_name')}
            onChange={(e) => change('first_name', e.target.value)} />
          <Input label={t('god_mode.setup.last_name')} autoComplete="family-name" value={values.last_name} error={err('last_name')}
            onChange={(e) => change('last_name', e.target.value)} />
        </div>
        <Input label={t('auth.common.email_label')} type="email" autoComplete="email" required placeholder={t('auth.common.email_placeholder')}
          value={values.email} error={err('email')} onChange={(e) => change('email', e.target.value)} />
        <PasswordInput label={t('auth.common.password_label')} autoComplete="new-password" required showStrength value={values.password}
          error={err('password')} hint={t('auth.common.password_hint')} onChange={(e) => change('password', e.target.value)} />
        <Input label={t('god_mode.setup.instance_name')} required hint={t('god_mode.setup.instance_name_hint')} value={values.instance_name}
          error={err('instance_name')} onChange={(e) => change('instance_name', e.target.value)} />
        {formError ? <p role="alert" className="ca-form__error">{formError}</p> : null}
        <Button type="submit" fullWidth loading={submitting}>{t('god_mode.setup.submit')}</Button>
      </form>
    </AccessCard>
  );
}
