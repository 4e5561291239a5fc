import { defineProject } from 'vitest/config';
import { harnessSetup, workspaceAliases } from '../../vitest.shared';

// Inside the Greenroom repository: one vitest project of `npm test`, the workspace packages read
// from their sources (`npx vitest run --project plugin-__ID__` runs it alone).
export default defineProject({
  resolve: { alias: workspaceAliases },
  esbuild: { jsx: 'automatic' },
  test: {
    name: 'plugin-__ID__',
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: [harnessSetup],
    css: false,
  },
});
