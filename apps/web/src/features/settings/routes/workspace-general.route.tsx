import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '@cairn/i18n';
import { postLoginRedirectPath, selectWorkspaces, useAppStore, useStoreApi } from '@cairn/state';
import { Avatar, Button, Input, Select } from '@cairn/ui-kit';
import { ConfirmByTypingModal } from '../components/ConfirmByTypingModal';
import { SettingsSection } from '../components/SettingsSection';
import { useCurrentWorkspace } from '../hooks/use-current-workspace';
import '../../../app/styles/settings.css';

const COMPANY_SIZES = ['just_me', '2_10', '11_50', '51_200', '201_500', '500_plus'] as const;

/** `/:workspaceSlug/settings`: name, read-only URL, company size; admins may delete the workspace. */
export function WorkspaceGeneralRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const storeApi = useStoreApi();
  const { workspace, slug, isAdmin } = useCurrentWorkspace();
  const updateWorkspace = useAppStore((s) => s.updateWorkspace);
  const deleteWorkspace = useAppStore((s) => s.deleteWorkspace);
  const pushToast = useAppStore((s) => s.pushToast);
  const [name, setName] = useState(workspace?.name ?? '');
  const [size, setSize] = useState<string | null>(workspace?.organization_size ?? null);
  const [saving, setSaving] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (!workspace) return null;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    setSaving(true);
    try {
      await updateWorkspace(slug, { name: name.trim(), organization_size: size });
      pushToast({ type: 'success', title: t('settings.workspace.general.updated') });
    } catch {
      // The store rolled back and showed the failure.
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteWorkspace(slug);
      pushToast({ type: 'success', title: t('settings.workspace.general.deleted') });
      await storeApi.getState().loadSettings().catch(() => undefined);
      const s = storeApi.getState();
      navigate(postLoginRedirectPath(s.settings, selectWorkspaces(s)), { replace: true });
    } catch {
      setDeleting(false);
    }
  };

  const url = `${window.location.host}/${workspace.slug}`;
  return (
    <div className="cw-settings-stack">
      <SettingsSection title={t('settings.workspace.general.title')} description={t('settings.workspace.general.subtitle')}>
        <form className="cw-settings-form" onSubmit={(e) => void save(e)} noValidate>
          <div className="cw-settings-identity">
            <Avatar name={workspace.name} colorSeed={workspace.id} src={workspace.logo_url} size="xl" shape="square" />
            <div>
              <div className="cw-settings-identity__name">{workspace.name}</div>
              <div className="cw-muted">{url}</div>
            </div>
          </div>
          <div className="cw-form-row">
            <Input
              id="ws-name"
              label={t('settings.workspace.general.name')}
              placeholder={t('settings.workspace.general.name_placeholder')}
              maxLength={80}
              disabled={!isAdmin}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <Select
              id="ws-size"
              label={t('settings.workspace.general.company_size')}
              placeholder={t('onboarding.workspace_create.size_placeholder')}
              options={COMPANY_SIZES.map((key) => ({ value: key, label: t(`onboarding.company_size.${key}`) }))}
              value={size}
              onChange={setSize}
              disabled={!isAdmin}
            />
          </div>
          <Input id="ws-url" label={t('settings.workspace.general.url')} hint={t('settings.workspace.general.url_readonly')} value={url} readOnly disabled />
          {isAdmin ? (
            <div>
              <Button type="submit" variant="primary" loading={saving} disabled={!name.trim()}>
                {t('common.save_changes')}
              </Button>
            </div>
          ) : (
            <p className="cw-muted">{t('settings.read_only')}</p>
          )}
        </form>
      </SettingsSection>
      {isAdmin ? (
        <SettingsSection tone="danger" title={t('settings.workspace.general.delete_title')} description={t('settings.workspace.general.delete_description')}>
          <div>
            <Button variant="danger" onClick={() => setConfirmOpen(true)}>
              {t('settings.workspace.general.delete_button')}
            </Button>
          </div>
          <ConfirmByTypingModal
            open={confirmOpen}
            title={t('settings.workspace.general.delete_title')}
            description={t('settings.workspace.general.delete_description')}
            expected={workspace.name}
            inputLabel={t('settings.workspace.general.delete_confirm_label', { name: workspace.name })}
            confirmLabel={t('settings.workspace.general.delete_button')}
            busy={deleting}
            onConfirm={() => void remove()}
            onClose={() => setConfirmOpen(false)}
          />
        </SettingsSection>
      ) : null}
    </div>
  );
}
