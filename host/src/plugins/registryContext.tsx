import type { RegistryState } from '@greenroom/core';
import { createContext, type ReactNode, useContext } from 'react';
import { useSnapshot } from 'valtio';

const RegistryContext = createContext<RegistryState | null>(null);

/** Makes the plugin registry available to the shell (menu, drawer, home, diagnostics). */
export function RegistryProvider({ registry, children }: { registry: RegistryState; children: ReactNode }) {
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

/** The registry, re-rendering when it changes. */
export function useRegistry() {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('useRegistry: no RegistryProvider');
  return useSnapshot(registry);
}
