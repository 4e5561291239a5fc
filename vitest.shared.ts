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
