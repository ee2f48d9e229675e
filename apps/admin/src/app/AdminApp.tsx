import { useEffect, useState } from 'react';
import { loadSessionState, type Services, type SessionState } from '@cairn/services';
import { applyTheme } from '@cairn/ui-kit';
import { InstanceHomeRoute } from '../features/instance/routes/instance-home.route';

/** Loads the session once, follows the user's theme, and shows the instance page. */
export function AdminApp({ services }: { services: Services }) {
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
  return <InstanceHomeRoute session={session} search={typeof window === 'undefined' ? '' : window.location.search} />;
}
