import { defineProject } from 'vitest/config';
import { freshFile } from '../../vitest.shared';

// End-to-end: the built console (dist/) and the reference server, in Debian's Chromium.
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.test.ts'],
    // The plugin author's path, the English/dark walk and the files with servers of their own have
    // projects of their own (vitest.cli.config.ts, vitest.i18n.config.ts, vitest.own.config.ts), run
    // beside the unit projects.
    exclude: ['plugin-cli.e2e.test.ts', 'english-dark.e2e.test.ts', 'first-frame.e2e.test.ts', 'no-dead-ends.e2e.test.ts', '**/node_modules/**'],
    globalSetup: ['./globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A cold Chromium on a busy 2-core machine: give polled assertions time.
    expect: { poll: { timeout: 15_000 } },
    // Two cores: one browser at a time.
    fileParallelism: false,
    // One worker for all the files (playwright loaded once), each file's own modules evaluated
    // afresh (vitest.fresh.ts). A single-worker project needs a group of its own: after the unit
    // and server projects, which share every core (docs/testing.md "Test speed").
    isolate: false,
    // Then the suite's server, started in the background by globalSetup.ts, is waited for.
    setupFiles: [freshFile, './suiteServer.ts'],
    sequence: { groupOrder: 1 },
  },
});
