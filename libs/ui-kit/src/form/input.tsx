import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { FormField, fieldDescriptionIds } from './form-field';

/** Heights of Input: sm 28px, md 32px, lg 40px. */
export type InputSize = 'sm' | 'md' | 'lg';

/** Props of Input: native input attributes plus label, hint, error and adornments. */
export interface InputProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  label?: ReactNode;
  hint?: ReactNode;
  /** Error text; also marks the input aria-invalid. */
  error?: ReactNode;
  size?: InputSize;
  leftIcon?: ReactNode;
  /** Content at the right end inside the box (a button, a unit). */
  rightSlot?: ReactNode;
  /** Class of the outer field wrapper; `className` goes to the <input>. */
  wrapperClassName?: string;
}

/** A text input with its label, hint and error wired for assistive tech. */
export function Input({
  id,
  label,
  hint,
  error,
  size = 'md',
  leftIcon,
  rightSlot,
  required,
  className,
  wrapperClassName,
  'aria-describedby': describedBy,
  ...rest
}: InputProps) {
  const generated = useId();
  const inputId = id ?? `ck-input-${generated}`;
  const hasError = error != null && error !== false && error !== '';
  const described = [describedBy, fieldDescriptionIds(inputId, { hint: hasError ? undefined : hint, error: hasError ? error : undefined })]
    .filter(Boolean)
    .join(' ');
  return (
    <FormField id={inputId} label={label} hint={hint} error={hasError ? error : undefined} required={required} className={wrapperClassName}>
      <div className={cx('ck-input', `ck-input--${size}`, hasError && 'ck-input--invalid', rest.disabled && 'ck-input--disabled')}>
        {leftIcon && <span className="ck-input__icon">{leftIcon}</span>}
        <input
          id={inputId}
          className={cx('ck-input__control', className)}
          aria-invalid={hasError || undefined}
          aria-describedby={described || undefined}
          required={required}
          {...rest}
        />
        {rightSlot && <span className="ck-input__slot">{rightSlot}</span>}
      </div>
    </FormField>
  );
}
