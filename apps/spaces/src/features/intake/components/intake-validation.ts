import { PUBLIC_INTAKE_DESCRIPTION_MAX, PUBLIC_INTAKE_NAME_MAX } from '@cairn/types';
import { plainTextToHtml } from '../../peek';

type T = (key: string, vars?: Record<string, unknown>) => string;

/** The request form's fields. */
export interface IntakeFields {
  name: string;
  description: string;
}

/** Field errors (undefined when the field is fine); the server applies the same bounds. */
export function intakeErrors(fields: IntakeFields, t: T): { name?: string; description?: string } {
  const name = fields.name.trim();
  return {
    name: !name
      ? t('spaces_item.intake.name_required')
      : name.length > PUBLIC_INTAKE_NAME_MAX ? t('spaces_item.intake.name_too_long', { max: PUBLIC_INTAKE_NAME_MAX }) : undefined,
    description: plainTextToHtml(fields.description).length > PUBLIC_INTAKE_DESCRIPTION_MAX
      ? t('spaces_item.intake.details_too_long', { max: PUBLIC_INTAKE_DESCRIPTION_MAX })
      : undefined,
  };
}
