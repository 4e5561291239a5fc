import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One vitest project per package: `npm test` runs them all, `vitest --project <name>` one.
export default defineConfig({
  test: {
    projects: [
      'sdk',
      'core',
      'host',
      'server',
      'packages/*',
      'plugins/*',
      'tests/e2e',
      'tests/e2e/vitest.cli.config.ts',
      'tests/e2e/vitest.i18n.config.ts',
      'tests/e2e/vitest.own.config.ts',
    ],
    // vitest's default is one worker fewer than the cores: a single worker on CI's two cores, one
    // test file at a time. The unit and server projects run together on every core instead; the
    // end-to-end project still runs its files one after another (its own `fileParallelism`).
    // docs/testing.md "Test speed".
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
