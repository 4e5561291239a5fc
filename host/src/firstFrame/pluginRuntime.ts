import namespaces from 'gr:shared-namespaces';
import { register } from 'node:module';
import { pathToFileURL } from 'node:url';

/** Where the shared modules' namespaces wait for the plugin modules that import them. */
const SHARED_KEY = 'greenroom.firstFrame.shared';

/**
 * The module hooks (Node's `module.register`): a shared specifier (`react`, `@greenroom/sdk`, each
 * Semi component… the one share list) imported by a module under the plugins' folder resolves to a
 * module re-exporting this renderer's own instance, as the import map makes the browser do. Other
 * imports are left to Node.
 */
const HOOKS = `
let names; let under;
export async function initialize(data) { names = data.names; under = data.under; }
export async function resolve(specifier, context, next) {
  if (Object.hasOwn(names, specifier) && context.parentURL && context.parentURL.startsWith(under)) {
    return { url: 'greenroom-shared:' + encodeURIComponent(specifier), shortCircuit: true };
  }
  return next(specifier, context);
}
export async function load(url, context, next) {
  if (!url.startsWith('greenroom-shared:')) return next(url, context);
  const specifier = decodeURIComponent(url.slice('greenroom-shared:'.length));
  const keys = names[specifier];
  const lines = ['const m = globalThis[Symbol.for(${JSON.stringify(SHARED_KEY)})][' + JSON.stringify(specifier) + '];'];
  keys.forEach((key, i) => lines.push('const v' + i + ' = m[' + JSON.stringify(key) + ']; export { v' + i + ' as ' + JSON.stringify(key) + ' };'));
  return { format: 'module', source: lines.join('\\n'), shortCircuit: true };
}`;

let registeredUnder: string | null = null;

/**
 * Imports a built plugin module (the very file the browser loads) in this process, its shared
 * imports resolved to this renderer's instances: the registry, the sdk's contexts and React are then
 * one, as in the browser. `pluginsDir`: the folder of the built plugins; only modules under it are
 * resolved this way.
 */
export async function importPluginFile(file: string, pluginsDir: string): Promise<unknown> {
  if (registeredUnder === null) {
    (globalThis as Record<symbol, unknown>)[Symbol.for(SHARED_KEY)] = namespaces;
    const names = Object.fromEntries(Object.entries(namespaces).map(([specifier, ns]) => [specifier, Object.keys(ns as object)]));
    registeredUnder = pathToFileURL(pluginsDir).href.replace(/\/?$/, '/');
    register(`data:text/javascript,${encodeURIComponent(HOOKS)}`, { data: { names, under: registeredUnder } });
  }
  return import(pathToFileURL(file).href);
}
