export { sanitizeNextPath, isSignInRoute, isOtherAppPath } from './hooks/next-path';
export { afterSignInTarget } from './hooks/after-sign-in';
export { useSignOut } from './hooks/use-sign-out';
export { SignOutButton } from './components/SignOutButton';
export { AuthNotice } from './components/AuthHeading';
export { NewPasswordFields } from './components/NewPasswordFields';
export { authErrorKey } from './hooks/auth-error';
export { hasErrors, validateEmail, validateNewPassword, validateSignInPassword } from './hooks/auth-validation';
export type { NewPasswordErrors } from './hooks/auth-validation';
