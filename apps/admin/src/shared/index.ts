// Pieces every console page uses.
export { fieldErrorsOf } from './field-errors';
export type { FieldErrors, ParseResult } from './field-errors';
export { useFieldErrors } from './use-field-errors';
export { CopyButton } from './CopyButton';
export { ConsolePage } from './ConsolePage';
export { useSuccessToast } from './use-save-toast';
export { useInstanceSettings, useLoadOnce } from './use-instance-settings';
export { LoadFailed } from './LoadFailed';
