import { useT } from '@cairn/i18n';
import { WEBHOOK_EVENTS, WEBHOOK_URL_MAX } from '@cairn/types';
import { Checkbox, Input, Switch } from '@cairn/ui-kit';
import { ChoiceGroup } from '../../../shared/components/ChoiceGroup';
import { eventLabelKey } from '../hooks/webhook-events';
import type { WebhookFormState } from '../hooks/use-webhook-form';
import '../webhooks.css';

/** The webhook's fields: payload URL (the server's refusal shown under it verbatim), events (all or chosen), active. */
export function WebhookFormFields({ form }: { form: WebhookFormState }) {
  const { t } = useT();
  const { errors, choice } = form;
  const eventsError = errors.events ?? (errors.eventsKey ? t(errors.eventsKey) : undefined);
  return (
    <div className="cw-webhook-form">
      <Input
        label={t('webhooks.form.url')}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        required
        maxLength={WEBHOOK_URL_MAX}
        placeholder={t('webhooks.form.url_placeholder')}
        hint={t('webhooks.form.url_hint')}
        error={errors.url ?? (errors.urlKey ? t(errors.urlKey) : undefined)}
        value={form.url}
        onChange={(event) => form.setUrl(event.target.value)}
      />
      <ChoiceGroup
        label={t('webhooks.events.label')}
        options={[
          { value: 'all', label: t('webhooks.events.all') },
          { value: 'individual', label: t('webhooks.events.individual') },
        ]}
        value={choice.mode}
        onChange={(mode) => form.setChoice({ mode, chosen: choice.chosen })}
      />
      {choice.mode === 'individual' ? (
        <fieldset className="cw-webhook-form__events" aria-describedby={eventsError ? 'cw-webhook-events-error' : undefined}>
          <legend className="cw-webhook-form__legend">{t('webhooks.events.choose')}</legend>
          {WEBHOOK_EVENTS.map((event) => (
            <Checkbox
              key={event}
              label={t(eventLabelKey(event))}
              checked={choice.chosen.includes(event)}
              onChange={(e) =>
                form.setChoice({
                  mode: 'individual',
                  chosen: e.target.checked ? WEBHOOK_EVENTS.filter((x) => x === event || choice.chosen.includes(x)) : choice.chosen.filter((x) => x !== event),
                })
              }
            />
          ))}
        </fieldset>
      ) : null}
      {eventsError ? (
        <p id="cw-webhook-events-error" className="cw-webhook-form__error" role="alert">
          {eventsError}
        </p>
      ) : null}
      <div className="cw-webhook-form__active">
        <Switch label={t('webhooks.form.active')} checked={form.active} onChange={form.setActive} />
        <span className="cw-webhooks-note">{t('webhooks.form.active_hint')}</span>
      </div>
    </div>
  );
}
