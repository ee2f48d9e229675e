import { useState, type FormEvent } from 'react';
import { PROJECT_ERROR_CODE, PROJECT_IDENTIFIER_MAX_LENGTH, suggestProjectIdentifier, type Project } from '@cairn/types';
import { isApiError } from '@cairn/services';
import { useT } from '@cairn/i18n';
import { useAppStore } from '@cairn/state';
import { AlertCircleIcon, Button, CheckCircleIcon, Input, Modal } from '@cairn/ui-kit';
import { normaliseIdentifier, useIdentifierCheck, type IdentifierStatus } from '../hooks/use-identifier-check';
import { TextArea } from '../../../shared/components/TextArea';

function IdentifierHint({ status }: { status: IdentifierStatus }) {
  const { t } = useT();
  if (status.state === 'checking') return <span>{t('projects.create.identifier_checking')}</span>;
  if (status.state === 'available') {
    return (
      <span className="cw-identifier-status cw-identifier-status--ok">
        <CheckCircleIcon size={14} /> {t('projects.create.identifier_available')}
      </span>
    );
  }
  return <span>{t('projects.create.identifier_hint', { max: PROJECT_IDENTIFIER_MAX_LENGTH })}</span>;
}

/** The "Create project" dialog: name, an identifier suggested from the name and checked live, description. */
export function CreateProjectModal(props: { slug: string; open: boolean; onClose: () => void; onCreated: (project: Project) => void }) {
  const { t } = useT();
  const createProject = useAppStore((s) => s.createProject);
  const [name, setName] = useState('');
  const [identifier, setIdentifier] = useState('');
  const [identifierEdited, setIdentifierEdited] = useState(false);
  const [description, setDescription] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [takenOnSubmit, setTakenOnSubmit] = useState<string | null>(null);
  const status = useIdentifierCheck(props.slug, identifier);
  const normalised = normaliseIdentifier(identifier);
  const taken = status.state === 'taken' || takenOnSubmit === normalised;

  const reset = () => {
    setName('');
    setIdentifier('');
    setIdentifierEdited(false);
    setDescription('');
    setSubmitted(false);
    setTakenOnSubmit(null);
  };
  const close = () => {
    reset();
    props.onClose();
  };

  const onName = (value: string) => {
    setName(value);
    // The suggestion follows the name until the user types an identifier of their own.
    if (!identifierEdited) setIdentifier(suggestProjectIdentifier(value));
  };

  const nameError = submitted && !name.trim() ? t('projects.create.name_required') : undefined;
  const identifierError = taken
    ? t('projects.create.identifier_taken')
    : status.state === 'invalid' && (submitted || identifier)
      ? t(status.reasonKey)
      : submitted && !normalised
        ? t('projects.create.identifier_required')
        : undefined;
  const blocked = saving || status.state === 'checking' || status.state === 'invalid' || taken;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!name.trim() || !normalised || blocked) return;
    setSaving(true);
    try {
      const project = await createProject(props.slug, { name: name.trim(), identifier: normalised, description: description.trim() });
      reset();
      props.onCreated(project);
    } catch (error) {
      // The store showed the failure; a taken identifier is also marked on its field.
      if (isApiError(error) && error.error_code === PROJECT_ERROR_CODE.PROJECT_IDENTIFIER_TAKEN) setTakenOnSubmit(normalised);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={props.open}
      onClose={close}
      title={t('projects.create.title')}
      description={t('projects.create.subtitle')}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="create-project-form" loading={saving} disabled={blocked && !saving}>
            {t('projects.create.submit')}
          </Button>
        </>
      }
    >
      <form id="create-project-form" className="cw-create-project" onSubmit={(e) => void submit(e)} noValidate>
        <div className="cw-create-project__row">
          <Input
            id="project-name"
            label={t('projects.fields.name')}
            placeholder={t('projects.fields.name_placeholder')}
            required
            maxLength={255}
            autoComplete="off"
            value={name}
            error={nameError}
            onChange={(e) => onName(e.target.value)}
          />
          <Input
            id="project-identifier"
            label={t('projects.fields.identifier')}
            placeholder={t('projects.fields.identifier_placeholder')}
            required
            maxLength={PROJECT_IDENTIFIER_MAX_LENGTH}
            autoComplete="off"
            value={identifier}
            error={identifierError}
            hint={identifierError ? undefined : <IdentifierHint status={status} />}
            rightSlot={taken ? <AlertCircleIcon size={14} className="cw-danger-text" /> : undefined}
            onChange={(e) => {
              setIdentifierEdited(e.target.value !== '');
              setIdentifier(e.target.value.toUpperCase().replace(/\s/g, ''));
            }}
          />
        </div>
        <TextArea
          id="project-description"
          label={t('projects.fields.description')}
          placeholder={t('projects.fields.description_placeholder')}
          value={description}
          maxLength={10000}
          onChange={setDescription}
        />
      </form>
    </Modal>
  );
}
