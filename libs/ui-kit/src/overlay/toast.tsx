import { useEffect, useRef, useState } from 'react';
import { useT } from '@cairn/i18n';
import { cx } from '../internal/cx';
import { Portal } from '../internal/portal';
import { AlertCircleIcon, AlertTriangleIcon, CheckCircleIcon, InfoIcon, XIcon } from '../icons/icons';

/** Kind of a toast; sets its colour, icon and (for error) role="alert". */
export type ToastType = 'success' | 'error' | 'info' | 'warning';

/** One toast as the app's state holds it. */
export interface ToastItem {
  id: string;
  type: ToastType;
  title: string;
  message?: string;
}

/** Props of ToastViewport: the app owns the list; the viewport only shows it and reports dismissals. */
export interface ToastViewportProps {
  toasts: ReadonlyArray<ToastItem>;
  onDismiss: (id: string) => void;
  /** When > 0, each toast asks to be dismissed after this many ms (paused while hovered). Default 0: never. */
  autoDismissMs?: number;
  position?: 'top-right' | 'top-center' | 'bottom-right' | 'bottom-center';
}

const ICONS = { success: CheckCircleIcon, error: AlertCircleIcon, info: InfoIcon, warning: AlertTriangleIcon } as const;

/** Shows toasts in a corner of the screen, newest last. */
export function ToastViewport({ toasts, onDismiss, autoDismissMs = 0, position = 'bottom-right' }: ToastViewportProps) {
  const { t } = useT();
  return (
    <Portal>
      <section className={cx('ck-toast-viewport', `ck-toast-viewport--${position}`)} aria-label={t('ui.toast.region')}>
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={onDismiss} autoDismissMs={autoDismissMs} dismissLabel={t('ui.toast.dismiss')} />
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
  const [paused, setPaused] = useState(false);
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  });
  useEffect(() => {
    if (autoDismissMs <= 0 || paused) return;
    const timer = setTimeout(() => dismissRef.current(toast.id), autoDismissMs);
    return () => clearTimeout(timer);
  }, [autoDismissMs, paused, toast.id]);

  const Icon = ICONS[toast.type];
  return (
    <div
      className={cx('ck-toast', `ck-toast--${toast.type}`)}
      role={toast.type === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <Icon className="ck-toast__icon" size={18} />
      <div className="ck-toast__text">
        <p className="ck-toast__title">{toast.title}</p>
        {toast.message && <p className="ck-toast__message">{toast.message}</p>}
      </div>
      <button type="button" className="ck-toast__dismiss" aria-label={dismissLabel} onClick={() => onDismiss(toast.id)}>
        <XIcon />
      </button>
    </div>
  );
}
