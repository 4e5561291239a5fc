import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildExternalPlugin } from '../external-plugin/build.mjs';
import { repoRoot, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    externalManifest: string;
  }
}

/** One server for the suite, with the out-of-tree plugin added to its manifest. */
export default async function setup(project: TestProject) {
  const externalManifest = await buildExternalPlugin();
  const server = await startServer({ GREENROOM_EXTRA_MANIFESTS: path.relative(repoRoot, externalManifest) });
  project.provide('baseUrl', server.url);
  project.provide('externalManifest', externalManifest);
  return () => server.stop();
}
