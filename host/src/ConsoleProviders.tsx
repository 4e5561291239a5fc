import type { RegistryState } from '@greenroom/core';
import { ServicesProvider } from '@greenroom/sdk/host';
import type { ReactNode } from 'react';
import { RegistryProvider } from './plugins/registryContext';
import type { HostServices } from './services/createShellServices';
import { HostProvider } from './services/hostContext';

/** The contexts every console render stands in: the services plugins see, the host's own, the registry. */
export function ConsoleProviders({ host, registry, children }: { host: HostServices; registry: RegistryState; children: ReactNode }) {
  return (
    <ServicesProvider services={host.services}>
      <HostProvider value={host}>
        <RegistryProvider registry={registry}>{children}</RegistryProvider>
      </HostProvider>
    </ServicesProvider>
  );
}
