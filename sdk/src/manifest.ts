/**
 * The plugin manifest type and its validator, re-exported from the one definition in
 * `sdk/manifest.mjs` (plain ESM, so that node build scripts import the same file; published as
 * `@greenroom/sdk/manifest`).
 */
export {
  INTEGRITY_PATTERN,
  MAX_MANIFEST_PLUGINS,
  MAX_PLUGIN_CSS,
  PLUGIN_ID_PATTERN,
  type PluginManifest,
  type PluginManifestEntry,
  PluginManifestError,
  parsePluginManifest,
  parsePluginManifestEntry,
  pluginManifestEntryProblems,
  stringifyPluginManifest,
} from '../manifest.mjs';
