import { useState, type FormEvent } from 'react';
import { useT } from '@cairn/i18n';
import { useStoreApi } from '@cairn/state';
import { API_TOKEN_DESCRIPTION_MAX, API_TOKEN_LABEL_MAX, type ApiTokenCreated } from '@cairn/types';
import { Input } from '@cairn/ui-kit';
import { ChoiceGroup } from '../../../shared/components/ChoiceGroup';
import { FormModal } from '../../../shared/components/FormModal';
import { TextArea } from '../../../shared/components/TextArea';
import { EXPIRY_CHOICES, expiryFor, localDay, type ExpiryChoice } from '../expiry';

/**
 * "Add token": title, description and expiry (1 week, 1 month, 3 months, 1 year, a custom date, never) for the
 * workspace `slug`. Waits for the server (the token comes from it); a refusal is toasted verbatim by the store and the
 * dialog stays open. `onCreated` receives the answer with the token, to show it once.
 */
export function CreateApiTokenModal(props: { open: boolean; slug: string; onClose: () => void; onCreated: (created: ApiTokenCreated) => void }) {
  const { t } = useT();
  const store = useStoreApi();
  const [label, setLabel] = useState('');
  const [description, setDescription] = useState('');
  const [choice, setChoice] = useState<ExpiryChoice>('one_month');
  const [customDay, setCustomDay] = useState('');
  const [labelError, setLabelError] = useState('');
  const [dateError, setDateError] = useState('');
  const [saving, setSaving] = useState(false);

  const reset = () => {
    setLabel('');
    setDescription('');
    setChoice('one_month');
    setCustomDay('');
    setLabelError('');
    setDateError('');
  };
  const close = () => {
    if (saving) return;
    reset();
    props.onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const title = label.trim();
    const expiry = expiryFor(choice, new Date(), customDay);
    setLabelError(title ? '' : t('api_tokens.label_required'));
    setDateError(expiry.ok ? '' : t(`api_tokens.${expiry.reason}`));
    if (!title || !expiry.ok) return;
    setSaving(true);
    try {
      const created = await store.getState().createApiToken({
        label: title,
        workspace_slug: props.slug,
        expired_at: expiry.expired_at,
        ...(description.trim() ? { description: description.trim() } : {}),
      });
      reset();
      props.onCreated(created);
    } catch {
      // The store toasted the server's message; the dialog stays open with what was typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormModal
      open={props.open}
      onClose={close}
      title={t('api_tokens.create_title')}
      description={t('api_tokens.create_description', { workspace: props.slug })}
      formId="cw-api-token-form"
      formClassName="cw-api-token-form"
      submitLabel={t('api_tokens.create_submit')}
      saving={saving}
      onSubmit={(event) => void submit(event)}
    >
      <Input
        label={t('api_tokens.label_label')}
        placeholder={t('api_tokens.label_placeholder')}
        value={label}
        maxLength={API_TOKEN_LABEL_MAX}
        required
        error={labelError || undefined}
        onChange={(event) => setLabel(event.target.value)}
      />
      <TextArea
        id="cw-api-token-description"
        label={t('api_tokens.description_label')}
        placeholder={t('api_tokens.description_placeholder')}
        value={description}
        maxLength={API_TOKEN_DESCRIPTION_MAX}
        onChange={setDescription}
      />
      <ChoiceGroup
        label={t('api_tokens.expiry_label')}
        options={EXPIRY_CHOICES.map((value) => ({ value, label: t(`api_tokens.expiry.${value}`) }))}
        value={choice}
        onChange={(value) => {
          setChoice(value);
          setDateError('');
        }}
      />
      {choice === 'custom' ? (
        <Input
          type="date"
          label={t('api_tokens.custom_date_label')}
          value={customDay}
          min={localDay(new Date())}
          required
          error={dateError || undefined}
          onChange={(event) => setCustomDay(event.target.value)}
        />
      ) : null}
    </FormModal>
  );
}
