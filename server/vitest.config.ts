import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each file starts its own in-memory PGlite (a few seconds of WASM start-up).
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
