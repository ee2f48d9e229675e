import { useLocation } from 'react-router';
import { signInHrefBackTo } from '../../../app/session';
import './controls.css';

/**
 * A "Sign in to …" link (styled as a button) to the members app's sign-in screen that comes back to this exact page,
 * path and query (e.g. ?peekId=…), afterwards. A real link, so it can also be opened in another tab.
 */
export function SignInPrompt({ label }: { label: string }) {
  const location = useLocation();
  return (
    <a className="cs-link-button" href={signInHrefBackTo(`${location.pathname}${location.search}`)}>
      {label}
    </a>
  );
}
