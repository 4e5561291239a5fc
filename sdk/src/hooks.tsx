import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { HttpClient, Notifier, SessionSnapshot, ShellConfig, ShellServices } from './services';

const ServicesContext = createContext<ShellServices | null>(null);

/**
 * Supplies the shell services to everything below it (the host and the test harness use it).
 * @internal
 */
export function ServicesProvider({ services, children }: { services: ShellServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/**
 * All shell services; throws outside a {@link ServicesProvider}.
 * @public
 */
export function useServices(): ShellServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices: no ServicesProvider above this component');
  return services;
}

/**
 * The session, re-rendering when it changes.
 * @public
 */
export function useSession(): SessionSnapshot {
  return useSnapshot(useServices().session.state) as SessionSnapshot;
}

/**
 * The envelope HTTP client bound to `base` (e.g. `/api/activity`), stable across renders.
 * @public
 */
export function useHttp(base: string): HttpClient {
  const services = useServices();
  return useMemo(() => services.http(base), [services, base]);
}

/**
 * Toasts.
 * @public
 */
export function useNotify(): Notifier {
  return useServices().notify;
}

/**
 * Configuration of the running environment.
 * @public
 */
export function useConfig(): ShellConfig {
  return useServices().config;
}

/**
 * Opens an external http(s) address in a new tab or window.
 * @public
 */
export function useOpenExternal(): ShellServices['openExternal'] {
  return useServices().openExternal;
}
