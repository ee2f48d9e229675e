import { useEffect, useState } from 'react';
import { useT } from '@cairn/i18n';
import { Button, Input, Modal } from '@cairn/ui-kit';

// The local day `days` after `from`, as an <input type="date"> value.
function dayAfter(from: Date, days: number): string {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Picks the day a request comes back (the start of that local day); the earliest is tomorrow. */
export function SnoozeModal(props: { open: boolean; now: Date; busy: boolean; onSubmit: (snoozedTill: string) => void; onClose: () => void }) {
  const { t } = useT();
  const min = dayAfter(props.now, 1);
  const [day, setDay] = useState(() => dayAfter(props.now, 7));
  useEffect(() => {
    if (props.open) setDay(dayAfter(props.now, 7));
  }, [props.open, props.now]);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= min;
  const submit = () => {
    if (!valid) return;
    const [y, m, d] = day.split('-').map(Number);
    props.onSubmit(new Date(y, m - 1, d).toISOString());
  };
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      size="sm"
      title={t('intake.snooze.title')}
      description={t('intake.snooze.description')}
      footer={
        <>
          <Button variant="outline" onClick={props.onClose} disabled={props.busy}>{t('common.cancel')}</Button>
          <Button loading={props.busy} disabled={!valid} onClick={submit}>{t('intake.snooze.submit')}</Button>
        </>
      }
    >
      <Input
        type="date"
        label={t('intake.snooze.until')}
        min={min}
        value={day}
        error={day && !valid ? t('intake.snooze.future') : undefined}
        onChange={(e) => setDay(e.target.value)}
      />
    </Modal>
  );
}
