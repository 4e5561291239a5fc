import type { TestProject } from 'vitest/node';
import { startServer } from './server';

/**
 * The English and dark walk's own server (vitest.i18n.config.ts): the demo data, no out-of-tree plugin
 * (whose English its own test checks: tests/external-plugin/test/hello.test.tsx). Its database is a
 * copy of the run's template when the end-to-end project's set-up, which vitest runs first, made one
 * (about 10 s of migrating and seeding saved at the run's start); a database of its own otherwise.
 */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.url);
  return async () => {
    await server.stop();
  };
}
