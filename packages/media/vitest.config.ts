import { defineProject } from 'vitest/config';
import { freshFile, harnessSetup, workspaceAliases } from '../../vitest.shared';

export default defineProject({
  resolve: { alias: workspaceAliases },
  esbuild: { jsx: 'automatic' },
  test: {
    name: 'media',
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}'],
    isolate: false,
    setupFiles: [freshFile, harnessSetup],
    css: false,
  },
});
