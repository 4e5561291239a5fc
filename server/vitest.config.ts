import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Migrates and seeds one database per run; each file loads its own copy (test/helpers.ts).
    globalSetup: ['test/globalSetup.ts'],
    // Each file still starts its own in-memory PGlite (a few seconds of CPU-bound WASM
    // start-up); on small machines running them one after another is faster.
    fileParallelism: false,
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
