/**
 * The loader's check of the plugin manifest, from the one definition in `sdk/manifest.mjs` (plain
 * ESM, so that node build scripts import the same file; published as `@greenroom/sdk/manifest`, the
 * schema outside authors and build tools read). Issue 28: it is the loader's, exported by
 * `@greenroom/sdk/host` — the root entry a plugin imports does not carry it.
 */
import { pluginManifestEntryProblems as entryProblems, type PluginManifestEntry as ManifestEntry } from '../manifest.mjs';

/**
 * One plugin of the manifest (`@greenroom/sdk/manifest`'s type), as the loader reads it.
 * @internal
 */
export type PluginManifestEntry = ManifestEntry;

/**
 * The problems of one manifest entry, in Chinese (none: it is valid); the manifest's own validator.
 * @internal
 */
export const pluginManifestEntryProblems: typeof entryProblems = entryProblems;
