import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cx } from '../internal/cx';

/** Props of Label. */
export interface LabelProps extends ComponentPropsWithoutRef<'label'> {
  /** Adds a visual asterisk; the control itself should carry `required` for assistive tech. */
  required?: boolean;
}

/** A form label. */
export function Label({ required, className, children, ...rest }: LabelProps) {
  return (
    <label className={cx('ck-label', className)} {...rest}>
      {children}
      {required && <span className="ck-label__required" aria-hidden="true"> *</span>}
    </label>
  );
}

/** The ids FormField gives its hint and error, so a custom control can point aria-describedby at them. */
export function fieldDescriptionIds(id: string, parts: { hint?: ReactNode; error?: ReactNode }): string | undefined {
  const ids = [parts.hint ? `${id}-hint` : null, parts.error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** Props of FormField. */
export interface FormFieldProps {
  /** Id of the control inside; the label points at it and hint/error ids derive from it. */
  id: string;
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label + control + hint + error, laid out the same way everywhere. */
export function FormField({ id, label, hint, error, required, className, children }: FormFieldProps) {
  return (
    <div className={cx('ck-field', error ? 'ck-field--invalid' : null, className)}>
      {label != null && (
        <Label htmlFor={id} required={required}>
          {label}
        </Label>
      )}
      {children}
      {hint != null && !error && (
        <p id={`${id}-hint`} className="ck-field__hint">
          {hint}
        </p>
      )}
      {error != null && error !== false && (
        <p id={`${id}-error`} className="ck-field__error" aria-live="polite">
          {error}
        </p>
      )}
    </div>
  );
}
