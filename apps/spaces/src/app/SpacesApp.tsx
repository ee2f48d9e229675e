import { useEffect, useState } from 'react';
import { loadSessionState, type Services, type SessionState } from '@cairn/services';
import { applyTheme } from '@cairn/ui-kit';
import { LandingRoute } from '../features/landing/routes/landing.route';

/** Loads the session once (a visitor may also be signed out), follows the user's theme, shows the landing page. */
export function SpacesApp({ services }: { services: Services }) {
  const [session, setSession] = useState<SessionState>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    void loadSessionState(services.users).then((state) => {
      if (cancelled) return;
      setSession(state);
      if (state.status === 'signed-in') {
        services.users
          .getProfile()
          .then((profile) => applyTheme(profile.theme.theme))
          .catch(() => undefined);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [services]);
  return <LandingRoute session={session} search={typeof window === 'undefined' ? '' : window.location.search} />;
}
