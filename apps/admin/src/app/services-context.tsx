import { createContext, useContext, type ReactNode } from 'react';
import type { Services } from '@cairn/services';

const ServicesContext = createContext<Services | null>(null);

/** Makes the app's services available to the few screens that call one directly (sign-in). */
export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The services from the nearest ServicesProvider. */
export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>.');
  return services;
}
