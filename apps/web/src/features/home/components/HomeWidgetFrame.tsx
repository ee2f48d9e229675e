import { useId, type ReactNode } from 'react';

/** A widget's frame on the home: a titled region with actions on the right. */
export function HomeWidgetFrame(props: { title: string; actions?: ReactNode; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section className={props.className ? `cw-home-widget ${props.className}` : 'cw-home-widget'} aria-labelledby={id}>
      <header className="cw-home-widget__header">
        <h2 id={id} className="cw-home-widget__title">
          {props.title}
        </h2>
        {props.actions ? <div className="cw-home-widget__actions">{props.actions}</div> : null}
      </header>
      {props.children}
    </section>
  );
}
