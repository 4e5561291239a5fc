import { defineProject } from 'vitest/config';
import { freshFile, workspaceAliases } from '../vitest.shared';

export default defineProject({
  resolve: { alias: workspaceAliases },
  esbuild: { jsx: 'automatic' },
  test: {
    name: 'sdk',
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}'],
    isolate: false,
    setupFiles: [freshFile, './src/testing/setup.ts'],
    css: false,
  },
});
