import { useState, type KeyboardEvent } from 'react';
import { useT } from '@cairn/i18n';
import './controls.css';

/**
 * The inline "new work item" field of the layouts: Enter creates (and keeps the field open for the next one),
 * Escape or leaving it empty closes it.
 */
export function QuickAddInput(props: { label: string; className?: string; onSubmit: (name: string) => void; onClose: () => void }) {
  const { t } = useT();
  const [name, setName] = useState('');
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The layouts' own keyboard handling (grid moves, drags) must not see keys typed here.
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      const trimmed = name.trim();
      if (!trimmed) return;
      props.onSubmit(trimmed);
      setName('');
    } else if (event.key === 'Escape') {
      event.preventDefault();
      props.onClose();
    }
  };
  return (
    <input
      // The field appears because the user asked for it: taking focus is expected.
      autoFocus
      type="text"
      className={props.className ?? 'cw-quick-add__input'}
      aria-label={props.label}
      placeholder={t('work_item_layouts.quick_add.placeholder')}
      maxLength={255}
      value={name}
      onChange={(e) => setName(e.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => {
        if (!name.trim()) props.onClose();
      }}
    />
  );
}
