import { useEffect, useState } from 'react';
import { useT } from '@cairn/i18n';

/** The request's title: a heading, or a field saved on blur / Enter for those who may edit it (empty is refused). */
export function IntakeTitle(props: { name: string; editable: boolean; onSave: (name: string) => Promise<unknown> }) {
  const { t } = useT();
  const [value, setValue] = useState(props.name);
  useEffect(() => setValue(props.name), [props.name]);
  if (!props.editable) return <h2 className="cw-intake-detail__title">{props.name}</h2>;
  const save = () => {
    const name = value.trim();
    if (!name) return setValue(props.name);
    if (name !== props.name) props.onSave(name).catch(() => setValue(props.name));
  };
  return (
    <input
      className="cw-intake-detail__title cw-intake-detail__title--edit"
      aria-label={t('intake.detail.title_label')}
      value={value}
      maxLength={255}
      onChange={(e) => setValue(e.target.value)}
      onBlur={save}
      onKeyDown={(e) => {
        if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
        if (e.key === 'Escape') setValue(props.name);
      }}
    />
  );
}
