import { defineConfig } from 'vitest/config';

// One vitest project per package: `npm test` runs them all, `vitest --project <name>` one.
export default defineConfig({
  test: {
    projects: ['sdk', 'core', 'host', 'server', 'plugins/*', 'tests/e2e'],
  },
});
