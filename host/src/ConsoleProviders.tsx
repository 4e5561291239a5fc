import ConfigProvider from '@douyinfe/semi-ui/lib/es/configProvider';
import zhCN from '@douyinfe/semi-ui/lib/es/locale/source/zh_CN';
import type { RegistryState } from '@greenroom/core';
import { ServicesProvider } from '@greenroom/sdk/host';
import type { ReactNode } from 'react';
import { RegistryProvider } from './plugins/registryContext';
import type { HostServices } from './services/createShellServices';
import { HostProvider } from './services/hostContext';

/**
 * The contexts every console render stands in: Semi's zh_CN locale (issue 24 §4: Semi's own texts
 * in Chinese — through the shared ConfigProvider, whose context every shared Semi component reads),
 * the services plugins see, the host's own, the registry.
 */
export function ConsoleProviders({ host, registry, children }: { host: HostServices; registry: RegistryState; children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN}>
      <ServicesProvider services={host.services}>
        <HostProvider value={host}>
          <RegistryProvider registry={registry}>{children}</RegistryProvider>
        </HostProvider>
      </ServicesProvider>
    </ConfigProvider>
  );
}
