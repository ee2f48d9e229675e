import { useState, type FormEvent } from 'react';
import { useT } from '@cairn/i18n';
import { Button, Input } from '@cairn/ui-kit';
import '../../../app/styles/project-settings.css';

/** An inline form for things that have a name and a colour (states, labels); the caller's action may fail and keep it open. */
export function NameColorForm(props: {
  idPrefix: string;
  initialName?: string;
  initialColor: string;
  nameLabel: string;
  submitLabel: string;
  onSubmit: (name: string, color: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useT();
  const [name, setName] = useState(props.initialName ?? '');
  const [color, setColor] = useState(props.initialColor);
  const [saving, setSaving] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    setSaving(true);
    try {
      await props.onSubmit(name.trim(), color);
    } catch {
      // The store showed why; the form stays open with what was typed.
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="cw-inline-form" onSubmit={(e) => void submit(e)} onKeyDown={(e) => e.key === 'Escape' && props.onCancel()} noValidate>
      <input
        type="color"
        className="cw-color-input"
        aria-label={t('projects.fields.color')}
        value={color}
        onChange={(e) => setColor(e.target.value)}
      />
      <Input
        id={`${props.idPrefix}-name`}
        aria-label={props.nameLabel}
        placeholder={props.nameLabel}
        wrapperClassName="cw-inline-form__grow"
        maxLength={255}
        autoFocus
        autoComplete="off"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <Button variant="outline" size="md" onClick={props.onCancel} disabled={saving}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" size="md" loading={saving} disabled={!name.trim()}>
        {props.submitLabel}
      </Button>
    </form>
  );
}
