import { useId, useState } from 'react';
import { useT } from '@cairn/i18n';
import { Button, Checkbox, Tooltip, type SelectOption } from '@cairn/ui-kit';
import { Popover } from '../../../shared/components/Popover';

/**
 * A bulk picker of several values (assignees, labels, modules): a panel of checkboxes and "Apply", which sets the
 * chosen values on every selected item (replacing theirs; "Apply" with nothing checked clears them).
 */
export function BulkMultiPicker(props: { label: string; panelLabel: string; options: readonly SelectOption[]; onApply: (values: string[]) => void }) {
  const { t } = useT();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (value: string) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(value)) next.delete(value);
      else next.add(value);
      return next;
    });
  return (
    <Popover label={props.label} panelLabel={props.panelLabel} className="cw-wil-bulk__pop">
      {(close) => (
        <div className="cw-wil-bulk__panel">
          <p className="cw-wil-bulk__panel-hint">{t('work_item_lists.bulk.replaces_hint')}</p>
          {props.options.length === 0 ? <p className="cw-wil-bulk__panel-hint">{t('work_item_lists.bulk.no_options')}</p> : null}
          <div className="cw-wil-bulk__options">
            {props.options.map((o) => (
              <Checkbox key={o.value} label={o.label} checked={chosen.has(o.value)} onChange={() => toggle(o.value)} />
            ))}
          </div>
          <div className="cw-wil-bulk__panel-actions">
            <Button
              size="sm"
              onClick={() => {
                props.onApply(props.options.filter((o) => chosen.has(o.value)).map((o) => o.value));
                setChosen(new Set());
                close();
              }}
            >
              {chosen.size === 0 ? t('work_item_lists.bulk.apply_clear') : t('work_item_lists.bulk.apply')}
            </Button>
          </div>
        </div>
      )}
    </Popover>
  );
}

/** A bulk date picker (start or target date): a date field with "Apply", and "Remove date" to clear it on every item. */
export function BulkDatePicker(props: { label: string; panelLabel: string; onApply: (date: string | null) => void }) {
  const { t } = useT();
  const id = useId();
  const [value, setValue] = useState('');
  return (
    <Popover label={props.label} panelLabel={props.panelLabel} className="cw-wil-bulk__pop">
      {(close) => (
        <div className="cw-wil-bulk__panel">
          <label className="cw-wil-bulk__date-label" htmlFor={id}>
            {props.label}
          </label>
          <input id={id} type="date" className="cw-wil-bulk__date" value={value} onChange={(event) => setValue(event.target.value)} />
          <div className="cw-wil-bulk__panel-actions">
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                props.onApply(null);
                close();
              }}
            >
              {t('work_item_lists.bulk.remove_date')}
            </Button>
            <Button
              size="sm"
              disabled={value === ''}
              onClick={() => {
                props.onApply(value);
                setValue('');
                close();
              }}
            >
              {t('work_item_lists.bulk.apply')}
            </Button>
          </div>
        </div>
      )}
    </Popover>
  );
}

/** A project-specific picker while the selection mixes projects: focusable but off, its tooltip and description say why. */
export function BulkPickerOff(props: { label: string; reason: string; reasonId: string }) {
  return (
    <Tooltip content={props.reason}>
      <Button size="sm" variant="outline" className="cw-wil-bulk__off" aria-disabled="true" aria-describedby={props.reasonId} onClick={(event) => event.preventDefault()}>
        {props.label}
      </Button>
    </Tooltip>
  );
}
