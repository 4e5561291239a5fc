import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { QueryCache } from './queryCache';
import type { HttpClient, HttpRequestOptions, HttpResult, Notifier, SessionSnapshot, ShellConfig, ShellServices } from './services';

const ServicesContext = createContext<ShellServices | null>(null);

/**
 * Supplies the shell services to everything below it (the host and the test harness use it).
 * @internal
 */
export function ServicesProvider({ services, children }: { services: ShellServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/**
 * The shell services, or null outside a {@link ServicesProvider}.
 * @internal
 */
export function useServicesIfAny(): ShellServices | null {
  return useContext(ServicesContext);
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

/** The answers cache of each set of services (queryCache.ts): one per console, one per test harness. */
const caches = new WeakMap<ShellServices, QueryCache>();

function cacheOf(services: ShellServices): QueryCache {
  let cache = caches.get(services);
  if (!cache) {
    cache = new QueryCache();
    caches.set(services, cache);
  }
  return cache;
}

/**
 * The console's answers cache (queryCache.ts); a part rendered without services gets one of its own.
 * @internal
 */
export function useQueryCache(): QueryCache {
  const services = useContext(ServicesContext);
  const [own] = useState<QueryCache | null>(() => (services ? null : new QueryCache()));
  return services ? cacheOf(services) : (own as QueryCache);
}

/**
 * `services.http` whose saves and deletes that succeed (POST, PUT, DELETE answered ok) mark the
 * console's answers as changed: the lists and parts on screen are asked again, the ones kept for
 * later dropped (queryCache.ts). A POST that a load of the answers cache makes is a read (a list's
 * filters in a body) and changes nothing. Both plugin clients, `useHttp` and `useApi`, are made on it.
 * @internal
 */
export function httpMarkingWrites(services: ShellServices): (base: string) => HttpClient {
  const cache = cacheOf(services);
  return (base) => {
    const client = services.http(base);
    const writing =
      (send: <T>(url: string, options?: HttpRequestOptions) => Promise<HttpResult<T>>) =>
      async <T,>(url: string, options?: HttpRequestOptions): Promise<HttpResult<T>> => {
        // A POST a load of the answers cache makes (a list's filters in a body) reads: it changes nothing.
        const reads = cache.reading;
        const result = await send<T>(url, options);
        if (result.ok && !reads) cache.invalidate();
        return result;
      };
    return {
      base: client.base,
      get: (url, options) => client.get(url, options),
      post: writing((url, options) => client.post(url, options)),
      put: writing((url, options) => client.put(url, options)),
      delete: writing((url, options) => client.delete(url, options)),
    };
  };
}

/**
 * The envelope HTTP client bound to `base` (e.g. `/api/activity`), stable across renders. A save or
 * a delete that succeeds marks the console's answers as changed (see `httpMarkingWrites`).
 * @public
 */
export function useHttp(base: string): HttpClient {
  const services = useServices();
  return useMemo(() => httpMarkingWrites(services)(base), [services, base]);
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
