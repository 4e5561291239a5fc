// How a plugin is bundled, defined ONCE for the console build (esbuild.config.mjs builds plugins/*
// with it) and for outside authors (`greenroom-plugin build` / `dev`, `@greenroom/sdk/build`):
// one ESM entry plus lazy chunks, the shared modules of shared-modules.mjs left external (the
// console's import map resolves them at run time), and the manifest entry checked by manifest.mjs.
// Plain ESM; esbuild is a dependency of the sdk package.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { parsePluginManifestEntry } from './manifest.mjs';
import { SHARED_SPECIFIERS } from './shared-modules.mjs';

/** The browsers the console supports: every browser bundle (shared modules, host, plugins) targets them. */
export const BROWSER_TARGET = ['es2022', 'chrome110', 'firefox115', 'safari16'];

/**
 * esbuild options every browser bundle of the console shares (shared modules, host, plugins):
 * ESM with lazy chunks for {@link BROWSER_TARGET}, minified unless `dev`.
 * @param {boolean} dev
 */
export function browserBundleOptions(dev) {
  return {
    bundle: true,
    format: 'esm',
    splitting: true,
    platform: 'browser',
    target: BROWSER_TARGET,
    minify: !dev,
    sourcemap: dev ? 'linked' : false,
    jsx: 'automatic',
    metafile: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
    loader: { '.png': 'file', '.svg': 'file', '.woff2': 'file' },
    logLevel: 'warning',
  };
}

/**
 * esbuild options of a plugin bundle. `dev`: readable code with source maps. `stableEntry`: the
 * entry keeps its file name (`index.js`, `index.css`) across rebuilds, so that a console which read
 * the manifest once (at its start) still loads the rebuilt entry (`greenroom-plugin dev`).
 * @param {{ dir: string, entry?: string, outDir: string, dev?: boolean, stableEntry?: boolean }} options
 * @returns {import('esbuild').BuildOptions & { metafile: true }}
 */
export function pluginBuildOptions({ dir, entry = 'src/index.ts', outDir, dev = false, stableEntry = false }) {
  return {
    absWorkingDir: dir,
    entryPoints: { index: path.resolve(dir, entry) },
    outdir: outDir,
    ...browserBundleOptions(dev),
    entryNames: stableEntry ? '[name]' : '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    external: SHARED_SPECIFIERS,
  };
}

/**
 * The Subresource Integrity value of some bytes (`sha384-<base64>`): what an import map's
 * `integrity` holds for a module, computed from the exact bytes the server will send.
 * @param {Uint8Array | string} bytes
 * @returns {string}
 */
export function subresourceIntegrity(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * The manifest entry of a finished build (validated by the one manifest schema), with the entry's
 * size and import count for size reports. `urlBase` prefixes entry and css: `/admin/plugins/<id>/`
 * in the console's own build, `''` (paths relative to the manifest's folder) out of tree.
 * @param {{ dir: string, outDir: string, urlBase?: string, pkg: { version: string, greenroom: { id: string }, peerDependencies?: Record<string, string> }, metafile: import('esbuild').Metafile }} options
 */
export function pluginManifestEntry({ dir, outDir, urlBase = '', pkg, metafile }) {
  const [entryFile, out] = Object.entries(metafile.outputs).find(([file, o]) => o.entryPoint && file.endsWith('.js')) ?? [];
  if (!entryFile || !out) throw new Error(`${dir}: the build produced no entry module`);
  const entryBytes = readFileSync(path.resolve(dir, entryFile));
  const rel = (file) => path.relative(outDir, path.resolve(dir, file)).split(path.sep).join('/');
  const manifestEntry = parsePluginManifestEntry(
    {
      id: pkg.greenroom.id,
      version: pkg.version,
      entry: urlBase + rel(entryFile),
      sdk: pkg.peerDependencies?.['@greenroom/sdk'] ?? '*',
      hash: createHash('sha256').update(entryBytes).digest('hex').slice(0, 16),
      integrity: subresourceIntegrity(entryBytes),
      // The entry's CSS bundle holds the CSS of its whole import graph, lazy pages included.
      css: out.cssBundle ? [urlBase + rel(out.cssBundle)] : [],
    },
    path.basename(dir),
  );
  return { ...manifestEntry, entryBytes: entryBytes.length, imports: out.imports.length };
}

/**
 * Builds one plugin (its folder `dir` and its package.json `pkg`) into `outDir` and returns its
 * manifest entry. `plugins` and `define` add to the options (the console build resolves the
 * workspace's own packages with plugins of its own).
 * @param {{ dir: string, pkg: any, outDir: string, urlBase?: string, dev?: boolean, plugins?: import('esbuild').Plugin[], define?: Record<string, string> }} options
 */
export async function buildPluginBundle({ dir, pkg, outDir, urlBase = '', dev = false, plugins = [], define = {} }) {
  const options = pluginBuildOptions({ dir, entry: pkg.greenroom.entry, outDir, dev });
  const result = await esbuild.build({ ...options, define: { ...options.define, ...define }, plugins });
  return pluginManifestEntry({ dir, outDir, urlBase, pkg, metafile: result.metafile });
}
