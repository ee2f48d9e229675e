import { useEffect, useState } from 'react';
import { useT } from '@cairn/i18n';
import './work-item-detail.css';

/** The title, edited in place: saved on blur or Enter when changed and not empty; Escape puts the old one back. */
export function WorkItemTitle(props: { name: string; readOnly: boolean; onSave: (name: string) => void }) {
  const { t } = useT();
  const [value, setValue] = useState(props.name);
  const [error, setError] = useState(false);
  useEffect(() => setValue(props.name), [props.name]);
  const commit = () => {
    const next = value.trim();
    if (!next) {
      setError(true);
      return;
    }
    setError(false);
    if (next !== props.name) props.onSave(next);
  };
  if (props.readOnly) return <h1 className="cw-wi-title cw-wi-title--static">{props.name}</h1>;
  return (
    <div className="cw-wi-title-wrap">
      <textarea
        className="cw-wi-title"
        aria-label={t('work_items.form.title')}
        aria-invalid={error || undefined}
        rows={1}
        maxLength={255}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          } else if (e.key === 'Escape') {
            setValue(props.name);
            setError(false);
          }
        }}
      />
      {error ? (
        <p className="cw-wi-error" role="alert">
          {t('work_items.form.name_required')}
        </p>
      ) : null}
    </div>
  );
}
