import type { ReactNode } from 'react';
import '../../../app/styles/settings.css';

/** One titled block of a settings screen. */
export function SettingsSection(props: { title: string; description?: string; children: ReactNode; tone?: 'danger'; actions?: ReactNode }) {
  return (
    <section className={props.tone === 'danger' ? 'cw-settings-section cw-settings-section--danger' : 'cw-settings-section'}>
      <div className="cw-settings-section__head">
        <div>
          <h2 className="cw-settings-section__title">{props.title}</h2>
          {props.description ? <p className="cw-settings-section__description">{props.description}</p> : null}
        </div>
        {props.actions}
      </div>
      <div className="cw-settings-section__body">{props.children}</div>
    </section>
  );
}
