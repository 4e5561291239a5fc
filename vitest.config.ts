import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { UNIT_FOLDERS, unitProject } from './vitest.shared';

// `npm test` runs every project. The browser-side packages (the sdk, the host, the media package,
// every plugin) are ONE project, `unit`: a worker loads React, Semi UI, happy-dom and the sdk once for
// all of them (docs/testing.md "One project for the packages' unit tests"). One package's tests:
// `npx vitest run plugins/live` (a path filter), or `npx vitest run` in its folder (its own config).
export default defineConfig({
  test: {
    projects: [
      unitProject({ name: 'unit', root: import.meta.dirname, include: UNIT_FOLDERS.map((folder) => `${folder}/test/**/*.test.{ts,tsx}`) }),
      'core',
      'server',
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
