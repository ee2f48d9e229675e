// Everything before the console: first run, sign-in, the refusal, and the instance info failure.
export { SetupForm } from './components/SetupForm';
export { SignInForm } from './components/SignInForm';
export { NotAdminPage } from './components/NotAdminPage';
export { InstanceUnavailable } from './components/InstanceUnavailable';
