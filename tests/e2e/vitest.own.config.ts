import { defineProject } from 'vitest/config';

// The end-to-end files that start servers of their own (first-frame.e2e.test.ts: the console with and
// without the out-of-tree plugin; no-dead-ends.e2e.test.ts: a server whose user it certifies) and so
// need nothing of the suite's server. Like the plugin author's path and the English/dark walk they run
// in vitest's first group beside the unit and server projects, instead of adding their minute and a
// half to the end-to-end project's one-file-at-a-time queue (docs/testing.md "Test speed").
export default defineProject({
  test: {
    name: 'e2e-own',
    environment: 'node',
    include: ['first-frame.e2e.test.ts', 'no-dead-ends.e2e.test.ts'],
    globalSetup: ['./globalSetup.own.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 15_000 } },
  },
});
