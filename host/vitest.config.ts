import { defineProject } from 'vitest/config';
import { freshFile, harnessSetup, workspaceAliases } from '../vitest.shared';

export default defineProject({
  resolve: { alias: workspaceAliases },
  esbuild: { jsx: 'automatic' },
  define: { __GREENROOM_ENV__: JSON.stringify('local') },
  test: {
    name: 'host',
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}'],
    isolate: false,
    setupFiles: [freshFile, harnessSetup],
    css: false,
  },
});
