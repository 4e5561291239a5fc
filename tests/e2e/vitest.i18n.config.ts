import { defineProject } from 'vitest/config';

// Issue 29's walk of every route in English and dark (english-dark.e2e.test.ts): half a minute of one
// browser, mostly axe's contrast rule. Like the plugin author's path (vitest.cli.config.ts) it runs in
// vitest's first group beside the unit and server projects, with a server of its own
// (globalSetup.i18n.ts), instead of adding its half minute to the end-to-end project's queue
// (docs/testing.md "Test speed").
export default defineProject({
  test: {
    name: 'e2e-i18n',
    environment: 'node',
    include: ['english-dark.e2e.test.ts'],
    globalSetup: ['./globalSetup.i18n.ts'],
    // Its server, started in the background by that set-up, is waited for before the walk.
    setupFiles: ['./suiteServer.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 15_000 } },
  },
});
