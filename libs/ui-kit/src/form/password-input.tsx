import { useState, type ChangeEvent } from 'react';
import { getPasswordStrength } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { EyeIcon, EyeOffIcon } from '../icons/icons';
import { Input, type InputProps } from './input';

/** Props of PasswordInput: Input props without `type`, plus the strength indicator switch. */
export interface PasswordInputProps extends Omit<InputProps, 'type' | 'rightSlot'> {
  /** Shows "Password is weak/strong" under the field once something is typed. */
  showStrength?: boolean;
}

/** A password field with a show/hide toggle and an optional strength indicator. */
export function PasswordInput({ showStrength = false, value, defaultValue, onChange, hint, ...rest }: PasswordInputProps) {
  const { t } = useT();
  const [visible, setVisible] = useState(false);
  // Tracks the text only when uncontrolled, so the strength indicator works either way.
  const [ownValue, setOwnValue] = useState(String(defaultValue ?? ''));
  const current = value !== undefined ? String(value) : ownValue;
  const strength = getPasswordStrength(current);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (value === undefined) setOwnValue(event.target.value);
    onChange?.(event);
  };

  const toggleLabel = visible ? t('ui.password.hide') : t('ui.password.show');
  const indicator =
    showStrength && strength !== 'empty' ? (
      <span className={`ck-strength ck-strength--${strength}`} data-strength={strength}>
        <span className="ck-strength__bar" aria-hidden="true">
          <span />
          <span />
        </span>
        <span className="ck-strength__text">{t(strength === 'strong' ? 'ui.password.strength_strong' : 'ui.password.strength_weak')}</span>
      </span>
    ) : null;

  return (
    <Input
      {...rest}
      type={visible ? 'text' : 'password'}
      value={value}
      defaultValue={value === undefined ? defaultValue : undefined}
      onChange={handleChange}
      hint={indicator ?? hint}
      rightSlot={
        <button
          type="button"
          className="ck-input__toggle"
          onClick={() => setVisible((v) => !v)}
          aria-label={toggleLabel}
          aria-pressed={visible}
          title={toggleLabel}
          disabled={rest.disabled}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
