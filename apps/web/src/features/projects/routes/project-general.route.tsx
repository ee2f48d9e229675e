import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PROJECT_IDENTIFIER_MAX_LENGTH } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { canEditProjectSettingsTab, useAppStore, type ProjectRecord } from '@cairn/state';
import { Button, Input } from '@cairn/ui-kit';
import { ConfirmByTypingModal, SettingsSection } from '../../settings';
import { ConfirmModal } from '../../../shared/components/ConfirmModal';
import { ProjectLogo } from '../components/ProjectLogo';
import { TextArea } from '../../../shared/components/TextArea';
import { normaliseIdentifier, useIdentifierCheck } from '../hooks/use-identifier-check';
import { useProjectSettings } from '../hooks/use-project';
import { projectArchivesPath, projectsPath } from '../paths';
import '../../../app/styles/settings.css';

function GeneralForm({ slug, project, canEdit }: { slug: string; project: ProjectRecord; canEdit: boolean }) {
  const { t } = useT();
  const updateProject = useAppStore((s) => s.updateProject);
  const pushToast = useAppStore((s) => s.pushToast);
  const [name, setName] = useState(project.name);
  const [identifier, setIdentifier] = useState(project.identifier);
  const [description, setDescription] = useState(project.description);
  const [saving, setSaving] = useState(false);
  const normalised = normaliseIdentifier(identifier);
  const changedIdentifier = normalised !== project.identifier;
  // Only a new identifier needs the availability check (the project's own one is "taken" by itself).
  const status = useIdentifierCheck(slug, changedIdentifier ? identifier : '');
  const identifierError =
    status.state === 'taken' ? t('projects.create.identifier_taken') : status.state === 'invalid' ? t(status.reasonKey) : !normalised ? t('projects.create.identifier_required') : undefined;
  const nameError = !name.trim() ? t('projects.create.name_required') : undefined;
  const dirty = name.trim() !== project.name || changedIdentifier || description !== project.description;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (nameError || identifierError || status.state === 'checking') return;
    setSaving(true);
    try {
      await updateProject(slug, project.id, { name: name.trim(), identifier: normalised, description });
      pushToast({ type: 'success', title: t('projects.general.saved') });
    } catch {
      // Rolled back; the store showed why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="cw-settings-form" onSubmit={(e) => void save(e)} noValidate>
      <div className="cw-settings-identity">
        <ProjectLogo project={project} size="lg" />
        <div>
          <div className="cw-settings-identity__name">{project.name}</div>
          <div className="cw-muted">{project.identifier}</div>
        </div>
      </div>
      <div className="cw-create-project__row">
        <Input id="project-name" label={t('projects.fields.name')} required maxLength={255} disabled={!canEdit} value={name} error={nameError} onChange={(e) => setName(e.target.value)} />
        <Input
          id="project-identifier"
          label={t('projects.fields.identifier')}
          required
          maxLength={PROJECT_IDENTIFIER_MAX_LENGTH}
          disabled={!canEdit}
          value={identifier}
          error={identifierError}
          hint={status.state === 'available' ? t('projects.create.identifier_available') : undefined}
          onChange={(e) => setIdentifier(e.target.value.toUpperCase().replace(/\s/g, ''))}
        />
      </div>
      <TextArea id="project-description" label={t('projects.fields.description')} disabled={!canEdit} value={description} maxLength={10000} onChange={setDescription} />
      {canEdit ? (
        <div>
          <Button type="submit" loading={saving} disabled={!dirty || !!nameError || !!identifierError || status.state === 'checking'}>
            {t('common.save_changes')}
          </Button>
        </div>
      ) : (
        <p className="cw-muted">{t('projects.settings.read_only')}</p>
      )}
    </form>
  );
}

/** Settings → General: name, identifier, description; admins also archive or delete the project. */
export function ProjectGeneralRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const ctx = useProjectSettings();
  const archiveProject = useAppStore((s) => s.archiveProject);
  const deleteProject = useAppStore((s) => s.deleteProject);
  const [dialog, setDialog] = useState<'archive' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);
  if (!ctx) return null;
  const { slug, project } = ctx;
  const isAdmin = canEditProjectSettingsTab(ctx.role, 'general');

  const run = async (kind: 'archive' | 'delete') => {
    setBusy(true);
    try {
      if (kind === 'archive') {
        await archiveProject(slug, project.id);
        navigate(projectArchivesPath(slug));
      } else {
        navigate(projectsPath(slug));
        await deleteProject(slug, project.id);
      }
    } catch {
      setBusy(false);
    }
  };

  return (
    <div className="cw-settings-stack">
      <SettingsSection title={t('projects.settings.tabs.general')} description={t('projects.general.subtitle')}>
        {/* Keyed by id so switching projects starts from that project's values. */}
        <GeneralForm key={project.id} slug={slug} project={project} canEdit={isAdmin} />
      </SettingsSection>
      {isAdmin ? (
        <SettingsSection tone="danger" title={t('projects.general.danger_title')} description={t('projects.general.danger_description')}>
          <div className="cw-pref">
            <div className="cw-pref__text">
              <span className="cw-pref__title">{t('projects.archive.title')}</span>
              <span className="cw-muted">{t('projects.general.archive_hint')}</span>
            </div>
            <Button variant="outline" onClick={() => setDialog('archive')}>
              {t('projects.archive.button')}
            </Button>
          </div>
          <div className="cw-pref">
            <div className="cw-pref__text">
              <span className="cw-pref__title">{t('projects.delete.title')}</span>
              <span className="cw-muted">{t('projects.general.delete_hint')}</span>
            </div>
            <Button variant="danger" onClick={() => setDialog('delete')}>
              {t('projects.delete.button')}
            </Button>
          </div>
          <ConfirmModal
            open={dialog === 'archive'}
            busy={busy}
            tone="primary"
            title={t('projects.archive.title')}
            description={t('projects.archive.description', { name: project.name })}
            confirmLabel={t('common.archive')}
            onConfirm={() => void run('archive')}
            onClose={() => setDialog(null)}
          />
          <ConfirmByTypingModal
            open={dialog === 'delete'}
            title={t('projects.delete.title')}
            description={t('projects.delete.description', { name: project.name })}
            expected={project.name}
            inputLabel={t('projects.delete.confirm_label', { name: project.name })}
            confirmLabel={t('projects.delete.button')}
            busy={busy}
            onConfirm={() => void run('delete')}
            onClose={() => setDialog(null)}
          />
        </SettingsSection>
      ) : null}
    </div>
  );
}
