import { useEffect, useState } from 'react';
import { useT } from '@cairn/i18n';
import { Button, Input, Modal } from '@cairn/ui-kit';
import { SNOOZE_PRESETS, customSnoozeTime, snoozeUntil, toLocalInput, type SnoozePreset } from '../hooks/snooze-times';

/** Snooze a notification: 1 hour, tomorrow, next week, or a custom date and time (the `s` key opens it). */
export function SnoozeDialog(props: { open: boolean; now: () => Date; onSnooze: (until: string) => void; onClose: () => void }) {
  const { t } = useT();
  const { open, now } = props;
  const [value, setValue] = useState('');
  useEffect(() => {
    if (open) setValue(toLocalInput(new Date(now().getTime() + 86_400_000)));
  }, [open, now]);
  const until = customSnoozeTime(value, now());
  const pick = (preset: SnoozePreset) => props.onSnooze(snoozeUntil(preset, now()));
  return (
    <Modal
      open={open}
      onClose={props.onClose}
      size="sm"
      title={t('inbox.snooze.title')}
      footer={
        <>
          <Button variant="outline" onClick={props.onClose}>{t('common.cancel')}</Button>
          <Button disabled={!until} onClick={() => until && props.onSnooze(until)}>{t('inbox.snooze.submit')}</Button>
        </>
      }
    >
      <div className="cw-inbox-snooze">
        <div className="cw-inbox-snooze__presets">
          {SNOOZE_PRESETS.map((preset) => (
            <Button key={preset} variant="outline" size="sm" onClick={() => pick(preset)}>{t(`inbox.snooze.${preset}`)}</Button>
          ))}
        </div>
        <Input
          type="datetime-local"
          label={t('inbox.snooze.custom')}
          value={value}
          min={toLocalInput(now())}
          error={value && !until ? t('inbox.snooze.future') : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
      </div>
    </Modal>
  );
}
