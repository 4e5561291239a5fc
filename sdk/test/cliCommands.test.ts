// @vitest-environment node
// The plugin command's own behaviour where an outside author met trouble (issue 27): the tarballs
// as dependencies (§1-2), a taken port (§7), a rebuild switched at once (§8), how to see a build in
// the console (§9), an sdk range the console would refuse (§12). The whole way, from two tarballs to
// the page in the console, is tests/e2e/plugin-cli.e2e.test.ts.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM of the command, without declarations
import { consoleWithPlugin } from '../cli/build.mjs';
// @ts-expect-error plain ESM of the command, without declarations
import { create, greenroomSources } from '../cli/create.mjs';
// @ts-expect-error plain ESM of the command, without declarations
import { GENERATION_GRACE_MS, publishGeneration } from '../cli/dev.mjs';
// @ts-expect-error plain ESM of the command, without declarations
import { sdkRangeProblem } from '../cli/project.mjs';

const sdkDir = fileURLToPath(new URL('..', import.meta.url));
const cli = path.join(sdkDir, 'bin/greenroom-plugin.mjs');
const sdkPackage = JSON.parse(readFileSync(path.join(sdkDir, 'package.json'), 'utf8'));
const work = mkdtempSync(path.join(tmpdir(), 'greenroom-cli-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A plugin folder with a package.json, an entry and (optionally) an old build in dist/. */
function project(name: string, sdk = '^2') {
  const dir = path.join(work, name);
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  const pkg = { name, version: '0.1.0', type: 'module', greenroom: { id: name, entry: 'src/index.ts' }, peerDependencies: { '@greenroom/sdk': sdk } };
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg));
  writeFileSync(
    path.join(dir, 'src/index.ts'),
    `import { definePlugin } from '@greenroom/sdk';\nexport default definePlugin({\n  id: '${name}',\n  sdk: '${sdk}',\n  setup() {},\n});\n`,
  );
  return { dir, pkg };
}

describe('create takes the sdk and the contracts from their tarballs (issue 27 §1-2)', () => {
  it('writes file: dependencies on the packed tarballs beside the plugin, and registry versions without them', async () => {
    const base = path.join(work, 'authors');
    mkdirSync(base, { recursive: true });
    const contractsVersion = sdkPackage.peerDependencies['@greenroom/contracts'];
    expect(greenroomSources(base, path.join(base, 'p'))).toEqual({ '@greenroom/sdk': `^${sdkPackage.version}`, '@greenroom/contracts': contractsVersion });
    writeFileSync(path.join(base, `greenroom-sdk-${sdkPackage.version}.tgz`), '');
    writeFileSync(path.join(base, `greenroom-contracts-${contractsVersion}.tgz`), '');
    const target = await create('survey-lab', { dir: base });
    const pkg = JSON.parse(readFileSync(path.join(target, 'package.json'), 'utf8'));
    expect(pkg.devDependencies).toMatchObject({
      '@greenroom/sdk': `file:../greenroom-sdk-${sdkPackage.version}.tgz`,
      '@greenroom/contracts': `file:../greenroom-contracts-${contractsVersion}.tgz`,
      // React 18 named by the plugin itself: npm never picks React 19 for Semi's open peer range.
      react: sdkPackage.peerDependencies.react,
      'react-dom': sdkPackage.peerDependencies['react-dom'],
      dayjs: sdkPackage.peerDependencies.dayjs,
    });
    expect(() => greenroomSources(base, target, { sdk: path.join(base, 'missing.tgz') })).toThrow(/--sdk：找不到/);
  });

  it('the sdk’s peers leave npx nothing to resolve against React 19: every one is React 18 or has no React peer', () => {
    // npm resolves a peer set in name order: a peer of the sdk sorted before `react` whose own peer
    // range admits React 19 (Semi's ">=16", Testing Library's "^18 || ^19") made npx place React 19.
    const peers = Object.keys(sdkPackage.peerDependencies).filter((name) => name.localeCompare('react') < 0);
    expect(peers.filter((name) => !['@greenroom/contracts', 'dayjs', 'happy-dom'].includes(name))).toEqual([]);
    expect(sdkPackage.peerDependencies.react).toMatch(/^\^18\./);
    expect(sdkPackage.dependencies['@greenroom/contracts']).toBeUndefined();
    expect(sdkPackage.peerDependenciesMeta['@greenroom/contracts']).toEqual({ optional: true });
  });
});

describe('dev on a taken port (issue 27 §7)', () => {
  it('says so in Chinese and English, exits 1, and leaves dist/ as it was', async () => {
    const { dir } = project('port-taken');
    mkdirSync(path.join(dir, 'dist'), { recursive: true });
    writeFileSync(path.join(dir, 'dist/manifest.json'), '{"plugins":[]}');
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child: ChildProcess = spawn(process.execPath, [cli, 'dev', '--port', String(port)], { cwd: dir });
        let stderr = '';
        child.stderr?.on('data', (chunk) => {
          stderr += chunk;
        });
        child.on('exit', (code) => resolve({ code, stderr }));
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`端口 ${port} 已被占用`);
      expect(result.stderr).toContain(`Port ${port} is already in use`);
      expect(result.stderr).not.toContain('EADDRINUSE');
      expect(readFileSync(path.join(dir, 'dist/manifest.json'), 'utf8')).toBe('{"plugins":[]}');
    } finally {
      blocker.close();
    }
  }, 20_000);
});

/** One build as esbuild's `write: false` gives it: an entry importing a lazy page chunk. */
function fakeBuild(dir: string, stagingDir: string, n: number) {
  const chunk = `chunks/page-${n.toString(36).toUpperCase().padStart(8, '0')}.js`;
  const entry = `export default { id: "gen", n: ${n} };\nexport const page = () => import("./${chunk}");\n${'// padding\n'.repeat(200)}`;
  const rel = path.relative(dir, stagingDir);
  return {
    outputFiles: [
      { path: path.join(stagingDir, 'index.js'), contents: new TextEncoder().encode(entry) },
      { path: path.join(stagingDir, chunk), contents: new TextEncoder().encode(`export default ${n};\n`) },
    ],
    metafile: {
      inputs: {},
      outputs: {
        [`${rel}/index.js`]: {
          entryPoint: 'src/index.ts',
          imports: [{ path: `${rel}/${chunk}`, kind: 'dynamic-import' }],
          exports: [],
          inputs: {},
          bytes: entry.length,
        },
        [`${rel}/${chunk}`]: { imports: [], exports: [], inputs: {}, bytes: 10 },
      },
    },
  };
}

describe('a dev rebuild switches files and manifest at once (issue 27 §8)', () => {
  it('a reader running beside 40 rebuilds never finds an entry that does not match the manifest, nor a missing chunk', async () => {
    const { dir, pkg } = project('generations');
    const outDir = path.join(dir, 'dist');
    const stagingDir = path.join(outDir, '.staging');
    mkdirSync(outDir, { recursive: true });
    // biome-ignore lint/suspicious/noExplicitAny: the fake stands for esbuild's result
    publishGeneration({ dir, outDir, stagingDir, pkg, result: fakeBuild(dir, stagingDir, 0) as any });
    // What a reload does: the manifest, then the entry it names (integrity checked), then its chunk.
    const reader = `
      const { readFileSync } = require('node:fs'); const { createHash } = require('node:crypto'); const path = require('node:path');
      const out = ${JSON.stringify(outDir)}; let reads = 0, bad = [];
      const until = Date.now() + 1500;
      while (Date.now() < until) {
        try {
          const [p] = JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8')).plugins;
          const entry = readFileSync(path.join(out, p.entry));
          if ('sha384-' + createHash('sha384').update(entry).digest('base64') !== p.integrity) bad.push('integrity ' + p.entry);
          const chunk = /import\\("\\.\\/([^"]+)"\\)/.exec(entry.toString())[1];
          readFileSync(path.join(out, path.dirname(p.entry), chunk));
          reads++;
        } catch (error) { bad.push(String(error.message).slice(0, 120)); }
      }
      process.stdout.write(JSON.stringify({ reads, bad: bad.slice(0, 5), badCount: bad.length }));`;
    const child = spawn(process.execPath, ['-e', reader]);
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    const done = new Promise((resolve) => child.on('exit', resolve));
    for (let n = 1; n <= 40; n++) {
      // biome-ignore lint/suspicious/noExplicitAny: the fake stands for esbuild's result
      publishGeneration({ dir, outDir, stagingDir, pkg, result: fakeBuild(dir, stagingDir, n) as any });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await done;
    const { reads, bad, badCount } = JSON.parse(output);
    expect({ bad, badCount }).toEqual({ bad: [], badCount: 0 });
    expect(reads).toBeGreaterThan(20);
    // Every generation replaced less than a minute ago stays (a page loaded from it finds its chunks);
    // a minute later, only the newest and the one before it.
    const generations = () => readdirSync(outDir).filter((name) => /^g[0-9a-z]+$/.test(name));
    expect(generations()).toHaveLength(41);
    // biome-ignore lint/suspicious/noExplicitAny: the fake stands for esbuild's result
    publishGeneration({ dir, outDir, stagingDir, pkg, result: fakeBuild(dir, stagingDir, 41) as any, now: Date.now() + GENERATION_GRACE_MS + 1000 });
    const manifest = JSON.parse(readFileSync(path.join(outDir, 'manifest.json'), 'utf8')).plugins[0];
    expect(generations()).toHaveLength(2);
    expect(generations()).toContain(path.dirname(manifest.entry));
    expect(manifest.integrity).toBe(
      `sha384-${createHash('sha384')
        .update(readFileSync(path.join(outDir, manifest.entry)))
        .digest('base64')}`,
    );
    expect(readdirSync(outDir).filter((name) => name.startsWith('.'))).toEqual([]);
  }, 20_000);
});

describe('build says how to see the plugin without rebuilding the console (issue 27 §9)', () => {
  it('names the reference server already built, with the manifest added, not npm start', () => {
    const lines = consoleWithPlugin('/p/dist/manifest.json').join('\n');
    expect(lines).toContain('GREENROOM_EXTRA_MANIFESTS=/p/dist/manifest.json node dist/server/main.js');
    expect(lines).not.toContain('npm start`');
    expect(lines).toContain('npm run dev -- --console');
  });
});

describe('an sdk range the console would refuse is refused by the plugin’s own commands (issue 27 §12)', () => {
  it('build and test stop at once with the declared ranges and the installed sdk named', () => {
    const refused = project('too-new', '^99');
    expect(sdkRangeProblem(refused, sdkPackage.version)).toContain(`要求 sdk「^99」，而安装的 @greenroom/sdk 是 ${sdkPackage.version}`);
    for (const command of ['build', 'test']) {
      const result = spawnSync(process.execPath, [cli, command], { cwd: refused.dir, encoding: 'utf8' });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('package.json 的 peerDependencies["@greenroom/sdk"] 要求 sdk「^99」');
      expect(result.stderr).toContain('src/index.ts 的 definePlugin({ sdk }) 要求 sdk「^99」');
      expect(result.stderr).toContain('the console would refuse it');
      expect(existsSync(path.join(refused.dir, 'dist'))).toBe(false);
    }
    expect(sdkRangeProblem(project('fits', '^2'), sdkPackage.version)).toBeNull();
  });
});
