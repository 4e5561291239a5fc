import { fileURLToPath } from 'node:url';

const at = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** Workspace packages resolved to their sources in every vitest project (no build needed). */
export const workspaceAliases = [
  { find: /^@greenroom\/sdk\/testing\/setup$/, replacement: at('./sdk/src/testing/setup.ts') },
  { find: /^@greenroom\/sdk\/testing$/, replacement: at('./sdk/src/testing/index.tsx') },
  { find: /^@greenroom\/sdk\/host$/, replacement: at('./sdk/src/host/index.ts') },
  { find: /^@greenroom\/sdk\/kit$/, replacement: at('./sdk/src/kit/index.ts') },
  { find: /^@greenroom\/sdk\/charts$/, replacement: at('./sdk/src/charts/index.ts') },
  { find: /^@greenroom\/sdk$/, replacement: at('./sdk/src/index.ts') },
  { find: /^@greenroom\/core$/, replacement: at('./core/src/index.ts') },
  { find: /^@greenroom\/media$/, replacement: at('./packages/media/src/index.ts') },
  { find: /^@greenroom\/media\/lists$/, replacement: at('./packages/media/src/lists.ts') },
  { find: /^@greenroom\/contracts$/, replacement: at('./contracts/src/index.ts') },
  // The zod-free data modules (`@greenroom/contracts/catalogue`, `/limits`) the console imports values from.
  { find: /^@greenroom\/contracts\/(\w+)$/, replacement: `${at('./contracts/src/')}$1.ts` },
];

/** The harness's setup module (DOM stubs, cleanup), by path: setupFiles are not aliased. */
export const harnessSetup = at('./sdk/src/testing/setup.ts');

/** Puts back, before each test file of a non-isolated project, what a fresh worker would have (vitest.fresh.ts). */
export const freshFile = at('./vitest.fresh.ts');

/**
 * The folders whose tests run in a browser-like DOM: the sdk, the host, the media package and every
 * plugin. `npm test` runs them all as ONE vitest project, `unit` (vitest.config.ts), so that a
 * worker loads React, Semi UI, happy-dom and the sdk once for all of them instead of once per
 * package (docs/testing.md "One project for the packages' unit tests").
 */
export const UNIT_FOLDERS = ['sdk', 'host', 'packages/media', 'plugins/*'] as const;

/**
 * How a browser-side package is tested, declared once: the root's `unit` project (every folder of
 * {@link UNIT_FOLDERS}) and each package's own `vitest.config.ts` (its tests alone, run from its
 * folder) are both this. happy-dom; the workspace packages read from their sources; the harness's
 * setup after {@link freshFile}, as one worker runs many files (`isolate: false`); CSS not loaded.
 * `__GREENROOM_ENV__` is the host's build constant (SPEC §9's environments), read by the host only.
 */
export function unitProject({ name, root, include = ['test/**/*.test.{ts,tsx}'] }: { name: string; root?: string; include?: string[] }) {
  return {
    resolve: { alias: workspaceAliases },
    esbuild: { jsx: 'automatic' as const },
    define: { __GREENROOM_ENV__: JSON.stringify('local') },
    test: {
      name,
      root,
      environment: 'happy-dom',
      include,
      isolate: false,
      setupFiles: [freshFile, harnessSetup],
      css: false,
    },
  };
}
