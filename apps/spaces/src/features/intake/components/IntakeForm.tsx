import { useId, useState, type FormEvent } from 'react';
import { useT } from '@cairn/i18n';
import type { PublicIntakeCreate } from '@cairn/types';
import { Button, FormField, Input } from '@cairn/ui-kit';
import { TextArea, plainTextToHtml } from '../../peek';
import { intakeErrors, type IntakeFields } from './intake-validation';

/**
 * The request form: a title (required) and a plain-text description (escaped into HTML paragraphs). Errors show after
 * the first submit attempt or when a field is left, and clear as the field becomes valid. `onSubmit` answers whether
 * the request was sent (the text stays otherwise).
 */
export function IntakeForm({ onSubmit }: { onSubmit: (body: PublicIntakeCreate) => Promise<boolean> }) {
  const { t } = useT();
  const id = useId();
  const [fields, setFields] = useState<IntakeFields>({ name: '', description: '' });
  const [shown, setShown] = useState<{ name: boolean; description: boolean }>({ name: false, description: false });
  const [sending, setSending] = useState(false);
  const errors = intakeErrors(fields, t);
  const nameError = shown.name ? errors.name : undefined;
  const descriptionError = shown.description ? errors.description : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown({ name: true, description: true });
    if (errors.name || errors.description) {
      document.getElementById(errors.name ? `${id}-name` : `${id}-description`)?.focus();
      return;
    }
    const description = plainTextToHtml(fields.description);
    setSending(true);
    const sent = await onSubmit({ name: fields.name.trim(), ...(description ? { description_html: description } : {}) });
    setSending(false);
    if (sent) {
      setFields({ name: '', description: '' });
      setShown({ name: false, description: false });
    }
  };

  return (
    <form className="cs-intake-form" onSubmit={(e) => void submit(e)} noValidate>
      <Input
        id={`${id}-name`}
        label={t('spaces_item.intake.name_label')}
        placeholder={t('spaces_item.intake.name_placeholder')}
        value={fields.name}
        required
        error={nameError}
        onChange={(e) => setFields((f) => ({ ...f, name: e.target.value }))}
        onBlur={() => {
          if (fields.name) setShown((s) => ({ ...s, name: true }));
        }}
      />
      <FormField id={`${id}-description`} label={t('spaces_item.intake.details_label')} error={descriptionError}>
        <TextArea
          id={`${id}-description`}
          rows={6}
          placeholder={t('spaces_item.intake.details_placeholder')}
          value={fields.description}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? `${id}-description-error` : undefined}
          onChange={(e) => setFields((f) => ({ ...f, description: e.target.value }))}
          onBlur={() => setShown((s) => ({ ...s, description: true }))}
        />
      </FormField>
      <div className="cs-intake-form__actions">
        <Button type="submit" loading={sending}>{sending ? t('spaces_item.intake.sending') : t('spaces_item.intake.submit')}</Button>
      </div>
    </form>
  );
}
