import { useCallback, useState } from 'react';
import type { FieldErrors } from './field-errors';

/**
 * Field errors of a form: `check` validates on submit; once errors show, `recheck` runs on every change so an error
 * disappears as soon as its field is fixed.
 */
export function useFieldErrors<V>(validate: (values: V) => FieldErrors) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const check = useCallback((values: V) => {
    const next = validate(values);
    setErrors(next);
    return Object.keys(next).length === 0;
  }, [validate]);
  const recheck = useCallback((values: V) => {
    setErrors((current) => (Object.keys(current).length === 0 ? current : validate(values)));
  }, [validate]);
  return { errors, check, recheck, setErrors };
}
