import { rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildExternalPlugin } from '../external-plugin/build.mjs';
import { EXTERNAL_MANIFEST_ENV, makeDatabaseTemplate, repoRoot, startServer, TEMPLATE_ENV } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    externalManifest: string;
  }
}

/** One server for the suite, with the out-of-tree plugin added to its manifest. */
export default async function setup(project: TestProject) {
  // The demo database, written once for the run; every server (this one and the suites' own) starts from a copy.
  const [externalManifest, template] = await Promise.all([buildExternalPlugin(), makeDatabaseTemplate()]);
  process.env[TEMPLATE_ENV] = template;
  process.env[EXTERNAL_MANIFEST_ENV] = externalManifest;
  const server = await startServer({ GREENROOM_EXTRA_MANIFESTS: path.relative(repoRoot, externalManifest) });
  project.provide('baseUrl', server.url);
  project.provide('externalManifest', externalManifest);
  return async () => {
    await server.stop();
    rmSync(template, { recursive: true, force: true });
  };
}
