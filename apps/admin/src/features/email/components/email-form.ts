import { instanceSettingsUpdateSchema, SMTP_SECURITY_MODES, type InstanceSettings, type InstanceSettingsUpdate, type SmtpSecurityMode } from '@cairn/types';
import { fieldErrorsOf, type FieldErrors } from '../../../shared';

/** The email form's values as typed (the port stays text until saved). */
export interface EmailValues {
  smtp_host: string;
  smtp_port: string;
  smtp_user: string;
  smtp_password: string;
  smtp_from: string;
  smtp_security: SmtpSecurityMode;
}

/** The form filled from the saved settings (the password is write-only: always empty). */
export function emailValuesOf(settings: InstanceSettings): EmailValues {
  return {
    smtp_host: settings.smtp_host, smtp_port: String(settings.smtp_port), smtp_user: settings.smtp_user, smtp_password: '',
    smtp_from: settings.smtp_from, smtp_security: settings.smtp_security,
  };
}

/** The PATCH the form sends: an empty password keeps the stored one. */
export function emailPatchOf(values: EmailValues): InstanceSettingsUpdate {
  const port = values.smtp_port.trim() === '' ? Number.NaN : Number(values.smtp_port);
  const patch: InstanceSettingsUpdate = {
    smtp_host: values.smtp_host.trim(), smtp_port: port, smtp_user: values.smtp_user, smtp_from: values.smtp_from.trim(),
    smtp_security: values.smtp_security,
  };
  if (values.smtp_password) patch.smtp_password = values.smtp_password;
  return patch;
}

/** Checks the form with the server's schema. */
export function validateEmailForm(values: EmailValues): FieldErrors {
  return fieldErrorsOf(instanceSettingsUpdateSchema.safeParse(emailPatchOf(values)));
}

/** The security choices in the order the form offers them. */
export const SECURITY_CHOICES = SMTP_SECURITY_MODES;
