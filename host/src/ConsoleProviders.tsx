import ConfigProvider from '@douyinfe/semi-ui/lib/es/configProvider';
import { currentLocale } from '@greenroom/contracts/i18n';
import type { RegistryState } from '@greenroom/core';
import { ServicesProvider, semiLocaleOf } from '@greenroom/sdk/host';
import type { ReactNode } from 'react';
import { RegistryProvider } from './plugins/registryContext';
import type { HostServices } from './services/createShellServices';
import { HostProvider } from './services/hostContext';

/**
 * The contexts every console render stands in: Semi's locale in the page's language (issue 24 §4,
 * issue 29: Semi's own texts in the page's language — through the shared ConfigProvider, whose
 * context every shared Semi component reads),
 * the services plugins see, the host's own, the registry.
 */
export function ConsoleProviders({ host, registry, children }: { host: HostServices; registry: RegistryState; children: ReactNode }) {
  return (
    <ConfigProvider locale={semiLocaleOf(currentLocale())}>
      <ServicesProvider services={host.services}>
        <HostProvider value={host}>
          <RegistryProvider registry={registry}>{children}</RegistryProvider>
        </HostProvider>
      </ServicesProvider>
    </ConfigProvider>
  );
}
