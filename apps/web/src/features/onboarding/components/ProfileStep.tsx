import { useState, type FormEvent } from 'react';
import { useT } from '@cairn/i18n';
import { useAppStore } from '@cairn/state';
import { Button, Input, Select } from '@cairn/ui-kit';
import { OnboardingHeading } from './OnboardingHeading';
import '../../../app/styles/onboarding.css';

const ROLE_KEYS = ['engineer', 'product_manager', 'designer', 'founder', 'marketer', 'operations', 'other'] as const;
const USE_CASE_KEYS = ['engineering', 'product', 'design', 'marketing', 'operations', 'personal', 'other'] as const;

/** Step profile_complete: names, role and use case. */
export function ProfileStep({ onDone }: { onDone: () => void }) {
  const { t } = useT();
  const user = useAppStore((s) => s.currentUser);
  const profile = useAppStore((s) => s.profile);
  const updateCurrentUser = useAppStore((s) => s.updateCurrentUser);
  const updateProfile = useAppStore((s) => s.updateProfile);
  const [firstName, setFirstName] = useState(user?.first_name ?? '');
  const [lastName, setLastName] = useState(user?.last_name ?? '');
  const [displayName, setDisplayName] = useState(user?.display_name ?? '');
  const [role, setRole] = useState<string | null>(profile?.role ?? null);
  const [useCase, setUseCase] = useState<string | null>(profile?.use_case ?? null);
  // Errors show after the first submit and then follow the fields as they are typed (they clear once valid).
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const firstNameError = submitted && !firstName.trim() ? t('onboarding.profile.first_name_required') : undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!firstName.trim()) return;
    setBusy(true);
    try {
      await updateCurrentUser({ first_name: firstName.trim(), last_name: lastName.trim(), display_name: displayName.trim() || firstName.trim() });
      await updateProfile({ role, use_case: useCase, onboarding_step: { ...(profile?.onboarding_step ?? {}), profile_complete: true } });
      onDone();
    } catch {
      // The store shows the failure toast; the form stays as typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="cw-onboarding__form" onSubmit={(e) => void submit(e)} noValidate>
      <OnboardingHeading title={t('onboarding.profile.title')} subtitle={t('onboarding.profile.subtitle')} />
      <div className="cw-form-row">
        <Input
          id="onboarding-first-name"
          label={t('onboarding.profile.first_name_label')}
          placeholder={t('onboarding.profile.first_name_placeholder')}
          autoComplete="given-name"
          autoFocus
          required
          error={firstNameError}
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
        />
        <Input
          id="onboarding-last-name"
          label={t('onboarding.profile.last_name_label')}
          placeholder={t('onboarding.profile.last_name_placeholder')}
          autoComplete="family-name"
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
        />
      </div>
      <Input
        id="onboarding-display-name"
        label={t('onboarding.profile.display_name_label')}
        placeholder={firstName || t('onboarding.profile.first_name_placeholder')}
        autoComplete="nickname"
        value={displayName}
        onChange={(e) => setDisplayName(e.target.value)}
      />
      <Select
        id="onboarding-role"
        label={t('onboarding.profile.role_label')}
        placeholder={t('onboarding.profile.role_placeholder')}
        options={ROLE_KEYS.map((key) => ({ value: key, label: t(`onboarding.roles.${key}`) }))}
        value={role}
        onChange={setRole}
      />
      <Select
        id="onboarding-use-case"
        label={t('onboarding.profile.use_case_label')}
        placeholder={t('onboarding.profile.use_case_placeholder')}
        options={USE_CASE_KEYS.map((key) => ({ value: key, label: t(`onboarding.use_cases.${key}`) }))}
        value={useCase}
        onChange={setUseCase}
      />
      <Button type="submit" variant="primary" size="lg" fullWidth loading={busy}>
        {t('common.continue')}
      </Button>
    </form>
  );
}
