import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ChevronRightIcon } from '@cairn/ui-kit';
import './work-item-detail.css';

/** A collapsible block of the detail (sub-work-items, links, attachments, relations); it opens when its count grows. */
export function WidgetSection(props: { title: string; count?: number; defaultOpen?: boolean; actions?: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(props.defaultOpen ?? true);
  const bodyId = useId();
  const seen = useRef(props.count ?? 0);
  useEffect(() => {
    // Something was just added (or loaded): show it.
    if ((props.count ?? 0) > seen.current) setOpen(true);
    seen.current = props.count ?? 0;
  }, [props.count]);
  return (
    <section className="cw-wi-widget" aria-label={props.title}>
      <header className="cw-wi-widget__header">
        <button type="button" className="cw-wi-widget__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          <ChevronRightIcon size={14} className={open ? 'cw-wi-widget__chevron cw-wi-widget__chevron--open' : 'cw-wi-widget__chevron'} />
          <span>{props.title}</span>
          {props.count !== undefined ? <span className="cw-wi-widget__count">{props.count}</span> : null}
        </button>
        {props.actions ? <div className="cw-wi-widget__actions">{props.actions}</div> : null}
      </header>
      {open ? (
        <div id={bodyId} className="cw-wi-widget__body">
          {props.children}
        </div>
      ) : null}
    </section>
  );
}
