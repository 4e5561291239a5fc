import { type Contributions, type PluginDefinition, SDK_VERSION, type ShellConfig } from '@greenroom/sdk';
import { collectContributions, pluginManifestEntryProblems, type RemovedContribution } from '@greenroom/sdk/host';
import { proxy, ref } from 'valtio/vanilla';
import { isValidRange, satisfies } from '../semver';
import { REGISTRY_TEXTS } from '../texts';
import type { PluginManifestEntry, PluginRecord, RegistryState } from './types';

/** Id under which the host registers its own contributions. */
export const HOST_PLUGIN_ID = 'host';

/** How the loader reaches the outside world (the browser in the console, fakes in tests). */
export interface LoaderDeps {
  /** Imports an ESM entry by URL (resolved through the import map in the browser). */
  importModule(url: string): Promise<unknown>;
  /** Loads a stylesheet before the plugin's pages render. */
  loadCss?(url: string): Promise<void>;
  config: ShellConfig;
  /** The sdk version plugins are checked against; {@link SDK_VERSION} by default. */
  sdkVersion?: string;
  /**
   * After an entry failed to import: whether its bytes match the manifest's `integrity`
   * ({@link integrityMatches} by default).
   */
  checkIntegrity?(url: string, integrity: string): Promise<boolean | null>;
  log?: (message: string, error?: unknown) => void;
}

/**
 * Whether the file at `url` has the bytes `integrity` (`sha384-…`) names, asked of the browser's own
 * Subresource Integrity check: true when `fetch` with that integrity succeeds; false when it fails
 * but the file loads without it (its bytes differ); null when it cannot be told (it does not load).
 */
export async function integrityMatches(url: string, integrity: string, fetchImpl: typeof fetch = globalThis.fetch): Promise<boolean | null> {
  try {
    await fetchImpl(url, { integrity });
    return true;
  } catch {
    // refused: a mismatch, or no answer at all
  }
  try {
    return (await fetchImpl(url)).ok ? false : null;
  } catch {
    return null;
  }
}

/** Why a plugin whose entry's bytes differ from its manifest is refused (the diagnostics view shows it). */
export const integrityRefusal = (id: string) => REGISTRY_TEXTS.integrity(id);

/** Creates an empty registry store. */
export function createRegistry(): RegistryState {
  return proxy<RegistryState>({ plugins: [], routes: [], menuItems: [], productCards: [], purchaseItems: [], homeWidgets: [] });
}

function isPluginDefinition(value: unknown): value is PluginDefinition {
  const plugin = value as PluginDefinition | null;
  return !!plugin && typeof plugin.id === 'string' && typeof plugin.sdk === 'string' && typeof plugin.setup === 'function';
}

/** Finds the first contribution that clashes with what is registered already; null when none. */
export function findConflict(registry: RegistryState, pluginId: string, c: Contributions): string | null {
  const owners = new Map<string, string>();
  for (const { pluginId: owner, route } of registry.routes) {
    owners.set(`path:${route.path}`, owner);
    owners.set(`name:${route.name}`, owner);
  }
  for (const { pluginId: owner, item } of registry.menuItems) owners.set(`menu:${item.key}`, owner);
  const seen = new Set<string>();
  const claim = (key: string, describe: string): string | null => {
    const owner = owners.get(key);
    if (owner) return REGISTRY_TEXTS.takenBy(describe, owner);
    if (seen.has(key)) return REGISTRY_TEXTS.repeatedIn(describe, pluginId);
    seen.add(key);
    return null;
  };
  for (const route of c.routes) {
    const clash = claim(`path:${route.path}`, REGISTRY_TEXTS.route(route.path)) ?? claim(`name:${route.name}`, REGISTRY_TEXTS.routeName(route.name));
    if (clash) return clash;
  }
  for (const item of c.menuItems) {
    const clash = claim(`menu:${item.key}`, REGISTRY_TEXTS.menuItem(item.key));
    if (clash) return clash;
  }
  return null;
}

/**
 * Adds one plugin's contributions to the registry (after {@link findConflict} found none). Each
 * contribution is a declaration that never changes once added (routes with their lazy pages, menu
 * items with their icons, cards, widgets): kept as a valtio `ref`, so the store does not make a deep
 * proxy of it, nor every snapshot a frozen copy, nor a render's reads a tracking proxy (issue 25:
 * that was done for every route and icon at every start, in the browser and per page on the
 * server). The lists themselves stay reactive: adding, undoing or disabling a contribution renders.
 */
export function commitContributions(registry: RegistryState, pluginId: string, c: Contributions) {
  registry.routes.push(...c.routes.map((route) => ({ pluginId, route: ref(route) })));
  registry.menuItems.push(...c.menuItems.map((item) => ({ pluginId, item: ref(item) })));
  registry.productCards.push(...c.productCards.map((item) => ({ pluginId, item: ref(item) })));
  registry.purchaseItems.push(...c.purchaseItems.map((item) => ({ pluginId, item: ref(item) })));
  registry.homeWidgets.push(...c.homeWidgets.map((item) => ({ pluginId, item: ref(item) })));
}

/**
 * Drops a contribution a plugin undid after its setup (issue 28: every `ctx.add*` returns its undo):
 * the entry of that plugin with the same route name, menu key, product or item key.
 */
export function removeContribution(registry: RegistryState, pluginId: string, removed: RemovedContribution): void {
  const key = KEY_OF[removed.kind] as (item: unknown) => string | number;
  const list = registry[removed.kind] as { pluginId: string; route?: unknown; item?: unknown }[];
  const index = list.findIndex((entry) => entry.pluginId === pluginId && key(entry.route ?? entry.item) === key(removed.item));
  if (index < 0) return;
  list.splice(index, 1);
  const record = registry.plugins.find((p) => p.id === pluginId);
  if (record?.counts) record.counts = { ...record.counts, [removed.kind]: Math.max(0, record.counts[removed.kind] - 1) };
}

/** What tells one plugin's contributions of a kind apart: a route's name, a product, an item's key. */
const KEY_OF: { [K in keyof Contributions]: (item: Contributions[K][number]) => string | number } = {
  routes: (route) => route.name,
  menuItems: (item) => item.key,
  productCards: (card) => card.productId,
  purchaseItems: (item) => item.key,
  homeWidgets: (widget) => widget.key,
};

function counts(c: Contributions): PluginRecord['counts'] {
  return {
    routes: c.routes.length,
    menuItems: c.menuItems.length,
    productCards: c.productCards.length,
    purchaseItems: c.purchaseItems.length,
    homeWidgets: c.homeWidgets.length,
  };
}

/** Registers the host's own contributions (console home, account settings…) under {@link HOST_PLUGIN_ID}. */
export function registerHost(registry: RegistryState, plugin: Omit<PluginDefinition, 'id' | 'sdk'>, config: ShellConfig) {
  const contributions = collectContributions({ id: HOST_PLUGIN_ID, sdk: '*', setup: plugin.setup }, config, (removed) =>
    removeContribution(registry, HOST_PLUGIN_ID, removed),
  );
  commitContributions(registry, HOST_PLUGIN_ID, contributions);
}

/** What an unreadable manifest field shows on the diagnostics view. */
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : '—');

/**
 * Loads the enabled plugins of the manifest: checks each entry with the sdk's manifest validator,
 * imports them in parallel, then, in manifest order, refuses a malformed entry, a duplicate id, an
 * sdk range that does not match, an entry whose bytes differ from the manifest's `integrity` (the
 * browser refuses it through the import map; the loader names why), or a route/menu clash, and
 * isolates a plugin whose import or setup throws. The rest of the console is never affected.
 */
export async function loadPlugins(registry: RegistryState, manifest: readonly PluginManifestEntry[], deps: LoaderDeps): Promise<void> {
  const sdkVersion = deps.sdkVersion ?? SDK_VERSION;
  const checkIntegrity = deps.checkIntegrity ?? ((url: string, integrity: string) => integrityMatches(url, integrity));
  const log = deps.log ?? ((message, error) => console.error(`[registry] ${message}`, error ?? ''));
  const seenIds = new Set<string>([HOST_PLUGIN_ID]);
  const records = manifest.map((entry, index): PluginRecord => {
    // The manifest is JSON from the page: every field is checked before anything is imported.
    const problems = pluginManifestEntryProblems(entry, `plugins[${index}]`);
    if (problems.length > 0) {
      const raw = (typeof entry === 'object' && entry !== null ? entry : {}) as Partial<Record<keyof PluginManifestEntry, unknown>>;
      const reason = REGISTRY_TEXTS.badEntry(problems);
      log(`manifest entry ${index} refused: ${problems.join('; ')}`);
      return { id: text(raw.id), version: text(raw.version), entry: text(raw.entry), sdk: text(raw.sdk), hash: text(raw.hash), state: 'refused', reason };
    }
    const base = { id: entry.id, version: entry.version, entry: entry.entry, sdk: entry.sdk, hash: entry.hash };
    if (!entry.enabled) return { ...base, state: 'disabled' };
    if (seenIds.has(entry.id)) return { ...base, state: 'refused', reason: REGISTRY_TEXTS.duplicateId(entry.id) };
    seenIds.add(entry.id);
    if (!isValidRange(entry.sdk) || !satisfies(sdkVersion, entry.sdk)) {
      return { ...base, state: 'refused', reason: REGISTRY_TEXTS.sdkMismatch(entry.sdk, sdkVersion) };
    }
    return { ...base, state: 'loading' };
  });
  registry.plugins.push(...records);
  const live = registry.plugins.filter((record) => record.state === 'loading');
  const modules = await Promise.all(
    live.map(async (record) => {
      const entry = manifest.find((e) => e.id === record.id && e.entry === record.entry);
      try {
        await Promise.all((entry?.css ?? []).map((url) => deps.loadCss?.(url)));
        // Once more on a failure: on venue Wi-Fi a lost request is common, and a plugin missing from
        // the start stays missing until a reload (issue 24 §3). Browsers keep no failed module
        // fetch any more (whatwg/html#10327, docs/network.md), so the second import fetches again.
        const module = await deps.importModule(record.entry).catch(() => deps.importModule(record.entry));
        return { record, module };
      } catch (error) {
        const tampered = entry?.integrity ? (await checkIntegrity(record.entry, entry.integrity)) === false : false;
        return { record, error, tampered };
      }
    }),
  );
  for (const loaded of modules) {
    const { record } = loaded;
    if ('error' in loaded) {
      if (loaded.tampered) {
        record.state = 'refused';
        record.reason = integrityRefusal(record.id);
        log(`plugin ${record.id} refused: its entry's bytes do not match the manifest's integrity`, loaded.error);
      } else fail(record, REGISTRY_TEXTS.loadFailed(messageOf(loaded.error)), loaded.error);
      continue;
    }
    const plugin = (loaded.module as { default?: unknown })?.default;
    if (!isPluginDefinition(plugin)) {
      fail(record, REGISTRY_TEXTS.noDefinition);
      continue;
    }
    if (plugin.id !== record.id) {
      fail(record, REGISTRY_TEXTS.idMismatch(plugin.id, record.id));
      continue;
    }
    if (!satisfies(sdkVersion, plugin.sdk)) {
      record.state = 'refused';
      record.reason = REGISTRY_TEXTS.sdkMismatch(plugin.sdk, sdkVersion);
      continue;
    }
    let contributions: Contributions;
    try {
      const pluginId = plugin.id;
      contributions = collectContributions(plugin, deps.config, (removed) => removeContribution(registry, pluginId, removed));
    } catch (error) {
      fail(record, REGISTRY_TEXTS.setupFailed(messageOf(error)), error);
      continue;
    }
    const conflict = findConflict(registry, plugin.id, contributions);
    if (conflict) {
      record.state = 'refused';
      record.reason = REGISTRY_TEXTS.conflict(conflict);
      log(`plugin ${plugin.id} refused: ${conflict}`);
      continue;
    }
    commitContributions(registry, plugin.id, contributions);
    record.state = 'active';
    record.counts = counts(contributions);
  }

  function fail(record: PluginRecord, reason: string, error?: unknown) {
    record.state = 'failed';
    record.reason = reason;
    log(`plugin ${record.id} failed: ${reason}`, error);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** How many render failures a plugin record keeps (the newest). */
export const MAX_RENDER_FAILURES = 5;

/**
 * Records that a plugin's page or home widget threw while rendering (reported by the host's
 * `ExtensionBoundary`): an active plugin becomes `crashed`, and the diagnostics view shows
 * where and the message. Errors of the host's own areas, or of unknown ids, are ignored.
 */
export function recordRenderError(registry: RegistryState, pluginId: string, error: unknown, where: string): void {
  const record = registry.plugins.find((p) => p.id === pluginId && (p.state === 'active' || p.state === 'crashed'));
  if (!record) return;
  const message = messageOf(error);
  record.state = 'crashed';
  record.reason = REGISTRY_TEXTS.renderFailed(where, message);
  record.renderFailures = [...(record.renderFailures ?? []), { where, message, at: Date.now() }].slice(-MAX_RENDER_FAILURES);
}
