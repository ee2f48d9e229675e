import type { ReactNode } from 'react';
import '../../../app/styles/auth.css';

/** Title and subtitle at the top of a sign-in card. */
export function AuthHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <div className="cw-auth__heading">
      <h1 className="cw-auth__title">{title}</h1>
      {subtitle ? <p className="cw-auth__subtitle">{subtitle}</p> : null}
    </div>
  );
}

/** A form-level message (error, warning or success) inside a sign-in card. */
export function AuthNotice({ tone, children }: { tone: 'error' | 'warning' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`cw-notice cw-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
