import { rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildExternalPluginApart, EXTERNAL_MANIFEST, inBackground, makeDatabaseTemplate, runFolder, serverInBackground, TEMPLATE } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The suite server's address, known before it answers (its port is held for it). */
    baseUrl: string;
    /** The file that says when it answers (`suiteServer.ts` waits for it before a file's tests). */
    baseUrlReady: string;
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
 *
 * Nothing here is waited for (docs/testing.md "The run's set-up in the background"): vitest runs
 * every project's set-up before any test file, and the plugin's build, the database template and this
 * server took ~25 s of a busy machine, with the unit and server files waiting. They are started here
 * and announced in the run's folder; the address is known at once (its port held until the server
 * starts), and `suiteServer.ts` waits for the server before a file's tests — long done by the time
 * this project's group starts.
 */
export default async function setup(project: TestProject) {
  const run = runFolder();
  // The demo database, written once for the run; every server (this one and the suites' own) starts from a copy.
  const template = inBackground(path.join(run, TEMPLATE), makeDatabaseTemplate);
  const manifest = inBackground(path.join(run, EXTERNAL_MANIFEST), buildExternalPluginApart);
  const server = await serverInBackground(project, 'suite-server');
  return async () => {
    // A failure was reported to the files that waited for it; here only what is left is stopped.
    const [folder] = await Promise.allSettled([template, manifest]);
    const stopped = await server.stopped();
    if (stopped) reportServerErrors(stopped.output());
    if (folder.status === 'fulfilled') rmSync(folder.value, { recursive: true, force: true });
    rmSync(run, { recursive: true, force: true });
  };
}
