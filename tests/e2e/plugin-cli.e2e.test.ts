// `greenroom-plugin` as an outside author meets it (issue 15 §1): from the PACKED sdk and contracts,
// in a temporary folder, with no network: create → test → build, then the reference server started
// with the new plugin's manifest shows its page in Chromium. Prints the time from create to the page.
//
// Offline install: the two tarballs are extracted into the plugin's node_modules (as npm would put
// them), and every other package the plugin needs (React, Semi, vitest, esbuild, typescript…) is a
// link to the repository's own node_modules, which hold the versions the sdk's ranges ask for.
// No registry is asked; `npm install` of the created package.json would lay out the same tree.
import { type ChildProcess, type SpawnSyncReturns, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { launch, signIn } from './browser';
import { type RunningServer, repoRoot, startServer } from './server';

const ID = 'survey-lab';
const TITLE = '问卷实验室';
const work = mkdtempSync(path.join(tmpdir(), 'greenroom-plugin-cli-'));
let server: RunningServer | undefined;
let devProcess: ChildProcess | undefined;

afterAll(async () => {
  if (devProcess && devProcess.exitCode === null) {
    devProcess.kill('SIGTERM');
    await new Promise((resolve) => devProcess?.once('exit', resolve));
  }
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** Runs a command; fails the test with its output unless it exits 0. */
function run(command: string, args: string[], cwd: string): SpawnSyncReturns<string> {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} (in ${cwd}) exited ${result.status}:\n${result.stdout}\n${result.stderr}`);
  return result;
}

/** `npm pack` of a workspace package into `work`; returns the tarball's path. */
function pack(folder: string, ignoreScripts = false): string {
  const out = run('npm', ['pack', '--json', '--pack-destination', work, ...(ignoreScripts ? ['--ignore-scripts'] : [])], path.join(repoRoot, folder));
  const [{ filename }] = JSON.parse(out.stdout) as { filename: string }[];
  return path.join(work, filename);
}

/** Extracts a packed package into `node_modules/<name>`. */
function extract(tarball: string, nodeModules: string, name: string) {
  const into = path.join(nodeModules, name);
  mkdirSync(into, { recursive: true });
  run('tar', ['-xzf', tarball, '-C', into, '--strip-components=1'], work);
}

/** The offline `npm install`: the packed sdk and contracts, everything else linked from the repository. */
function install(project: string, sdk: string, contracts: string) {
  const nodeModules = path.join(project, 'node_modules');
  extract(sdk, nodeModules, '@greenroom/sdk');
  extract(contracts, nodeModules, '@greenroom/contracts');
  const repoModules = path.join(repoRoot, 'node_modules');
  for (const name of readdirSync(repoModules)) {
    if (name.startsWith('.') || name === '@greenroom') continue;
    if (!name.startsWith('@')) {
      symlinkSync(path.join(repoModules, name), path.join(nodeModules, name), 'junction');
      continue;
    }
    mkdirSync(path.join(nodeModules, name), { recursive: true });
    for (const scoped of readdirSync(path.join(repoModules, name))) {
      symlinkSync(path.join(repoModules, name, scoped), path.join(nodeModules, name, scoped), 'junction');
    }
  }
}

describe('greenroom-plugin: one command from nothing to a loaded plugin (packed sdk, no network)', () => {
  it('create → test → build, and the console started with the new plugin shows its page', async () => {
    // The suite's setup has just packed sdk/ with its prepack build (tests/external-plugin/build.mjs),
    // so sdk/dist is fresh: pack it again without rebuilding.
    const sdk = pack('sdk', true);
    const contracts = pack('contracts');
    // `npx @greenroom/sdk greenroom-plugin create …`: the command from the tarball, outside any project.
    const tools = path.join(work, 'tools/node_modules');
    extract(sdk, tools, '@greenroom/sdk');
    const command = (nodeModules: string) => path.join(nodeModules, '@greenroom/sdk/bin/greenroom-plugin.mjs');

    const times: Record<string, number> = {};
    const started = performance.now();
    let last = started;
    const lap = (name: string) => {
      const now = performance.now();
      times[name] = Math.round(now - last);
      last = now;
    };

    const created = run(process.execPath, [command(tools), 'create', ID, '--title', TITLE], work);
    const project = path.join(work, ID);
    expect(created.stdout).toContain(`已新建插件 ${ID}`);
    expect(readdirSync(path.join(project, 'src/home'))).toEqual(['SurveyLabWidget.tsx']);
    // An existing folder is never overwritten.
    expect(spawnSync(process.execPath, [command(tools), 'create', ID], { cwd: work, encoding: 'utf8' }).stderr).toContain('已存在且不为空');
    lap('create');

    install(project, sdk, contracts);
    const cli = command(path.join(project, 'node_modules'));
    lap('install');

    const tested = run(process.execPath, [cli, 'test'], project);
    expect(tested.stdout).toMatch(/Tests\s+5 passed/);
    lap('test');

    run(process.execPath, [cli, 'build'], project);
    const manifestFile = path.join(project, 'dist/manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { plugins: { id: string; entry: string; sdk: string }[] };
    expect(manifest.plugins).toMatchObject([{ id: ID, sdk: '^1' }]);
    expect(existsSync(path.join(project, 'dist', manifest.plugins[0]?.entry ?? ''))).toBe(true);
    lap('build');

    server = await startServer({ GREENROOM_EXTRA_MANIFESTS: manifestFile });
    lap('console start');

    const browser = await launch();
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.goto(`${server.url}/admin/labs/${ID}`);
      await signIn(page);
      await page.waitForURL(`${server.url}/admin/labs/${ID}`);
      await expect.poll(() => page.getByRole('heading', { name: TITLE }).isVisible()).toBe(true);
      // The demo account's surveys, from the reference server through the kit's list page.
      await expect.poll(() => page.getByRole('row').filter({ hasText: '年会节目投票' }).isVisible()).toBe(true);
      lap('page shown');
      expect(await page.getByRole('menuitem', { name: TITLE }).count()).toBe(1);
    } finally {
      await browser.close();
    }

    const total = Math.round(performance.now() - started);
    const steps = Object.entries(times)
      .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`)
      .join(', ');
    console.log(`greenroom-plugin: create → page shown in ${(total / 1000).toFixed(1)} s (${steps})`);
  }, 120_000);

  it('dev: the console beside it shows a change on reload, without signing in again', async () => {
    if (!server) throw new Error('the first test did not start the console');
    const project = path.join(work, ID);
    const cli = path.join(project, 'node_modules/@greenroom/sdk/bin/greenroom-plugin.mjs');
    const child = spawn(process.execPath, [cli, 'dev', '--console', server.url, '--port', '0'], { cwd: project, stdio: ['ignore', 'pipe', 'pipe'] });
    devProcess = child;
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    await expect.poll(() => output, { timeout: 20_000 }).toMatch(/http:\/\/localhost:\d+\/admin\//);
    const proxy = (output.match(/http:\/\/localhost:\d+/) ?? [''])[0];

    const browser = await launch();
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.goto(`${proxy}/admin/labs/${ID}`);
      await signIn(page);
      await page.waitForURL(`${proxy}/admin/labs/${ID}`);
      await expect.poll(() => page.getByRole('heading', { name: TITLE }).isVisible()).toBe(true);

      const texts = path.join(project, 'src/texts.ts');
      writeFileSync(texts, readFileSync(texts, 'utf8').replace(`title: '${TITLE}'`, `title: '${TITLE}（新版）'`));
      await expect.poll(() => output, { timeout: 20_000 }).toContain('已重新构建');
      await page.reload();
      await expect.poll(() => page.getByRole('heading', { name: `${TITLE}（新版）` }).isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe(`/admin/labs/${ID}`);
      // Issue 15: the console (started with this manifest) read it again, so the page's import map
      // carries the rebuilt entry's integrity, not the first build's.
      const [rebuilt] = (JSON.parse(readFileSync(path.join(project, 'dist/manifest.json'), 'utf8')) as { plugins: { entry: string; integrity: string }[] })
        .plugins;
      const integrity = await page.evaluate(() => JSON.parse(document.querySelector('script[type="importmap"]')?.textContent ?? '{}').integrity ?? {});
      expect(integrity[`/admin/ext/${ID}/${rebuilt?.entry}`]).toBe(rebuilt?.integrity);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
