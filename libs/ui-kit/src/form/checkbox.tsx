import { useEffect, useId, useRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { CheckIcon } from '../icons/icons';

/** Props of Checkbox: native checkbox attributes plus a label, a description and the indeterminate state. */
export interface CheckboxProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type'> {
  label?: ReactNode;
  description?: ReactNode;
  indeterminate?: boolean;
}

/** A checkbox with a label; the native input stays in the page for forms and keyboards. */
export function Checkbox({ id, label, description, indeterminate = false, className, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? `ck-checkbox-${generated}`;
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // indeterminate exists only as a DOM property, never as an attribute.
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className={cx('ck-checkbox', rest.disabled && 'ck-checkbox--disabled', className)} htmlFor={inputId}>
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        className="ck-checkbox__input"
        aria-describedby={description ? `${inputId}-desc` : undefined}
        {...rest}
      />
      <span className={cx('ck-checkbox__box', indeterminate && 'ck-checkbox__box--mixed')} aria-hidden="true">
        {indeterminate ? <span className="ck-checkbox__dash" /> : <CheckIcon size={12} strokeWidth={3} />}
      </span>
      {(label || description) && (
        <span className="ck-checkbox__text">
          {label && <span className="ck-checkbox__label">{label}</span>}
          {description && (
            <span id={`${inputId}-desc`} className="ck-checkbox__description">
              {description}
            </span>
          )}
        </span>
      )}
    </label>
  );
}
