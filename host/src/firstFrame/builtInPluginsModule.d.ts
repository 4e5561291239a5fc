/** The console's own plugins by id, each its entry's module loaded (esbuild.config.mjs `builtInPlugins`). */
declare module 'gr:built-in-plugins' {
  const plugins: Record<string, () => Promise<unknown>>;
  export default plugins;
}
