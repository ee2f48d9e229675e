import { cloneElement, isValidElement, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { Portal } from '../internal/portal';

/** Side of the anchor the tooltip appears on. */
export type TooltipPlacement = 'top' | 'bottom' | 'left' | 'right';

/** Props of Tooltip. */
export interface TooltipProps {
  content: ReactNode;
  /** One element; it receives aria-describedby while the tooltip shows. */
  children: ReactElement;
  placement?: TooltipPlacement;
  /** Hover delay in ms before showing (focus shows at once). Default 300. */
  delay?: number;
  disabled?: boolean;
  className?: string;
}

const GAP = 6;

function place(anchor: DOMRect, tip: { width: number; height: number }, placement: TooltipPlacement): CSSProperties {
  const clampX = (x: number) => Math.max(4, Math.min(x, window.innerWidth - tip.width - 4));
  const clampY = (y: number) => Math.max(4, Math.min(y, window.innerHeight - tip.height - 4));
  switch (placement) {
    case 'bottom':
      return { top: anchor.bottom + GAP, left: clampX(anchor.left + anchor.width / 2 - tip.width / 2) };
    case 'left':
      return { top: clampY(anchor.top + anchor.height / 2 - tip.height / 2), left: anchor.left - tip.width - GAP };
    case 'right':
      return { top: clampY(anchor.top + anchor.height / 2 - tip.height / 2), left: anchor.right + GAP };
    default:
      return { top: anchor.top - tip.height - GAP, left: clampX(anchor.left + anchor.width / 2 - tip.width / 2) };
  }
}

/** A short text shown on hover and keyboard focus of its child (role="tooltip"); Escape hides it. */
export function Tooltip({ content, children, placement = 'top', delay = 300, disabled = false, className }: TooltipProps) {
  const id = useId();
  const anchorRef = useRef<HTMLSpanElement>(null);
  const tipRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [open, setOpen] = useState(false);
  const [style, setStyle] = useState<CSSProperties>({ visibility: 'hidden' });

  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const show = (wait: number) => {
    if (disabled) return;
    clear();
    if (wait <= 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), wait);
  };
  const hide = () => {
    clear();
    setOpen(false);
  };
  useEffect(() => clear, []);

  useLayoutEffect(() => {
    if (!open || !anchorRef.current || !tipRef.current) return;
    const rect = anchorRef.current.getBoundingClientRect();
    setStyle({ ...place(rect, { width: tipRef.current.offsetWidth, height: tipRef.current.offsetHeight }, placement), visibility: 'visible' });
  }, [open, placement]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  let child: ReactNode = children;
  if (isValidElement<{ 'aria-describedby'?: string }>(children)) {
    const own = children.props['aria-describedby'];
    child = cloneElement(children, { 'aria-describedby': open ? [own, id].filter(Boolean).join(' ') : own });
  }

  return (
    <span
      ref={anchorRef}
      className="ck-tooltip-anchor"
      onMouseEnter={() => show(delay)}
      onMouseLeave={hide}
      onFocus={() => show(0)}
      onBlur={hide}
    >
      {child}
      {open && !disabled && (
        <Portal>
          <div ref={tipRef} id={id} role="tooltip" className={cx('ck-tooltip', `ck-tooltip--${placement}`, className)} style={{ position: 'fixed', ...style }}>
            {content}
          </div>
        </Portal>
      )}
    </span>
  );
}
