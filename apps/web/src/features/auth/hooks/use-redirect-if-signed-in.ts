import { useEffect } from 'react';
import { useServices } from '../../../app/services-context';
import { useCompleteSignIn } from './use-complete-sign-in';

/** A user who is already signed in skips the sign-in screens (a 401 here is expected and stays quiet). */
export function useRedirectIfSignedIn(): void {
  const services = useServices();
  const completeSignIn = useCompleteSignIn();
  useEffect(() => {
    let cancelled = false;
    services.users
      .getMe()
      .then(() => (cancelled ? undefined : completeSignIn()))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
    // Only on arrival: completing sign-in navigates away.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
