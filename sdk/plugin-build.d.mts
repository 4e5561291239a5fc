// Types of plugin-build.mjs (`@greenroom/sdk/build`): how a plugin is bundled, for the console's
// build and `greenroom-plugin build`.
import type { BuildOptions, Metafile, Plugin } from 'esbuild';
import type { PluginManifestEntry } from './manifest.mjs';

/** The browsers the console supports: every browser bundle targets them. */
export declare const BROWSER_TARGET: string[];
/** esbuild options every browser bundle of the console shares (shared modules, host, plugins). */
export declare function browserBundleOptions(dev: boolean): BuildOptions & { metafile: true };

/** What a plugin's package.json tells the build. */
export interface PluginPackage {
  version: string;
  greenroom: { id: string; entry?: string; order?: number };
  peerDependencies?: Record<string, string>;
}

/** esbuild options of a plugin bundle (`dev`: readable with source maps; `stableEntry`: `index.js` across rebuilds). */
export declare function pluginBuildOptions(options: { dir: string; entry?: string; outDir: string; dev?: boolean; stableEntry?: boolean }): BuildOptions & {
  metafile: true;
};

/** The Subresource Integrity value of some bytes (`sha384-<base64>`), as an import map's `integrity` holds it. */
export declare function subresourceIntegrity(bytes: Uint8Array | string): string;

/** A built plugin's manifest entry (validated), with its entry's size and import count. */
export type BuiltPlugin = PluginManifestEntry & { css: string[]; entryBytes: number; imports: number };

/** The manifest entry of a finished build; `urlBase` prefixes entry and css (`''`: relative to the manifest). */
export declare function pluginManifestEntry(options: { dir: string; outDir: string; urlBase?: string; pkg: PluginPackage; metafile: Metafile }): BuiltPlugin;

/** Builds one plugin into `outDir` and returns its manifest entry. */
export declare function buildPluginBundle(options: {
  dir: string;
  pkg: PluginPackage;
  outDir: string;
  urlBase?: string;
  dev?: boolean;
  plugins?: Plugin[];
  define?: Record<string, string>;
}): Promise<BuiltPlugin>;
