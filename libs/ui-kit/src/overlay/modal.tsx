import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useT } from '@cairn/i18n';
import { cx } from '../internal/cx';
import { Portal } from '../internal/portal';
import { focusableWithin } from '../internal/focusable';
import { XIcon } from '../icons/icons';

/** Props of Modal. */
export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  description?: ReactNode;
  /** Buttons row at the bottom, usually Cancel + the primary action. */
  footer?: ReactNode;
  children?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Clicking the dimmed backdrop closes (default true). */
  closeOnBackdrop?: boolean;
  /** Escape closes (default true). */
  closeOnEsc?: boolean;
  hideCloseButton?: boolean;
  /** Element to focus on open; defaults to the first focusable element in the body, then the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Accessible name when there is no visible title. */
  'aria-label'?: string;
  className?: string;
}

// Nested dialogs: only the top one reacts to Escape.
const openStack: string[] = [];

/** A modal dialog: role="dialog" aria-modal, Escape and backdrop close, Tab kept inside, focus restored on close. */
export function Modal(props: ModalProps) {
  return props.open ? <ModalContent {...props} /> : null;
}

function ModalContent({
  onClose,
  title,
  description,
  footer,
  children,
  size = 'md',
  closeOnBackdrop = true,
  closeOnEsc = true,
  hideCloseButton = false,
  initialFocusRef,
  className,
  ...aria
}: ModalProps) {
  const { t } = useT();
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const target = initialFocusRef?.current ?? (bodyRef.current && focusableWithin(bodyRef.current)[0]) ?? dialogRef.current;
    target?.focus();
    openStack.push(id);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && closeOnEsc && openStack[openStack.length - 1] === id) {
        event.preventDefault();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openStack.splice(openStack.indexOf(id), 1);
      document.body.style.overflow = previousOverflow;
      previouslyFocused?.focus?.();
    };
    // Runs once per opening; the latest onClose is read through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusableWithin(dialogRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const current = document.activeElement;
    if (event.shiftKey && (current === first || current === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && current === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Portal>
      <div
        className="ck-modal-backdrop"
        data-testid="ck-modal-backdrop"
        onMouseDown={(event) => {
          if (closeOnBackdrop && event.target === event.currentTarget) onClose();
        }}
      >
        <div
          ref={dialogRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={title ? titleId : undefined}
          aria-label={title ? undefined : aria['aria-label']}
          aria-describedby={description ? descriptionId : undefined}
          tabIndex={-1}
          className={cx('ck-modal', `ck-modal--${size}`, className)}
          onKeyDown={trapTab}
        >
          {(title || !hideCloseButton) && (
            <div className="ck-modal__header">
              <div className="ck-modal__heading">
                {title && (
                  <h2 id={titleId} className="ck-modal__title">
                    {title}
                  </h2>
                )}
                {description && (
                  <p id={descriptionId} className="ck-modal__description">
                    {description}
                  </p>
                )}
              </div>
              {!hideCloseButton && (
                <button type="button" className="ck-modal__close" aria-label={t('ui.modal.close')} onClick={onClose}>
                  <XIcon />
                </button>
              )}
            </div>
          )}
          <div ref={bodyRef} className="ck-modal__body">
            {children}
          </div>
          {footer && <div className="ck-modal__footer">{footer}</div>}
        </div>
      </div>
    </Portal>
  );
}
