// How a plugin is bundled, defined ONCE for the console build (esbuild.config.mjs builds plugins/*
// with it) and for outside authors (`greenroom-plugin build` / `dev`, `@greenroom/sdk/build`):
// one ESM entry (one file in production) plus lazy chunks, the shared modules of shared-modules.mjs left external (the
// console's import map resolves them at run time), and the manifest entry checked by manifest.mjs.
// Plain ESM; esbuild and rollup are dependencies of the sdk package.
import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
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
 * The output of the plugin's own entry (`greenroom.entry`, `src/index.ts` by default). With code
 * splitting esbuild marks every lazily imported module (each page, each widget) as an entry point
 * too, in an order of its own: the entry is the output whose entry point is that file.
 * @param {{ dir: string, entry?: string, metafile: import('esbuild').Metafile }} options
 * @returns {[string, import('esbuild').Metafile['outputs'][string]]}
 */
function entryOutput({ dir, entry = 'src/index.ts', metafile }) {
  const entryPoint = path.relative(dir, path.resolve(dir, entry)).split(path.sep).join('/');
  const found = Object.entries(metafile.outputs).find(([file, o]) => o.entryPoint === entryPoint && file.endsWith('.js'));
  if (!found) throw new Error(`${dir}: the build produced no entry module for ${entryPoint}`);
  return found;
}

/**
 * The manifest entry of a finished build (validated by the one manifest schema), with the entry's
 * size and import count for size reports. `urlBase` prefixes entry and css: `/admin/plugins/<id>/`
 * in the console's own build, `''` (paths relative to the manifest's folder) out of tree.
 * @param {{ dir: string, outDir: string, urlBase?: string, pkg: { version: string, greenroom: { id: string, entry?: string }, peerDependencies?: Record<string, string> }, metafile: import('esbuild').Metafile }} options
 */
export function pluginManifestEntry({ dir, outDir, urlBase = '', pkg, metafile }) {
  const [entryFile, out] = entryOutput({ dir, entry: pkg.greenroom.entry, metafile });
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
 * manifest entry, with the metafile of the files written. `plugins` and `define` add to the options (the console build resolves the
 * workspace's own packages with plugins of its own).
 * @param {{ dir: string, pkg: any, outDir: string, urlBase?: string, dev?: boolean, plugins?: import('esbuild').Plugin[], define?: Record<string, string> }} options
 */
export async function buildPluginBundle({ dir, pkg, outDir, urlBase = '', dev = false, plugins = [], define = {} }) {
  const options = pluginBuildOptions({ dir, entry: pkg.greenroom.entry, outDir, dev });
  const result = await esbuild.build({ ...options, define: { ...options.define, ...define }, plugins });
  const metafile = dev ? result.metafile : await foldEntryChunks({ dir, entry: pkg.greenroom.entry, metafile: result.metafile });
  // The metafile of the files written (paths relative to `dir`): the console writes its asset graph from it.
  return { ...pluginManifestEntry({ dir, outDir, urlBase, pkg, metafile }), metafile };
}

/**
 * Folds the chunks a plugin's entry imports statically into the entry (a production build; `dev`
 * keeps esbuild's files). esbuild gives every module that the entry and a lazy page both import a
 * chunk of its own — the plugin's route references, its texts — so each entry came with two or
 * three more files, all fetched before the console can start (six at a time over HTTP/1.1). Rollup
 * knows that a page imported from the entry finds the entry's modules already loaded: the page
 * imports them from the entry, and the entry is one file (issue 14). The JS files are rewritten
 * (rollup's content hashes, base 36, so the server's "hashed name" test holds), minified again;
 * the CSS is untouched. Returns a metafile describing the new outputs, as pluginManifestEntry reads it.
 * @param {{ dir: string, entry?: string, metafile: import('esbuild').Metafile }} options
 * @returns {Promise<import('esbuild').Metafile>}
 */
async function foldEntryChunks({ dir, entry, metafile }) {
  const { rollup } = await import('rollup');
  const [entryFile, entryOut] = entryOutput({ dir, entry, metafile });
  const entryPath = path.resolve(dir, entryFile);
  const outDir = path.dirname(entryPath);
  const shared = new Set(SHARED_SPECIFIERS);
  const bundle = await rollup({
    input: { [path.basename(entryFile, '.js').replace(/-[A-Z0-9]{8}$/, '')]: entryPath },
    external: (id) => shared.has(id),
    // The entry may export more than its default (what its pages import from it); 'strict' would
    // turn it into a facade over one more file, the very request this pass saves.
    preserveEntrySignatures: 'allow-extension',
    // esbuild has already shaken the trees; this pass only moves modules between files.
    treeshake: false,
    onwarn: (warning, warn) => {
      if (['CIRCULAR_DEPENDENCY', 'THIS_IS_UNDEFINED', 'EMPTY_BUNDLE'].includes(warning.code ?? '')) return;
      warn(warning);
    },
    plugins: [
      {
        name: 'greenroom-minify',
        renderChunk: (code) => esbuild.transform(code, { format: 'esm', minify: true, target: BROWSER_TARGET, legalComments: 'none' }),
      },
    ],
  });
  // Every JS file esbuild wrote is in rollup's graph now: remove them before writing the new ones.
  const esbuildJs = Object.keys(metafile.outputs).filter((file) => file.endsWith('.js'));
  for (const file of esbuildJs) rmSync(path.resolve(dir, file), { force: true });
  const { output } = await bundle.write({
    dir: outDir,
    format: 'es',
    compact: true,
    hashCharacters: 'base36',
    entryFileNames: '[name]-[hash].js',
    chunkFileNames: (chunk) => `chunks/${chunk.name.replace(/-[A-Z0-9]{8}$/, '')}-[hash].js`,
  });
  await bundle.close();
  const rel = (file) => path.relative(dir, path.join(outDir, file)).split(path.sep).join('/');
  const relToDir = (file) => path.relative(dir, file).split(path.sep).join('/');
  const outputs = Object.fromEntries(Object.entries(metafile.outputs).filter(([file]) => !file.endsWith('.js')));
  for (const chunk of output) {
    if (chunk.type !== 'chunk') continue;
    outputs[rel(chunk.fileName)] = {
      bytes: Buffer.byteLength(chunk.code),
      inputs: {},
      imports: [
        ...chunk.imports.map((file) => ({
          path: shared.has(file) ? file : rel(file),
          kind: 'import-statement',
          ...(shared.has(file) ? { external: true } : {}),
        })),
        ...chunk.dynamicImports.map((file) => ({ path: rel(file), kind: 'dynamic-import' })),
      ],
      exports: chunk.exports,
      ...(chunk.isEntry ? { entryPoint: entryOut.entryPoint, ...(entryOut.cssBundle ? { cssBundle: entryOut.cssBundle } : {}) } : {}),
      // A lazy page keeps the source it was built from (the console's asset graph finds a page's files by it).
      ...(chunk.isDynamicEntry && chunk.facadeModuleId ? { entryPoint: metafile.outputs[relToDir(chunk.facadeModuleId)]?.entryPoint } : {}),
    };
  }
  return { ...metafile, outputs };
}
