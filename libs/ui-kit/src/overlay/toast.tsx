import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useT } from '@cairn/i18n';
import { cx } from '../internal/cx';
import { Portal } from '../internal/portal';
import { AlertCircleIcon, AlertTriangleIcon, CheckCircleIcon, InfoIcon, XIcon } from '../icons/icons';

/** Kind of a toast; sets its colour, icon, role (error: alert) and whether it leaves on its own (success, info). */
export type ToastType = 'success' | 'error' | 'info' | 'warning';

/** The one button a toast may carry ("Undo"); acting also dismisses the toast. */
export interface ToastAction {
  label: string;
  onAction: () => void;
}

/** One toast as the app's state holds it. */
export interface ToastItem {
  id: string;
  type: ToastType;
  title: string;
  message?: string;
  action?: ToastAction;
}

/** Props of ToastViewport: the app owns the list; the viewport only shows it and reports dismissals. */
export interface ToastViewportProps {
  toasts: ReadonlyArray<ToastItem>;
  onDismiss: (id: string) => void;
  /**
   * Success and info toasts ask to be dismissed after this many ms (paused while hovered or focused). Errors and
   * warnings stay until closed. Default 4000; 0 turns it off.
   */
  autoDismissMs?: number;
  position?: 'top-right' | 'top-center' | 'bottom-right' | 'bottom-center';
}

/** How long a success or info toast stays by default. */
export const TOAST_AUTO_DISMISS_MS = 4000;

const ICONS = { success: CheckCircleIcon, error: AlertCircleIcon, info: InfoIcon, warning: AlertTriangleIcon } as const;

/** Whether a toast of this type leaves on its own. */
export function isTransientToast(type: ToastType): boolean {
  return type === 'success' || type === 'info';
}

/** Shows toasts in a corner of the screen, newest last. */
export function ToastViewport({ toasts, onDismiss, autoDismissMs = TOAST_AUTO_DISMISS_MS, position = 'bottom-right' }: ToastViewportProps) {
  const { t } = useT();
  return (
    <Portal>
      <section className={cx('ck-toast-viewport', `ck-toast-viewport--${position}`)} aria-label={t('ui.toast.region')}>
        {toasts.map((toast) => (
          <Toast
            key={toast.id}
            toast={toast}
            onDismiss={onDismiss}
            autoDismissMs={isTransientToast(toast.type) ? autoDismissMs : 0}
            dismissLabel={t('ui.toast.dismiss')}
          />
        ))}
      </section>
    </Portal>
  );
}

interface ToastProps {
  toast: ToastItem;
  onDismiss: (id: string) => void;
  autoDismissMs: number;
  dismissLabel: string;
}

function Toast({ toast, onDismiss, autoDismissMs, dismissLabel }: ToastProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const dismissRef = useRef(onDismiss);
  // Time left survives a pause, so hovering a toast for a moment does not restart its clock.
  const remainingRef = useRef(autoDismissMs);
  useEffect(() => {
    dismissRef.current = onDismiss;
  });
  useEffect(() => {
    remainingRef.current = autoDismissMs;
  }, [autoDismissMs]);
  const paused = hovered || focused;
  useEffect(() => {
    if (autoDismissMs <= 0 || paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissRef.current(toast.id), remainingRef.current);
    return () => {
      clearTimeout(timer);
      remainingRef.current = Math.max(1000, remainingRef.current - (Date.now() - started));
    };
  }, [autoDismissMs, paused, toast.id]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const Icon = ICONS[toast.type];
  return (
    <div
      className={cx('ck-toast', `ck-toast--${toast.type}`)}
      role={toast.type === 'error' ? 'alert' : 'status'}
      aria-live={toast.type === 'error' ? 'assertive' : 'polite'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Icon className="ck-toast__icon" size={18} />
      <div className="ck-toast__text">
        <p className="ck-toast__title">{toast.title}</p>
        {toast.message && <p className="ck-toast__message">{toast.message}</p>}
      </div>
      {toast.action && (
        <button
          type="button"
          className="ck-toast__action"
          onClick={() => {
            toast.action?.onAction();
            onDismiss(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button type="button" className="ck-toast__dismiss" aria-label={dismissLabel} onClick={() => onDismiss(toast.id)}>
        <XIcon />
      </button>
    </div>
  );
}
