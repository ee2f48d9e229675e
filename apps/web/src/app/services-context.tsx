import { createContext, useContext, type ReactNode } from 'react';
import type { Services } from '@cairn/services';

const ServicesContext = createContext<Services | null>(null);

/** Gives screens the same services object the store uses, for calls that keep no state (sign-in, slug check). */
export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The app's services; only for stateless calls — anything the UI keeps goes through the store. */
export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a ServicesProvider');
  return services;
}
