import type { Contributions, OwnedRoute } from '@greenroom/sdk';

/** One plugin as the build's manifest describes it, with the deployment's enabled flag. */
export interface PluginManifestEntry {
  id: string;
  version: string;
  /** URL of the plugin's ESM entry. */
  entry: string;
  /** Semver range of the sdk the plugin was built for. */
  sdk: string;
  /** Content hash of the entry. */
  hash: string;
  /** Stylesheets the plugin's bundle emitted. */
  css?: string[];
  /** Whether the deployment enables it (read at run time). */
  enabled: boolean;
}

/** Where a plugin is: shown on the diagnostics view. */
export type PluginState = 'disabled' | 'loading' | 'active' | 'refused' | 'failed';

/** A plugin known to the registry. */
export interface PluginRecord {
  id: string;
  version: string;
  entry: string;
  sdk: string;
  hash: string;
  state: PluginState;
  /** Why it was refused or failed, in Chinese. */
  reason?: string;
  /** How many contributions of each kind it registered. */
  counts?: Record<keyof Contributions, number>;
}

/** A contribution together with the plugin that made it. */
export interface Owned<T> {
  pluginId: string;
  item: T;
}

/** The registry: every plugin and every contribution of the active ones. */
export interface RegistryState {
  plugins: PluginRecord[];
  routes: OwnedRoute[];
  menuItems: Owned<Contributions['menuItems'][number]>[];
  productCards: Owned<Contributions['productCards'][number]>[];
  purchaseItems: Owned<Contributions['purchaseItems'][number]>[];
  homeWidgets: Owned<Contributions['homeWidgets'][number]>[];
}
