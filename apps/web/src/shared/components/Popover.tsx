import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, ChevronDownIcon } from '@cairn/ui-kit';
import './popover.css';

/**
 * A toolbar button that opens a panel of controls under it (the filter and display menus): a non-modal dialog that
 * closes on Escape (focus back on the button) or a click outside. The kit's Menu only holds actions, hence this.
 */
export function Popover(props: {
  label: string;
  icon?: ReactNode;
  badge?: number;
  panelLabel: string;
  align?: 'start' | 'end';
  /** The panel's content; a function gets `close` (focus goes back to the button), for panels that end with an action. */
  children: ReactNode | ((close: () => void) => ReactNode);
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent | MouseEvent) => {
      const target = event.target as Node | null;
      // Select and Menu panels of the kit render into document.body: clicks there belong to this panel's controls.
      if (!target || root.current?.contains(target) || (target instanceof Element && target.closest('.ck-popover'))) return;
      setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);
  return (
    <div ref={root} className={`cw-wil-pop ${props.className ?? ''}`}>
      <Button
        ref={trigger}
        variant="outline"
        size="sm"
        leftIcon={props.icon}
        rightIcon={<ChevronDownIcon size={12} />}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {props.label}
        {props.badge ? <span className="cw-wil-pop__badge">{props.badge}</span> : null}
      </Button>
      {open ? (
        <div
          id={id}
          role="dialog"
          aria-label={props.panelLabel}
          className={`cw-wil-pop__panel cw-wil-pop__panel--${props.align ?? 'start'}`}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !event.defaultPrevented) {
              event.preventDefault();
              event.stopPropagation();
              setOpen(false);
              trigger.current?.focus();
            }
          }}
        >
          {typeof props.children === 'function'
            ? props.children(() => {
                setOpen(false);
                trigger.current?.focus();
              })
            : props.children}
        </div>
      ) : null}
    </div>
  );
}
