import type { Config, SmtpConfig } from '../config/config';
import type { DbOrTx } from '../data/db';
import { getInstanceSettings, isSmtpConfigured, type EffectiveInstanceSettings } from '../modules/instance/instance-settings.store';
import { createMailer, type Mailer } from './mailer';

// Mail follows the instance settings when it is sent (no restart): the console's SMTP settings over the environment's.

/** What picking a mailer needs: the app's deps (tests pass a capturing `mailer` and no `mailerFor`). */
export interface MailDeps {
  db: DbOrTx;
  mailer: Mailer;
  config?: Pick<Config, 'smtp' | 'secretKey' | 'dataDir' | 'databaseUrl'>;
  mailerFor?: (smtp: SmtpConfig | undefined) => Mailer;
}

/** The SMTP connection the settings describe, or undefined when mail is off or no host is set. TLS: tls → implicit, starttls → required, none → when offered. */
export function smtpFromSettings(s: EffectiveInstanceSettings): SmtpConfig | undefined {
  if (!isSmtpConfigured(s)) return undefined;
  return {
    host: s.smtp_host.trim(),
    port: s.smtp_port,
    secure: s.smtp_security === 'tls',
    requireTls: s.smtp_security === 'starttls',
    user: s.smtp_user || undefined,
    password: s.smtp_password || undefined,
    from: s.smtp_from || 'Cairn <no-reply@localhost>',
  };
}

/**
 * The mailer to use now. With `mailerFor` (the server) it is built from the effective settings; without it (tests) it
 * is deps.mailer, reported as not configured when the console turned mail off.
 */
export async function currentMailer(deps: MailDeps, settings?: EffectiveInstanceSettings): Promise<Mailer> {
  const s = settings ?? (await getInstanceSettings(deps.db, deps.config));
  if (deps.mailerFor) return deps.mailerFor(smtpFromSettings(s));
  if (s.is_smtp_enabled || !deps.mailer.configured) return deps.mailer;
  const inner = deps.mailer;
  return { configured: false, send: (message) => inner.send(message) };
}

/** The server's `mailerFor`: one mailer per distinct SMTP setting (nodemailer transports are reused while unchanged). */
export function createSettingsMailerFactory(write?: (line: string) => void): (smtp: SmtpConfig | undefined) => Mailer {
  let last: { key: string; mailer: Mailer } | undefined;
  return (smtp) => {
    const key = JSON.stringify(smtp ?? null);
    if (last?.key !== key) last = { key, mailer: createMailer(smtp, write) };
    return last.mailer;
  };
}
