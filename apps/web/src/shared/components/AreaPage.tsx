import type { ReactNode } from 'react';
import { MobileNavButton } from './MobileNavButton';

/** The frame of a workspace screen: a header row with title (and actions) over the content. */
export function AreaPage({ title, icon, actions, children }: { title: ReactNode; icon?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="cw-area">
      <header className="cw-area__header">
        <MobileNavButton />
        <h1 className="cw-area__title">
          {icon}
          <span>{title}</span>
        </h1>
        {actions ? <div className="cw-area__actions">{actions}</div> : null}
      </header>
      <div className="cw-area__body">{children}</div>
    </section>
  );
}
