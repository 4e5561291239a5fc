import { createContext, type ReactNode, useContext } from 'react';
import type { HostServices } from './createShellServices';

const HostContext = createContext<HostServices | null>(null);

/** Host-only handles (the writable session…) for the shell's own screens; plugins never see them. */
export function HostProvider({ value, children }: { value: HostServices; children: ReactNode }) {
  return <HostContext.Provider value={value}>{children}</HostContext.Provider>;
}

/** The host-only services. */
export function useHost(): HostServices {
  const value = useContext(HostContext);
  if (!value) throw new Error('useHost: no HostProvider');
  return value;
}
