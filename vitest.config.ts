import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** The unit projects: `npm test` runs them in a vitest of their own (docs/testing.md "Two vitests side by side"). */
const UNITS = ['sdk', 'core', 'host', 'packages/*', 'plugins/*'];
/** The server and end-to-end projects: the other vitest. */
const SERVERS = ['server', 'tests/e2e', 'tests/e2e/vitest.cli.config.ts', 'tests/e2e/vitest.i18n.config.ts', 'tests/e2e/vitest.own.config.ts'];
/** `GREENROOM_TEST_PART=units` or `servers` (set by tests/test.mjs): one half; otherwise both. */
const part = process.env.GREENROOM_TEST_PART;

// One vitest project per package: `npx vitest run` runs them all, `vitest --project <name>` one.
export default defineConfig({
  test: {
    projects: part === 'units' ? UNITS : part === 'servers' ? SERVERS : [...UNITS, ...SERVERS],
    // vitest's default is one worker fewer than the cores: a single worker on CI's two cores, one
    // test file at a time. The unit and server projects run together on every core instead; the
    // end-to-end project still runs its files one after another (its own `fileParallelism`).
    // docs/testing.md "Test speed".
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
