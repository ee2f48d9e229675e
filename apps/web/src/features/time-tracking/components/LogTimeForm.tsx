import { useId, useState, type FormEvent } from 'react';
import { useT } from '@cairn/i18n';
import { TIME_LOG_DESCRIPTION_MAX, TIME_LOG_MAX_MINUTES } from '@cairn/types';
import { Button, Input } from '@cairn/ui-kit';
import { TextArea } from '../../../shared/components/TextArea';
import { splitDuration } from '../duration';
import { localDay } from '../hooks/use-time-tracking';
import './time-tracking.css';

/** What the form gives back: the duration in minutes, the day and the note. */
export interface LogTimeValues {
  minutes: number;
  logged_on: string;
  description: string;
}

/**
 * Log (or edit) time: hours + minutes, a day (default today, never after today) and an optional note. Checks the
 * duration (1 minute..24 hours) and the day before calling `onSubmit`; `onSubmit` resolves when the store is done.
 */
export function LogTimeForm(props: { initial?: LogTimeValues; title: string; onSubmit: (values: LogTimeValues) => Promise<unknown>; onCancel: () => void }) {
  const { t } = useT();
  const id = useId();
  const start = props.initial ? splitDuration(props.initial.minutes) : { hours: 0, minutes: 0 };
  const [hours, setHours] = useState(props.initial ? String(start.hours) : '');
  const [minutes, setMinutes] = useState(props.initial ? String(start.minutes) : '');
  const [day, setDay] = useState(props.initial?.logged_on ?? localDay());
  const [note, setNote] = useState(props.initial?.description ?? '');
  const [errors, setErrors] = useState<{ duration?: string; day?: string }>({});
  const [busy, setBusy] = useState(false);
  const today = localDay();
  const total = (Number(hours || 0) || 0) * 60 + (Number(minutes || 0) || 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const whole = /^\d*$/.test(hours.trim()) && /^\d*$/.test(minutes.trim());
    const next = {
      duration: !whole || total < 1 || total > TIME_LOG_MAX_MINUTES ? t('time_tracking.error_duration') : undefined,
      day: !/^\d{4}-\d{2}-\d{2}$/.test(day) || day > today ? t('time_tracking.error_date') : undefined,
    };
    setErrors(next);
    if (next.duration || next.day) return;
    setBusy(true);
    try {
      await props.onSubmit({ minutes: total, logged_on: day, description: note.trim() });
    } catch {
      // The store showed why (toast) and rolled back.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="cw-time-form" aria-label={props.title} onSubmit={(e) => void submit(e)} noValidate>
      <div className="cw-time-form__row">
        <Input
          label={t('time_tracking.hours')}
          type="number"
          inputMode="numeric"
          min={0}
          max={24}
          value={hours}
          onChange={(e) => {
            setHours(e.target.value);
            if (errors.duration) setErrors({ ...errors, duration: undefined });
          }}
          wrapperClassName="cw-time-form__number"
          aria-describedby={errors.duration ? `${id}-duration` : undefined}
          aria-invalid={errors.duration ? true : undefined}
        />
        <Input
          label={t('time_tracking.minutes')}
          type="number"
          inputMode="numeric"
          min={0}
          max={59}
          value={minutes}
          onChange={(e) => {
            setMinutes(e.target.value);
            if (errors.duration) setErrors({ ...errors, duration: undefined });
          }}
          wrapperClassName="cw-time-form__number"
          aria-describedby={errors.duration ? `${id}-duration` : undefined}
          aria-invalid={errors.duration ? true : undefined}
        />
        <Input
          label={t('time_tracking.date')}
          type="date"
          max={today}
          value={day}
          error={errors.day}
          onChange={(e) => {
            setDay(e.target.value);
            if (errors.day) setErrors({ ...errors, day: undefined });
          }}
          wrapperClassName="cw-time-form__date"
        />
      </div>
      {errors.duration ? (
        <p id={`${id}-duration`} className="cw-time-form__error" role="alert">
          {errors.duration}
        </p>
      ) : null}
      <TextArea id={`${id}-note`} label={t('time_tracking.note')} placeholder={t('time_tracking.note_placeholder')} value={note} onChange={setNote} maxLength={TIME_LOG_DESCRIPTION_MAX} />
      <div className="cw-time-form__actions">
        <Button type="button" variant="ghost" size="sm" onClick={props.onCancel}>
          {t('time_tracking.cancel')}
        </Button>
        <Button type="submit" size="sm" loading={busy} disabled={busy}>
          {props.initial ? t('time_tracking.save') : t('time_tracking.log_time')}
        </Button>
      </div>
    </form>
  );
}
