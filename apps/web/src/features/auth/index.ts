export { sanitizeNextPath, isSignInRoute, isOtherAppPath } from './hooks/next-path';
export { afterSignInTarget } from './hooks/after-sign-in';
export { useSignOut } from './hooks/use-sign-out';
export { SignOutButton } from './components/SignOutButton';
export { CairnMark } from './components/CairnMark';
