/**
 * The build's module and stylesheet graph (`dist/admin/asset-graph.json`, written by
 * esbuild.config.mjs `writeAssetGraph` from esbuild's and rollup's own account of the files they
 * wrote; issue 25), read as data: the server never reads the built JavaScript to learn what a module
 * imports, which stylesheet goes with it, or which file a plugin's page is.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** What `asset-graph.json` holds. */
export interface AssetGraph {
  /** The import map's specifiers → URLs (the shared modules). */
  importMap: Record<string, string>;
  /** A shared module's URL → its stylesheet, as the page's CSS loader links it. */
  cssOf: Record<string, string>;
  /** The stylesheets the first screen's merged file already holds (never linked again). */
  firstScreenCss: string[];
  /** Every JS file by URL: its static imports (URLs, or shared specifiers) and, for a plugin's lazy page, its source. */
  modules: Record<string, { imports: string[]; source?: string }>;
}

export const EMPTY_GRAPH: AssetGraph = { importMap: {}, cssOf: {}, firstScreenCss: [], modules: {} };

/** Reads the graph of the built console in `root` again whenever the build rewrote it. */
export function assetGraphReader(root: string, log: { error(fields: object, message: string): void }): () => Promise<AssetGraph> {
  const file = path.join(root, 'asset-graph.json');
  let cached: { mtimeMs: number; graph: AssetGraph } | undefined;
  return async () => {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      return EMPTY_GRAPH; // a build without it (a dev build of an older tree): no preloads beyond the entries
    }
    if (cached?.mtimeMs === mtimeMs) return cached.graph;
    try {
      const graph = { ...EMPTY_GRAPH, ...(JSON.parse(await readFile(file, 'utf8')) as Partial<AssetGraph>) };
      cached = { mtimeMs, graph };
      return graph;
    } catch (error) {
      log.error({ file, err: error }, 'asset graph unreadable: no preloads beyond the plugin entries');
      return EMPTY_GRAPH;
    }
  };
}

/**
 * `start` and every module it imports statically, as the browser fetches them before it runs: the
 * modules under `scope` (its plugin's folder) followed, the shared modules' entries (through the
 * import map) listed, not followed. A module the graph does not know (an out-of-tree plugin's) is
 * listed alone.
 */
export function staticClosure(graph: AssetGraph, start: string, scope: string): string[] {
  const urls: string[] = [];
  const visit = (url: string) => {
    if (urls.includes(url)) return;
    urls.push(url);
    if (!url.startsWith(`${scope}/`)) return;
    for (const specifier of graph.modules[url]?.imports ?? []) {
      const target = specifier.startsWith('/') ? specifier : graph.importMap[specifier];
      if (target?.startsWith('/admin/')) visit(target);
    }
  };
  visit(start);
  return urls;
}

/** The URL of the plugin page built from `source` (the renderer's `pageSource`), or null. */
export function pageModuleOf(graph: AssetGraph, source: string): string | null {
  for (const [url, module] of Object.entries(graph.modules)) if (module.source === source) return url;
  return null;
}
