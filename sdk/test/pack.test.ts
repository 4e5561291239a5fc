// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiReports, differenceMessage, reportDifferences } from '../api-report.mjs';

const sdkDir = fileURLToPath(new URL('..', import.meta.url));
const repo = path.dirname(sdkDir);
let work: string;
let packed: string;

/** Every file an `exports` condition of package.json points at. */
function exportTargets(exports: Record<string, unknown>): string[] {
  const targets: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string') targets.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(exports);
  return targets;
}

// A fresh checkout has no sdk/dist: pack a copy of the sdk without one (inside the repo, so that
// rollup and the build's plugins resolve from the root node_modules, as in sdk/ itself).
beforeAll(() => {
  mkdirSync(path.join(repo, '.build'), { recursive: true });
  work = mkdtempSync(path.join(repo, '.build', 'sdk-pack-'));
  const copy = path.join(work, 'sdk');
  cpSync(sdkDir, copy, { recursive: true, filter: (src) => !['dist', 'node_modules', 'test'].includes(path.relative(sdkDir, src)) });
  expect(existsSync(path.join(copy, 'dist'))).toBe(false);
  // The build inlines the languages' module from ../contracts (rollup.config.mjs INLINED): it sits beside the copy as it sits beside sdk/.
  cpSync(path.join(repo, 'contracts', 'src', 'i18n.ts'), path.join(work, 'contracts', 'src', 'i18n.ts'));
  const [{ filename }] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: copy, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }),
  );
  packed = path.join(work, 'package');
  execFileSync('tar', ['-xzf', path.join(work, filename), '-C', work]);
}, 180_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('npm pack of sdk/ gives a working package', () => {
  it('builds itself first (prepack): every file package.json exports is in the tarball', () => {
    const pkg = JSON.parse(readFileSync(path.join(packed, 'package.json'), 'utf8'));
    const targets = exportTargets(pkg.exports);
    expect(targets).toEqual(expect.arrayContaining(['./dist/index.js', './dist/kit.js', './dist/vitest.js', './dist/vitest.d.ts', './manifest.mjs']));
    expect(targets.filter((target) => !existsSync(path.join(packed, target)))).toEqual([]);
  });

  it('every file a bundle imports by a relative path is in the tarball (stylesheets included), and so is the command', () => {
    const dist = path.join(packed, 'dist');
    const missing = readdirSync(dist, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) =>
        [...readFileSync(path.join(dist, file), 'utf8').matchAll(/(?:import|from)\s*['"](\.{1,2}\/[^'"]+)['"]/g)]
          .map((match) => path.join(path.dirname(path.join(dist, file)), match[1] as string))
          .filter((target) => !existsSync(target))
          .map((target) => `${file} → ${path.relative(dist, target)}`),
      );
    expect(missing).toEqual([]);
    const pkg = JSON.parse(readFileSync(path.join(packed, 'package.json'), 'utf8'));
    expect(existsSync(path.join(packed, pkg.bin['greenroom-plugin']))).toBe(true);
    expect(existsSync(path.join(packed, 'cli/template/standalone/gitignore'))).toBe(true);
    expect(existsSync(path.join(packed, 'cli/template/common/test/__ID__.test.tsx'))).toBe(true);
  });

  it('declares every package its built files import (issue 27 §3: dayjs was imported, not declared)', () => {
    const pkg = JSON.parse(readFileSync(path.join(packed, 'package.json'), 'utf8'));
    const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {}), pkg.name]);
    const packageOf = (specifier: string) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');
    const files = [
      ...readdirSync(path.join(packed, 'dist'), { recursive: true })
        .map(String)
        .filter((file) => file.endsWith('.js'))
        .map((file) => path.join('dist', file)),
      ...readdirSync(path.join(packed, 'cli'))
        .filter((file) => file.endsWith('.mjs'))
        .map((file) => path.join('cli', file)),
      'manifest.mjs',
      'plugin-build.mjs',
      'shared-modules.mjs',
    ];
    const bare = new Map<string, string>();
    for (const file of files) {
      const code = readFileSync(path.join(packed, file), 'utf8');
      for (const match of code.matchAll(/(?:^\s*(?:import|export)\b[^;'"]*?\bfrom\s*|\bimport\s*\(\s*|^\s*import\s*)['"]([^'"./][^'"]*)['"]/gm)) {
        const specifier = match[1] as string;
        if (specifier.startsWith('node:')) continue;
        bare.set(packageOf(specifier), file);
      }
    }
    expect(bare.size).toBeGreaterThan(5);
    expect(bare.has('dayjs')).toBe(true);
    const undeclared = [...bare].filter(([name]) => !declared.has(name)).map(([name, file]) => `${name} (imported by ${file})`);
    expect(undeclared).toEqual([]);
  });

  it('its node entries load as they are: the manifest validator and the vitest preset', async () => {
    const manifest = await import(pathToFileURL(path.join(packed, 'manifest.mjs')).href);
    expect(() => manifest.parsePluginManifest({ plugins: [{ id: 'x' }] })).toThrow(/plugins\[0\]\.version 缺失/);
    const preset = await import(pathToFileURL(path.join(packed, 'dist/vitest.js')).href);
    const config = preset.greenroomVitest({ name: 'plugin-x' });
    expect(config.test.setupFiles).toEqual([path.join(packed, 'dist/testing-setup.js')]);
  });
});

describe('the public surface cannot change by accident (issue 15 §2)', () => {
  it('the packed declarations are the recorded API (sdk/api/*.api.md), every export with its release tag', () => {
    const reports = apiReports(path.join(packed, 'dist'));
    expect(Object.values(reports).flatMap((report) => report.problems)).toEqual([]);
    const differences = reportDifferences(reports);
    if (differences.length > 0) throw new Error(differenceMessage(differences));
  }, 120_000);
});
