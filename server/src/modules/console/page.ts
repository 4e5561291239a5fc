/**
 * What the console page carries besides the build's HTML (a part of the console wing,
 * server/src/modules/static.ts): its Content-Security-Policy, JSON safe inside a script element,
 * the start-up calls answered in it, the import map's integrity, and the plugins' preloads.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { escapeHtml } from '../../lib/html';
import { type AssetGraph, staticClosure } from './assetGraph';
import type { PluginListing } from './plugins';

export const PLUGINS_MARKER = '<!--gr:plugins-->';

/**
 * The console page's Content-Security-Policy (issue 13): scripts only from this origin, and the
 * page's own inline scripts (the import map and the stylesheet loader) by their hashes; styles and
 * media from this origin; images from this origin and data/blob URLs (QR codes, previews) only —
 * no remote image, which would tell another host who opens the console (issue 21 §4); no frames,
 * no plugins, no foreign form targets.
 *
 * `styleNonce`: the signed-in page's nonce, which its first frame's style element carries
 * (lib/firstFrame.ts `withFirstFrame`). The page's head is sent while the frame still renders
 * (issue 25), so the policy, a header, is written before that element exists: it is allowed by the
 * page's own unguessable nonce instead of its hash. A style element carrying a nonce is not hashed.
 */
export function consolePolicy(html: string, { styleNonce }: { styleNonce?: string } = {}): string {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/json"/.test(attributes))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  // The page's style elements by their hashes (the theme's), the frame's by the nonce: never 'unsafe-inline'.
  const styles = [...html.matchAll(/<style([^>]*)>([\s\S]*?)<\/style>/g)]
    .filter(([, attributes]) => !/\bnonce=/.test(attributes))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  if (styleNonce) styles.push(`'nonce-${styleNonce}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    `style-src 'self' ${styles.join(' ')}`.trim(),
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "connect-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * JSON safe to place inside a <script> element: `<`, `>` and `&` as \u escapes (no `</script>`,
 * `<!--` or entity can end or change the element), and U+2028/2029 escaped for old JavaScript parsers.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

const IMPORT_MAP_SCRIPT = /<script type="importmap">([\s\S]*?)<\/script>/;

/** An import map: specifier → URL, and URL → Subresource Integrity (`sha384-…`). */
export interface ImportMap {
  imports: Record<string, string>;
  integrity: Record<string, string>;
}

/** The import map of a built index.html, or an empty one. */
export function importMapOf(html: string): ImportMap {
  const json = IMPORT_MAP_SCRIPT.exec(html)?.[1];
  try {
    const parsed = (json ? JSON.parse(json) : {}) as Partial<ImportMap>;
    return { imports: parsed.imports ?? {}, integrity: parsed.integrity ?? {} };
  } catch {
    return { imports: {}, integrity: {} };
  }
}

/**
 * index.html with the enabled plugins' entries added to its import map's `integrity` (issue 15, from
 * each manifest's `integrity`): the browser refuses an entry whose bytes differ, and the loader
 * reports that plugin as refused. The page is left as built when no enabled plugin has one.
 */
export function withPluginIntegrity(html: string, plugins: readonly { entry: string; integrity?: string; enabled: boolean }[]): string {
  const added = plugins.filter((plugin) => plugin.enabled && plugin.integrity);
  const json = IMPORT_MAP_SCRIPT.exec(html)?.[1];
  if (added.length === 0 || !json) return html;
  let map: { integrity?: Record<string, string> };
  try {
    map = JSON.parse(json) as typeof map;
  } catch {
    return html;
  }
  const integrity = { ...map.integrity, ...Object.fromEntries(added.map((plugin) => [plugin.entry, plugin.integrity])) };
  return html.replace(IMPORT_MAP_SCRIPT, () => `<script type="importmap">${scriptJson({ ...map, integrity })}</script>`);
}

/**
 * The preload links of the enabled plugins: entries and static imports as modules (with their
 * integrity when the import map has one, so a preload cannot hold bytes the import would refuse),
 * stylesheets as styles.
 */
export function pluginPreloads(graph: AssetGraph, listing: PluginListing, html: string): string {
  const { integrity } = importMapOf(html);
  const already = new Set([...html.matchAll(/<link rel="(?:modulepreload|stylesheet)" href="([^"]+)"/g)].map((m) => m[1]));
  const enabled = listing.plugins.filter((plugin) => plugin.enabled);
  const modules = enabled.flatMap((plugin) => staticClosure(graph, plugin.entry, path.posix.dirname(plugin.entry)));
  const links = [
    ...[...new Set(modules)].filter((url) => !already.has(url)).map((url) => modulePreload(url, integrity)),
    ...enabled.flatMap((plugin) => plugin.css ?? []).map((url) => `<link rel="preload" as="style" href="${escapeHtml(url)}">`),
  ];
  return links.join('\n    ');
}

/** A module preload of `url`, with its integrity when the import map has one (a preload cannot hold bytes the import would refuse). */
export function modulePreload(url: string, integrity: Record<string, string>): string {
  const sri = integrity[url];
  return `<link rel="modulepreload" href="${escapeHtml(url)}"${sri ? ` integrity="${escapeHtml(sri)}"` : ''}>`;
}

/** The module preloads of `urls` that `html` (the page so far) does not have yet, in their order. */
export function missingModulePreloads(urls: readonly string[], html: string): string[] {
  const { integrity } = importMapOf(html);
  const already = new Set([...html.matchAll(/<(?:link rel="modulepreload" href|script type="module" src)="([^"]+)"/g)].map((m) => m[1]));
  return [...new Set(urls)].filter((url) => !already.has(url)).map((url) => modulePreload(url, integrity));
}
