import type { TestProject } from 'vitest/node';
import { startServer } from './server';

/**
 * The English and dark walk's own server (vitest.i18n.config.ts): the demo data, no out-of-tree plugin
 * (whose English its own test checks: tests/external-plugin/test/hello.test.tsx).
 */
export default async function setup(project: TestProject) {
  const server = await startServer({}, { fresh: true });
  project.provide('baseUrl', server.url);
  return async () => {
    await server.stop();
  };
}
