import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// Core is tested without a DOM; a test that needs one opts in with `@vitest-environment happy-dom`.
// Core's own rooms import the sdk for types only; the alias serves code that needs its runtime.
export default defineProject({
  resolve: {
    alias: { '@greenroom/sdk': fileURLToPath(new URL('../sdk/src/index.ts', import.meta.url)) },
  },
  test: {
    name: 'core',
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
