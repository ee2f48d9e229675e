import { useT } from '@cairn/i18n';
import { Button, IconButton, Input, PlusIcon, TrashIcon } from '@cairn/ui-kit';
import { ESTIMATE_VALUE_MAX } from './estimate-presets';
import '../../../app/styles/project-settings.css';

/** An ordered list of estimate point values (key = position + 1) with add and remove. */
export function PointsEditor(props: { idPrefix: string; values: string[]; onChange: (values: string[]) => void; max?: number }) {
  const { t } = useT();
  const max = props.max ?? 20;
  const set = (index: number, value: string) => props.onChange(props.values.map((v, i) => (i === index ? value : v)));
  return (
    <div className="cw-point-editor">
      {props.values.map((value, index) => (
        <div key={index} className="cw-point-editor__row">
          <span className="cw-point-editor__key" aria-hidden="true">
            {index + 1}
          </span>
          <Input
            id={`${props.idPrefix}-${index}`}
            aria-label={t('projects.estimates.point_n', { n: index + 1 })}
            size="sm"
            maxLength={ESTIMATE_VALUE_MAX}
            value={value}
            onChange={(e) => set(index, e.target.value)}
          />
          <IconButton
            size="sm"
            icon={<TrashIcon size={14} />}
            aria-label={t('projects.estimates.remove_point_n', { n: index + 1 })}
            disabled={props.values.length <= 1}
            onClick={() => props.onChange(props.values.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      <div>
        <Button size="sm" variant="ghost" leftIcon={<PlusIcon size={14} />} disabled={props.values.length >= max} onClick={() => props.onChange([...props.values, ''])}>
          {t('projects.estimates.add_point')}
        </Button>
      </div>
    </div>
  );
}
