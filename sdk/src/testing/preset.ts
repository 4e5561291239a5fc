/**
 * @greenroom/sdk/vitest — the vitest settings a plugin's own tests need, for a project outside the
 * Greenroom workspace:
 *
 * ```ts
 * // vitest.config.ts
 * import { defineConfig } from 'vitest/config';
 * import { greenroomVitest } from '@greenroom/sdk/vitest';
 *
 * export default defineConfig(greenroomVitest({ name: 'plugin-hello' }));
 * ```
 * @packageDocumentation
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Options of {@link greenroomVitest}.
 * @public
 */
export interface GreenroomVitestOptions {
  /** Project name (`plugin-<id>` by convention). */
  name?: string;
  /** Test files; `test/**\/*.test.{ts,tsx}` and `src/**\/*.test.{ts,tsx}` by default. */
  include?: string[];
  /** More setup files, run after the sdk's own (DOM stubs, cleanup after each test). */
  setupFiles?: string[];
  /** More dependencies vitest must transform instead of loading them with Node. */
  inline?: (string | RegExp)[];
}

/**
 * The config {@link greenroomVitest} returns: spread it into `defineConfig`, or `mergeConfig` it with yours.
 * @public
 */
export interface GreenroomVitestConfig {
  /** JSX for vite ≤ 7 (esbuild transforms the sources). */
  esbuild?: { jsx: 'automatic' };
  /** JSX for vite ≥ 8 (oxc transforms them; vite warns when both are set). */
  oxc?: { jsx: { runtime: 'automatic' } };
  test: {
    name?: string;
    environment: 'happy-dom';
    include: string[];
    setupFiles: string[];
    css: false;
    server: { deps: { inline: (string | RegExp)[] } };
  };
}

/**
 * Dependencies Node cannot load as they are published: Semi's ES build imports folders and CSS,
 * and the sdk imports Semi per component and its own stylesheet. Vitest transforms them instead.
 * @public
 */
export const GREENROOM_INLINE_DEPS: readonly RegExp[] = [/@douyinfe\/semi-/, /@greenroom\/sdk/];

/**
 * Absolute path of the sdk's test setup module (published beside this file, or in the sources).
 * @public
 */
export function greenroomSetupFile(): string {
  const candidates = ['./testing-setup.js', './setup.ts'].map((file) => fileURLToPath(new URL(file, import.meta.url)));
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`@greenroom/sdk/vitest: the sdk's test setup module is missing (${candidates.join(', ')})`);
  return found;
}

/**
 * The version of vite installed beside the project in `dir` (vitest's own), or null.
 */
function installedVite(dir: string): string | null {
  try {
    return (createRequire(path.join(dir, 'package.json'))('vite/package.json') as { version: string }).version;
  } catch {
    return null;
  }
}

/**
 * The automatic JSX runtime in the option the installed vite reads: `oxc` from vite 8 on, `esbuild`
 * before. Setting both makes vite 8 print "Both esbuild and oxc options were set" on every run
 * (issue 27 §4).
 * @public
 */
export function greenroomJsx(viteVersion: string | null): Pick<GreenroomVitestConfig, 'esbuild' | 'oxc'> {
  const major = Number(viteVersion?.split('.')[0]);
  return major >= 8 ? { oxc: { jsx: { runtime: 'automatic' } } } : { esbuild: { jsx: 'automatic' } };
}

/**
 * Vitest settings for a plugin's tests with `@greenroom/sdk/testing`: happy-dom, the sdk's setup
 * file, CSS ignored, and Semi plus the sdk transformed by vitest (`server.deps.inline`).
 * @public
 */
export function greenroomVitest(options: GreenroomVitestOptions = {}): GreenroomVitestConfig {
  return {
    ...greenroomJsx(installedVite(process.cwd())),
    test: {
      ...(options.name ? { name: options.name } : {}),
      environment: 'happy-dom',
      include: options.include ?? ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
      setupFiles: [greenroomSetupFile(), ...(options.setupFiles ?? [])],
      css: false,
      server: { deps: { inline: [...GREENROOM_INLINE_DEPS, ...(options.inline ?? [])] } },
    },
  };
}
