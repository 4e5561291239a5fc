import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each file starts its own in-memory PGlite (a few seconds of CPU-bound WASM
    // start-up); on small machines running them one after another is faster.
    fileParallelism: false,
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
