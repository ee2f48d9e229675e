import { useState } from 'react';
import { hasErrors, validateNewPassword, type NewPasswordErrors } from './auth-validation';

/**
 * A new password and its confirmation with their errors. Errors show after the first submit (`check`), then follow
 * the fields as they are typed: each clears as soon as its field is valid (issue 17: errors stayed after a fix).
 */
export function useNewPasswordFields(opts: { requireStrong: boolean }) {
  const [password, setPasswordValue] = useState('');
  const [confirm, setConfirmValue] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [checked, setChecked] = useState(false);
  const recheck = (nextPassword: string, nextConfirm: string) => {
    if (checked) setErrors(validateNewPassword(nextPassword, nextConfirm, opts));
  };
  return {
    password,
    confirm,
    errors,
    setPassword: (value: string) => {
      setPasswordValue(value);
      recheck(value, confirm);
    },
    setConfirm: (value: string) => {
      setConfirmValue(value);
      recheck(password, value);
    },
    /** Validates both fields and shows their errors from now on; true when they are valid. */
    check: (): boolean => {
      const next = validateNewPassword(password, confirm, opts);
      setErrors(next);
      setChecked(true);
      return !hasErrors(next);
    },
  };
}
