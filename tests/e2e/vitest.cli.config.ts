import { defineProject } from 'vitest/config';

// The plugin author's path (plugin-cli.e2e.test.ts): two tarballs, npm install from the registry,
// the plugin's own tests and build, then the console with it in Chromium. Most of its minute is
// npm and the author's tools, not this machine's browser: it runs in vitest's first group beside
// the unit and server projects instead of one more minute of the end-to-end project's queue
// (docs/testing.md "Test speed"). It starts its own server, so it needs no suite set-up.
export default defineProject({
  test: {
    name: 'e2e-cli',
    environment: 'node',
    include: ['plugin-cli.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 15_000 } },
  },
});
