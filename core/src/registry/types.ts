import type { Contributions } from '@greenroom/sdk';
import type { OwnedRoute } from '@greenroom/sdk/host';

/**
 * One plugin of the manifest, with the deployment's enabled flag: the sdk's one definition
 * (`@greenroom/sdk/manifest`), shared with the build, the server and outside authors.
 */
export type { PluginManifestEntry } from '@greenroom/sdk/host';

/**
 * Where a plugin is: shown on the diagnostics view. `crashed`: it loaded, but one of its pages or
 * home widgets threw while rendering (its boundary reported it).
 */
export type PluginState = 'disabled' | 'loading' | 'active' | 'refused' | 'failed' | 'crashed';

/** A render failure of a plugin's page or widget, as its boundary reported it. */
export interface RenderFailure {
  /** What failed, in Chinese: `页面 /labs/hello`, `首页组件 live-now`. */
  where: string;
  /** The error's message. */
  message: string;
  /** When it happened (epoch milliseconds). */
  at: number;
}

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
  /** The latest render failures of its pages and widgets, newest last (a few at most). */
  renderFailures?: RenderFailure[];
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
