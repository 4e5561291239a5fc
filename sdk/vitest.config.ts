import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../vitest.shared';

export default defineProject({
  resolve: { alias: workspaceAliases },
  esbuild: { jsx: 'automatic' },
  test: {
    name: 'sdk',
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
  },
});
