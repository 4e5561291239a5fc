import { rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { announced, buildExternalPluginApart, EXTERNAL_MANIFEST, inBackground, runFolder } from './server';

/**
 * The set-up of the end-to-end files with servers of their own (vitest.own.config.ts): the out-of-tree
 * plugin's manifest, which first-frame.e2e.test.ts enables on one of its servers. The end-to-end
 * project's set-up, which vitest runs first, has started its build for the run; started here (in the
 * background too, docs/testing.md "The run's set-up in the background") when that project is not in
 * the run.
 */
export default async function setup(_project: TestProject) {
  const run = runFolder();
  const manifest = path.join(run, EXTERNAL_MANIFEST);
  if (announced(manifest)) return;
  const built = inBackground(manifest, buildExternalPluginApart);
  return async () => {
    await Promise.allSettled([built]);
    rmSync(run, { recursive: true, force: true });
  };
}
