import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { Spinner } from '../display/spinner';

/** Visual kinds of Button. */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'danger' | 'ghost' | 'link';
/** Heights of Button: sm 28px, md 32px, lg 40px. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Props of Button: every native button attribute plus the visual options. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and blocks clicks while keeping the label for layout. */
  loading?: boolean;
  fullWidth?: boolean;
  leftIcon?: ReactNode;
  rightIcon?: ReactNode;
}

/** A button. Defaults to type="button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  leftIcon,
  rightIcon,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(
        'ck-button',
        `ck-button--${variant}`,
        `ck-button--${size}`,
        fullWidth && 'ck-button--full',
        loading && 'ck-button--loading',
        className,
      )}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" decorative className="ck-button__spinner" /> : leftIcon}
      {children != null && <span className="ck-button__label">{children}</span>}
      {!loading && rightIcon}
    </button>
  );
}

/** Props of LinkButton (a Button without variant). */
export type LinkButtonProps = Omit<ButtonProps, 'variant'>;

/** A button that looks like a text link, for in-text actions such as "Forgot your password?". */
export function LinkButton(props: LinkButtonProps) {
  return <Button {...props} variant="link" />;
}

/** Props of IconButton: an accessible label is mandatory because there is no visible text. */
export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'leftIcon' | 'rightIcon' | 'aria-label'> {
  'aria-label': string;
  icon: ReactNode;
}

/** A square button showing only an icon. */
export function IconButton({ icon, variant = 'ghost', size = 'md', className, ...rest }: IconButtonProps) {
  return <Button {...rest} variant={variant} size={size} leftIcon={icon} className={cx('ck-button--icon', className)} />;
}
