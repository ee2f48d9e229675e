import { useState, type FormEvent } from 'react';
import type { Workspace } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { useAppStore } from '@cairn/state';
import { Button, Input, Select, CheckCircleIcon, AlertCircleIcon, Spinner } from '@cairn/ui-kit';
import { slugFromName } from '../hooks/workspace-slug';
import { useSlugAvailability } from '../hooks/use-slug-availability';
import '../../../app/styles/onboarding.css';

const COMPANY_SIZES = ['just_me', '2_10', '11_50', '51_200', '201_500', '500_plus'] as const;

/** Name, URL (with the live availability check) and company size of a new workspace. */
export function CreateWorkspaceForm({ onCreated, submitLabel }: { onCreated: (workspace: Workspace) => void; submitLabel?: string }) {
  const { t } = useT();
  const createWorkspace = useAppStore((s) => s.createWorkspace);
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const [size, setSize] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const availability = useSlugAvailability(slug);
  const origin = typeof window === 'undefined' ? '' : window.location.host;

  const onNameChange = (value: string) => {
    setName(value);
    if (!slugEdited) setSlug(slugFromName(value));
    // A shown error clears as soon as the name is there (issue 17).
    if (nameError && value.trim()) setNameError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setNameError(t('onboarding.workspace_create.name_required'));
    setNameError(null);
    if (availability.state === 'unavailable' || availability.state === 'checking' || !slug) return;
    setBusy(true);
    try {
      const workspace = await createWorkspace({ name: name.trim(), slug, organization_size: size });
      onCreated(workspace);
    } catch {
      // The store shows the failure; a taken slug is also caught by the live check.
    } finally {
      setBusy(false);
    }
  };

  const slugHint =
    availability.state === 'checking' ? (
      <span className="cw-slug-status">
        <Spinner size="sm" decorative /> {t('common.loading')}
      </span>
    ) : availability.state === 'available' ? (
      <span className="cw-slug-status cw-slug-status--ok">
        <CheckCircleIcon size={14} /> {t('onboarding.workspace_create.slug_available')}
      </span>
    ) : undefined;

  return (
    <form className="cw-onboarding__form" onSubmit={(e) => void submit(e)} noValidate>
      <Input
        id="workspace-name"
        label={t('onboarding.workspace_create.name_label')}
        placeholder={t('onboarding.workspace_create.name_placeholder')}
        autoFocus
        required
        maxLength={80}
        error={nameError ?? undefined}
        value={name}
        onChange={(e) => onNameChange(e.target.value)}
      />
      <Input
        id="workspace-slug"
        label={t('onboarding.workspace_create.url_label')}
        placeholder={t('onboarding.workspace_create.slug_placeholder')}
        leftIcon={<span className="cw-slug-prefix">{origin}/</span>}
        maxLength={48}
        error={
          availability.state === 'unavailable' ? (
            <span className="cw-slug-status">
              <AlertCircleIcon size={14} /> {t(availability.reasonKey)}
            </span>
          ) : undefined
        }
        hint={slugHint}
        value={slug}
        onChange={(e) => {
          setSlugEdited(true);
          setSlug(e.target.value.toLowerCase());
        }}
      />
      <Select
        id="workspace-size"
        label={t('onboarding.workspace_create.size_label')}
        placeholder={t('onboarding.workspace_create.size_placeholder')}
        options={COMPANY_SIZES.map((key) => ({ value: key, label: t(`onboarding.company_size.${key}`) }))}
        value={size}
        onChange={setSize}
      />
      <Button type="submit" variant="primary" size="lg" fullWidth loading={busy} disabled={availability.state === 'unavailable'}>
        {submitLabel ?? t('onboarding.workspace_create.submit')}
      </Button>
    </form>
  );
}
