import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { runFolder, serverInBackground } from './server';

/**
 * The English and dark walk's own server (vitest.i18n.config.ts): the demo data, no out-of-tree plugin
 * (whose English its own test checks: tests/external-plugin/test/hello.test.tsx). Its database is a
 * copy of the run's template when the end-to-end project's set-up, which vitest runs first, started
 * one (about 10 s of migrating and seeding saved); a database of its own otherwise. Started in the
 * background like the suite's server (globalSetup.ts): its address is known at once, and
 * `suiteServer.ts` waits for it before the walk.
 */
export default async function setup(project: TestProject) {
  const run = runFolder();
  const server = await serverInBackground(project, 'i18n-server');
  return async () => {
    await server.stopped();
    rmSync(run, { recursive: true, force: true });
  };
}
