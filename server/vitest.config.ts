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
    // Two files at a time, beside the unit projects in vitest's first group (docs/testing.md
    // "Test speed"): each file has its own PGlite copy or PostgreSQL schema, and no fixed port.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
