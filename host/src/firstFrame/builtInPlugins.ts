import plugins from 'gr:built-in-plugins';

/**
 * The console's own plugins by id, compiled from their sources into the renderer by its build
 * (esbuild.config.mjs `builtInPlugins`, issue 25): their imports of the shared modules (`react`,
 * `@greenroom/sdk`, each Semi component) are the renderer's own instances by ordinary bundling, as
 * the import map makes them one in the browser — no module hooks, nothing process-wide. Loaded
 * only when a page is rendered with the plugins (host unit tests render the host alone).
 */
export const builtInPlugins: Readonly<Record<string, () => Promise<unknown>>> = plugins;
