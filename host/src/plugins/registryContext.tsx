import type { RegistryState } from '@greenroom/core';
import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { useSnapshot } from 'valtio';
import { reportRenderFailure } from './renderFailures';

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

/**
 * Reports a render failure of a plugin's area to the registry (`where`: 页面 /path, 首页组件 key):
 * what the host passes as `onError` to the `ExtensionBoundary` around a plugin's widget.
 */
export function useReportRenderError(): (pluginId: string, error: unknown, where: string) => void {
  const registry = useContext(RegistryContext);
  return useCallback((pluginId, error, where) => registry && reportRenderFailure(registry, pluginId, error, where), [registry]);
}
