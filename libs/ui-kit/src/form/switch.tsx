import { useId, type ReactNode } from 'react';
import { cx } from '../internal/cx';

/** Props of Switch. Give either a visible `label` or an `aria-label`. */
export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label?: ReactNode;
  'aria-label'?: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
  id?: string;
  className?: string;
}

/** An on/off toggle (role="switch"). */
export function Switch({ checked, onChange, label, disabled, size = 'md', id, className, ...aria }: SwitchProps) {
  const generated = useId();
  const switchId = id ?? `ck-switch-${generated}`;
  const labelId = `${switchId}-label`;
  return (
    <span className={cx('ck-switch-field', disabled && 'ck-switch-field--disabled', className)}>
      <button
        id={switchId}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label ? undefined : aria['aria-label']}
        aria-labelledby={label ? labelId : undefined}
        disabled={disabled}
        className={cx('ck-switch', `ck-switch--${size}`, checked && 'ck-switch--on')}
        onClick={() => onChange(!checked)}
      >
        <span className="ck-switch__thumb" />
      </button>
      {label && (
        <label id={labelId} htmlFor={switchId} className="ck-switch-field__label">
          {label}
        </label>
      )}
    </span>
  );
}
