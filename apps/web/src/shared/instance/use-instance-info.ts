import { useCallback, useEffect, useState } from 'react';
import type { InstanceInfo } from '@cairn/types';
import { useServices } from '../../app/services-context';
import { loadInstanceInfo, peekInstanceInfo } from './instance-info';

/** What useInstanceInfo answers: the info once ready, whether loading failed, and a retry. */
export interface InstanceInfoState {
  info: InstanceInfo | undefined;
  status: 'loading' | 'ready' | 'error';
  retry: () => void;
}

/** The instance info (sign-in methods, SSO providers, SMTP) for the sign-in screens; 'error' shows the spec's text. */
export function useInstanceInfo(): InstanceInfoState {
  const services = useServices();
  const [info, setInfo] = useState<InstanceInfo | undefined>(() => peekInstanceInfo(services));
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (info) return;
    let live = true;
    loadInstanceInfo(services).then(
      (value) => live && setInfo(value),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [services, info, attempt]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  return { info, status: info ? 'ready' : failed ? 'error' : 'loading', retry };
}
