import { defineProject } from 'vitest/config';

// End-to-end: the built console (dist/) and the reference server, in Debian's Chromium.
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A cold Chromium on a busy 2-core machine: give polled assertions time.
    expect: { poll: { timeout: 15_000 } },
    // Two cores: one browser at a time.
    fileParallelism: false,
  },
});
