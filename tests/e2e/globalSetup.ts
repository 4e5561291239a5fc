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
 * The shared server's errors and failed downloads, printed after the run: a test that sees only a
 * task's state (live-push.e2e, media.e2e) then has the server's reason and stack beside it in CI's log.
 */
function reportServerErrors(output: string) {
  const lines = output.split('\n').filter((line) => {
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string };
      return (entry.level ?? 0) >= 50 || entry.msg === 'download task failed';
    } catch {
      // The start banner and React's or echarts' console warnings: not the server's log.
      return false;
    }
  });
  if (lines.length > 0) console.log(`[e2e] the shared server logged ${lines.length} error line(s):\n${lines.slice(-40).join('\n')}`);
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
    reportServerErrors(server.output());
    rmSync(template, { recursive: true, force: true });
  };
}
