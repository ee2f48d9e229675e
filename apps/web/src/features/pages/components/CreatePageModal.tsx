import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '@cairn/i18n';
import { PAGE_NAME_MAX_LENGTH, type Page, type PageAccess } from '@cairn/types';
import { useStoreApi } from '@cairn/state';
import { Input } from '@cairn/ui-kit';
import { ChoiceGroup } from '../../../shared/components/ChoiceGroup';
import { FormModal } from '../../../shared/components/FormModal';

/**
 * "New page": an optional name and the access (public: the project's members read it; private: only its owner). Create
 * waits for the server, then `onCreated` gets the page (the screen opens it); a failure is reported by the store
 * ("Failed" / PAGE_TEXT.createFailed) and the form stays open.
 */
export function CreatePageModal(props: { slug: string; projectId: string; open: boolean; onClose: () => void; onCreated: (page: Page) => void }) {
  const { t } = useT();
  const storeApi = useStoreApi();
  const [name, setName] = useState('');
  const [access, setAccess] = useState<PageAccess>('public');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!props.open) return;
    setName('');
    setAccess('public');
  }, [props.open]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      const trimmed = name.trim();
      const page = await storeApi.getState().createPage(props.slug, props.projectId, { access, ...(trimmed ? { name: trimmed } : {}) });
      props.onClose();
      props.onCreated(page);
    } catch {
      // The store showed the failure; what was typed stays.
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormModal
      open={props.open}
      onClose={props.onClose}
      title={t('pages.create.title')}
      description={t('pages.create.subtitle')}
      formId="create-page-form"
      formClassName="cw-page-form"
      submitLabel={t('pages.create.submit')}
      saving={saving}
      onSubmit={(e) => void submit(e)}
    >
      <Input
        id="page-name"
        label={t('pages.create.name')}
        placeholder={t('pages.create.name_placeholder')}
        maxLength={PAGE_NAME_MAX_LENGTH}
        autoComplete="off"
        autoFocus
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <ChoiceGroup<PageAccess>
        label={t('pages.access.label')}
        options={[{ value: 'public', label: t('pages.access.public') }, { value: 'private', label: t('pages.access.private') }]}
        value={access}
        onChange={setAccess}
      />
      <p className="cw-page-form__hint">{t(access === 'private' ? 'pages.access.private_hint' : 'pages.access.public_hint')}</p>
    </FormModal>
  );
}
