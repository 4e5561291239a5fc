import type { TestProject } from 'vitest/node';
import { buildExternalPlugin } from '../external-plugin/build.mjs';
import { EXTERNAL_MANIFEST_ENV } from './server';

/**
 * The set-up of the end-to-end files with servers of their own (vitest.own.config.ts): the out-of-tree
 * plugin's manifest, which first-frame.e2e.test.ts enables on one of its servers. The end-to-end
 * project's set-up, which vitest runs first, has built it for the run; built here when that project is
 * not in the run.
 */
export default async function setup(project: TestProject) {
  project.provide('externalManifest', process.env[EXTERNAL_MANIFEST_ENV] ?? (await buildExternalPlugin()));
}
