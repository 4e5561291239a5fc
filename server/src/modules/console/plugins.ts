/**
 * The console's plugins (a part of the console wing, server/src/modules/static.ts): the built-in
 * manifest and the extra manifests (GREENROOM_EXTRA_MANIFESTS), read again when a file changes, and
 * which are enabled (GREENROOM_PLUGINS).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { type PluginManifest, type PluginManifestEntry, PluginManifestError, parsePluginManifest } from '@greenroom/sdk/manifest';
import type { FastifyBaseLogger } from 'fastify';

// The type and validator are the sdk's (`@greenroom/sdk/manifest`): the build writes, the server
// reads and the loader checks the same definition.
type ManifestPlugin = PluginManifestEntry;

/** What a manifest file holds, or why it is unusable (every faulty field named). */
async function readManifestFile(file: string): Promise<PluginManifest> {
  return parsePluginManifest(await readFile(file, 'utf8'));
}

/** Log fields of a manifest that could not be used. */
function manifestProblem(error: unknown, file: string) {
  return error instanceof PluginManifestError ? { manifest: file, problems: error.problems } : { manifest: file, err: error };
}

/** The log message of a manifest that could not be used. */
function manifestMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export interface PluginListing {
  plugins: (ManifestPlugin & { enabled: boolean })[];
}

export interface ExtraPlugins {
  plugins: ManifestPlugin[];
  /** id → folder served at /admin/ext/<id>/ */
  folders: Map<string, string>;
}

/** A path relative to a manifest's folder, made into a URL under /admin/ext/<id>/. */
function extUrl(id: string, relative: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(relative) || relative.startsWith('/')) return null;
  const segments = relative.replace(/^\.\//, '').split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  return `/admin/ext/${encodeURIComponent(id)}/${segments.map(encodeURIComponent).join('/')}`;
}

async function loadExtraManifests(files: string[], log: FastifyBaseLogger): Promise<ExtraPlugins> {
  const result: ExtraPlugins = { plugins: [], folders: new Map() };
  for (const file of files) {
    const manifestPath = path.resolve(file);
    let parsed: PluginManifest;
    try {
      parsed = await readManifestFile(manifestPath);
    } catch (error) {
      log.error(manifestProblem(error, manifestPath), `extra plugin manifest ignored: ${manifestMessage(error)}`);
      continue;
    }
    const folder = path.dirname(manifestPath);
    for (const plugin of parsed.plugins) {
      if (result.folders.has(plugin.id)) {
        log.error({ id: plugin.id, manifest: manifestPath }, 'extra plugin ignored: id already used by another extra manifest');
        continue;
      }
      const entry = extUrl(plugin.id, plugin.entry);
      const css = (plugin.css ?? []).map((href) => extUrl(plugin.id, href));
      if (!entry || css.some((href) => href === null)) {
        log.error({ id: plugin.id, manifest: manifestPath }, 'extra plugin ignored: entry/css must be relative paths inside its folder');
        continue;
      }
      result.folders.set(plugin.id, folder);
      result.plugins.push({ ...plugin, entry, css: css.filter((href): href is string => href !== null) });
    }
  }
  return result;
}

/** Which plugin ids are enabled by the GREENROOM_PLUGINS setting. */
export function enabledPredicate(setting: string | undefined): (id: string) => boolean {
  const value = setting?.trim() ?? '';
  if (value === '' || value.toLowerCase() === 'all') return () => true;
  if (value.toLowerCase() === 'none') return () => false;
  const ids = new Set(
    value
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  );
  return (id) => ids.has(id);
}

/** The console's plugin listing and the extra plugins' folders, each read again when its file changed. */
export interface PluginSources {
  /** Every plugin, built-in then extra, each with whether it is enabled. */
  listing(): Promise<PluginListing>;
  /** The extra manifests' plugins and their folders (served at /admin/ext/<id>/). */
  extraPlugins(): Promise<ExtraPlugins>;
}

/** The plugins of the console built in `root`, the extra manifests' and the enabled setting. */
export function pluginSources(root: string, options: { pluginsSetting?: string; extraManifests?: string[] }, log: FastifyBaseLogger): PluginSources {
  const isEnabled = enabledPredicate(options.pluginsSetting);
  let extraCache: { key: string; value: ExtraPlugins } | undefined;
  let builtInCache: { mtimeMs: number; plugins: ManifestPlugin[] } | undefined;

  async function builtInPlugins(): Promise<ManifestPlugin[]> {
    const file = path.join(root, 'plugins', 'manifest.json');
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      return [];
    }
    if (builtInCache?.mtimeMs === mtimeMs) return builtInCache.plugins;
    try {
      const { plugins } = await readManifestFile(file);
      builtInCache = { mtimeMs, plugins };
      return plugins;
    } catch (error) {
      log.error(manifestProblem(error, file), `plugin manifest unusable, no built-in plugins: ${manifestMessage(error)}`);
      return [];
    }
  }

  /**
   * The extra manifests' plugins, read again when one of the files changed: `greenroom-plugin dev`
   * rewrites its manifest after each rebuild, and the entry's new integrity must reach the page.
   */
  async function extraPlugins(): Promise<ExtraPlugins> {
    const files = options.extraManifests ?? [];
    const times = await Promise.all(
      files.map((file) =>
        stat(file).then(
          (info) => info.mtimeMs,
          () => -1,
        ),
      ),
    );
    const key = times.join(',');
    if (extraCache?.key !== key) extraCache = { key, value: await loadExtraManifests(files, log) };
    return extraCache.value;
  }

  async function listing(): Promise<PluginListing> {
    const all = [...(await builtInPlugins()), ...(await extraPlugins()).plugins];
    return { plugins: all.map((plugin) => ({ ...plugin, enabled: isEnabled(plugin.id) })) };
  }

  return { listing, extraPlugins };
}
