import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildExternalPlugin } from '../external-plugin/build.mjs';
import { EXTERNAL_MANIFEST_ENV, makeDatabaseTemplate, startServer, TEMPLATE_ENV } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    externalManifest: string;
  }
}

/**
 * One server for the suite, as `npm start` runs it (issue 25: every suite on the production default —
 * the console's own plugins, whose pages the server renders and the browser hydrates). The
 * out-of-tree plugin is built here for the run; the files that enable it start servers of their own
 * with it (registry.e2e.test.ts, first-frame.e2e.test.ts).
 */
export default async function setup(project: TestProject) {
  // The demo database, written once for the run; every server (this one and the suites' own) starts from a copy.
  const [externalManifest, template] = await Promise.all([buildExternalPlugin(), makeDatabaseTemplate()]);
  process.env[TEMPLATE_ENV] = template;
  process.env[EXTERNAL_MANIFEST_ENV] = externalManifest;
  const server = await startServer();
  project.provide('baseUrl', server.url);
  project.provide('externalManifest', externalManifest);
  return async () => {
    await server.stop();
    rmSync(template, { recursive: true, force: true });
  };
}
