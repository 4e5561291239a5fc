// Types of manifest.mjs: the plugin manifest shared by the build, the server, the loader and
// outside authors. The runtime validator lives in manifest.mjs only.

/**
 * One plugin of a manifest: what the build writes and the server serves to the loader.
 * @public
 */
export interface PluginManifestEntry {
  /** Unique id, lowercase ({@link PLUGIN_ID_PATTERN}); the entry's `definePlugin({ id })` must match. */
  id: string;
  /** The plugin package's version. */
  version: string;
  /** URL of the plugin's ESM entry (in an out-of-tree manifest: a path relative to its folder). */
  entry: string;
  /** Semver range of the sdk the plugin was built for (its `peerDependencies['@greenroom/sdk']`). */
  sdk: string;
  /** Content hash of the entry. */
  hash: string;
  /**
   * Subresource Integrity of the entry's exact bytes (`sha384-<base64>`), written by every build:
   * the server puts it in the import map's `integrity`, so the browser refuses an entry whose bytes
   * differ, and the loader then reports the plugin as refused. Absent in manifests of older builds.
   */
  integrity?: string;
  /** Stylesheets the plugin's bundle emitted, loaded before its pages render (none when absent; the validator fills in `[]`). */
  css?: string[];
  /** Whether the deployment enables it: added by the server at run time, absent from a build's file. */
  enabled?: boolean;
}

/**
 * A `manifest.json`: the plugins of one build (the console's, or one out-of-tree plugin's).
 * @public
 */
export interface PluginManifest {
  plugins: PluginManifestEntry[];
}

/**
 * Allowed plugin ids: lowercase, starting with a letter or digit, at most 64 characters.
 * @public
 */
export declare const PLUGIN_ID_PATTERN: RegExp;
/**
 * Most entries one manifest may hold.
 * @public
 */
export declare const MAX_MANIFEST_PLUGINS: number;
/**
 * Most stylesheets one plugin may list.
 * @public
 */
export declare const MAX_PLUGIN_CSS: number;
/**
 * A Subresource Integrity value: `sha384-` and 64 base64 characters.
 * @public
 */
export declare const INTEGRITY_PATTERN: RegExp;

/**
 * Thrown by {@link parsePluginManifest} and {@link parsePluginManifestEntry}; `problems` lists each fault.
 * @public
 */
export declare class PluginManifestError extends Error {
  constructor(where: string, problems: string[]);
  /** One message per faulty field, naming it (e.g. `plugins[0].entry 必须是…`). */
  readonly problems: string[];
}

/**
 * The faults of one manifest entry, as messages naming the field (empty when it is valid).
 * @public
 */
export declare function pluginManifestEntryProblems(value: unknown, where?: string): string[];

/**
 * Checks one entry and returns it with only the known fields (`css` defaults to `[]`).
 * @public
 */
export declare function parsePluginManifestEntry(value: unknown, where?: string): PluginManifestEntry;

/**
 * Checks a whole manifest (`{ plugins: [...] }`, already parsed from JSON, or its JSON text) and
 * returns it normalised; throws a {@link PluginManifestError} naming every faulty field.
 * @public
 */
export declare function parsePluginManifest(json: unknown): PluginManifest;

/**
 * The text of a manifest file: validated, two-space indented, with a final newline.
 * @public
 */
export declare function stringifyPluginManifest(manifest: PluginManifest): string;
