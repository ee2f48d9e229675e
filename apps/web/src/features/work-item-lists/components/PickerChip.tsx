import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SelectCellEditor } from '../layouts/spreadsheet/CellEditors';

/**
 * A picker that costs a plain button until used: it looks like a small Select trigger and shows the value; a click
 * (or Enter / Space, it is a button) mounts the real Select already open, and closing its list (a choice, Escape, a
 * click elsewhere) goes back to the button, with focus on it when the list had it. A list of 50 rows with two real
 * Selects each spent most of its render in them.
 */
export function PickerChip(props: { label: string; value: ReactNode; className?: string; picker: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [open]);
  if (open) {
    return (
      <SelectCellEditor
        className="cw-wil-pick-editor"
        onDone={(back) => {
          refocus.current = back;
          setOpen(false);
        }}
      >
        {props.picker()}
      </SelectCellEditor>
    );
  }
  return (
    <button
      ref={button}
      type="button"
      className={`cw-wil-pick${props.className ? ` ${props.className}` : ''}`}
      aria-haspopup="listbox"
      aria-expanded={false}
      aria-label={props.label}
      onClick={() => setOpen(true)}
    >
      <span className="cw-wil-pick__value">{props.value}</span>
    </button>
  );
}
