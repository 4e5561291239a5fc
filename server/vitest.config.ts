import { defineProject } from 'vitest/config';
import { freshFile } from '../vitest.shared';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Migrates and seeds one database per run; each file loads its own copy (test/helpers.ts).
    globalSetup: ['test/globalSetup.ts'],
    // One worker runs all the files (fastify, kysely, PGlite and the rest of node_modules loaded
    // once); vitest.fresh.ts evaluates the server's own modules afresh for each file.
    isolate: false,
    setupFiles: [freshFile],
    // One file at a time: static.test.ts's compression test times out when another server file
    // (user.test.ts, say) runs beside it, even with a worker each. A single-worker project needs a
    // group of its own, after the unit projects (docs/testing.md "Test speed").
    fileParallelism: false,
    sequence: { groupOrder: 1 },
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
