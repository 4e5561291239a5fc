import { useMemo } from 'react';
import { type ApiClient, createApiClient } from './api';
import { httpMarkingWrites, useServicesIfAny } from './hooks';

/**
 * `useApi`'s client, or null outside the shell services: for a part that needs it only for a
 * declaration it may not have (the kit's list controller, whose list may be declared with its own
 * `load` and be shown without services in a test).
 * @internal
 */
export function useApiIfAny(): ApiClient | null {
  const services = useServicesIfAny();
  return useMemo(() => (services ? createApiClient(httpMarkingWrites(services)) : null), [services]);
}
