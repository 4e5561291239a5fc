/**
 * The first setup file of the unit projects that run with `isolate: false` (see vitest.shared.ts
 * and docs/testing.md "Test speed"). One worker then runs many test files one after another, and
 * this file gives each of them what `isolate: true` gave it, without starting a new process and
 * loading React, Semi UI and happy-dom again for every file (most of the suite's time):
 *
 * - the repository's own modules (sdk, core, host, plugins, contracts) are evaluated afresh for
 *   every file, so no module-level state (stores, registries, caches) passes from one file to the
 *   next, and a file's `vi.mock` reaches every module that imports the mocked one;
 * - the DOM, web storage, the URL and stubbed globals are put back as the environment made them;
 * - fake timers are turned off.
 *
 * What stays loaded is node_modules (external to vite's module runner, in Node's own cache), which
 * the product keeps no per-test state in.
 */
import { afterAll, vi } from 'vitest';

interface ModuleNode {
  promise?: unknown;
  exports?: unknown;
  evaluated?: boolean;
  importers: Set<string>;
}

interface WorkerState {
  evaluatedModules: { idToModuleMap: Map<string, ModuleNode> };
}

const worker = (globalThis as { __vitest_worker__?: WorkerState }).__vitest_worker__;
if (!worker) throw new Error('vitest.fresh.ts is a vitest setup file');

const thisFile = import.meta.url.replace(/^file:\/\//, '').replace(/\?.*$/, '');
const kept = [/\/node_modules\//, /\/vitest\/dist\//, /@vitest\//, /vitest-virtual-\w+\/dist/];

// As vitest itself does between files when `isolate` is on (resetModules): the next import runs
// the module again, from the code the module runner already has (no new transform).
worker.evaluatedModules.idToModuleMap.forEach((node, id) => {
  if (id.startsWith(thisFile) || kept.some((pattern) => pattern.test(id))) return;
  node.promise = undefined;
  node.exports = undefined;
  node.evaluated = false;
  node.importers.clear();
});

// The browser globals of the environment, as this worker's first file found them.
type Snapshot = { url: string; head: string; body: string; htmlAttributes: [string, string][]; bodyAttributes: [string, string][] };
const store = globalThis as { __greenroomFreshSnapshot__?: Snapshot };
const hasDom = typeof document !== 'undefined';
store.__greenroomFreshSnapshot__ ??= {
  url: hasDom ? location.href : '',
  head: hasDom ? document.head.innerHTML : '',
  body: hasDom ? document.body.innerHTML : '',
  htmlAttributes: hasDom ? attributesOf(document.documentElement) : [],
  bodyAttributes: hasDom ? attributesOf(document.body) : [],
};
const snapshot = store.__greenroomFreshSnapshot__;

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (!hasDom) return;
  document.head.innerHTML = snapshot.head;
  document.body.innerHTML = snapshot.body;
  restoreAttributes(document.documentElement, snapshot.htmlAttributes);
  restoreAttributes(document.body, snapshot.bodyAttributes);
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  // happy-dom's own door: a test may have moved the page to another origin (history cannot).
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(snapshot.url);
  clearCookies();
});

function attributesOf(element: Element): [string, string][] {
  return Array.from(element.attributes, ({ name, value }) => [name, value]);
}

function restoreAttributes(element: Element, attributes: [string, string][]) {
  for (const { name } of Array.from(element.attributes)) element.removeAttribute(name);
  for (const [name, value] of attributes) element.setAttribute(name, value);
}

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: expiring happy-dom's cookies is what this does
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
