// `greenroom-plugin dev`: esbuild in watch mode (readable code), each build published as a new
// generation folder dist/<generation>/ and then dist/manifest.json switched to it (issue 27 §8:
// a reload during a rebuild sees the old build or the new one, never the new entry with the old
// manifest, nor an entry whose chunk is not written yet), and the console with this plugin beside it:
//   - through the proxy (proxy.mjs) at http://localhost:5180/admin/, in front of --console <url>
//     (the repository's `npm start` by default): nothing to restart, a reload shows each change;
//   - or the reference server started once with GREENROOM_EXTRA_MANIFESTS=<dist/manifest.json>: it
//     reads that manifest again whenever it changes, so later rebuilds need only a reload there too.
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { stringifyPluginManifest } from '../manifest.mjs';
import { pluginBuildOptions, pluginManifestEntry } from '../plugin-build.mjs';
import { CliError } from './project.mjs';
import { startConsoleProxy } from './proxy.mjs';

/** Where `dev` serves the console with the plugin, unless --port says otherwise. */
export const DEV_PORT = 5180;

/** The console `dev` stands in front of, unless --console says otherwise: `npm start` of the repository. */
export const DEFAULT_CONSOLE = 'http://localhost:8080';

/** A generation folder's name: dist/g<time, base 36>/ (unique across `dev` runs, so never a stale cache). */
const GENERATION = /^g[0-9a-z]+$/;

/**
 * How long a replaced generation stays: a page loaded from it a moment ago still finds its lazy
 * chunks (a page, a widget imported later), however many rebuilds came since.
 */
export const GENERATION_GRACE_MS = 60_000;

let lastGeneration = 0;

/**
 * Publishes one finished build (esbuild's result with `write: false`, built into `stagingDir`) as a
 * new generation of `outDir`: its files written into a hidden folder, that folder renamed to
 * `outDir/<generation>/` at once, then the manifest written beside and renamed over
 * `outDir/manifest.json` — last, so whoever reads the manifest finds every file it names. A
 * generation replaced more than {@link GENERATION_GRACE_MS} ago is removed (the previous one always
 * stays). Returns the manifest entry.
 * @param {{ dir: string, outDir: string, stagingDir: string, pkg: any, result: { outputFiles: { path: string, contents: Uint8Array }[], metafile: import('esbuild').Metafile }, now?: number }} options
 */
export function publishGeneration({ dir, outDir, stagingDir, pkg, result, now = Date.now() }) {
  lastGeneration = Math.max(now, lastGeneration + 1);
  const generation = `g${lastGeneration.toString(36)}`;
  const target = path.join(outDir, generation);
  const hidden = path.join(outDir, `.${generation}`);
  for (const file of result.outputFiles) {
    const out = path.join(hidden, path.relative(stagingDir, file.path));
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, file.contents);
  }
  renameSync(hidden, target);
  // The metafile names the staging folder: the same files now live in the generation's.
  const from = `${path.relative(dir, stagingDir).split(path.sep).join('/')}/`;
  const to = `${path.relative(dir, target).split(path.sep).join('/')}/`;
  const metafile = JSON.parse(JSON.stringify(result.metafile).split(`"${from}`).join(`"${to}`));
  const { entryBytes, imports, ...entry } = pluginManifestEntry({ dir, outDir, pkg, metafile });
  const manifest = path.join(outDir, 'manifest.json');
  writeFileSync(`${manifest}.tmp`, stringifyPluginManifest({ plugins: [entry] }));
  renameSync(`${manifest}.tmp`, manifest);
  // Newest first: each older generation was replaced when the one after it was made.
  const times = readdirSync(outDir)
    .filter((name) => GENERATION.test(name))
    .map((name) => ({ name, made: parseInt(name.slice(1), 36) }))
    .sort((a, b) => b.made - a.made);
  times.forEach(({ name }, index) => {
    const replaced = index > 1 ? times[index - 1]?.made : undefined;
    if (replaced !== undefined && now - replaced > GENERATION_GRACE_MS) rmSync(path.join(outDir, name), { recursive: true, force: true });
  });
  return entry;
}

/**
 * The proxy listening on `port`, or a one-line error saying the port is taken (issue 27 §7).
 * @param {Parameters<typeof startConsoleProxy>[0]} options
 */
async function listen(options) {
  try {
    return await startConsoleProxy(options);
  } catch (error) {
    if (error && typeof error === 'object' && 'code' in error && error.code === 'EADDRINUSE') {
      throw new CliError(
        `端口 ${options.port} 已被占用：请换一个端口（--port <端口>），或先停止占用它的程序。dist/ 未改动。\n` +
          `  Port ${options.port} is already in use: choose another one with --port <port>, or stop the program using it. dist/ is untouched.`,
      );
    }
    throw error;
  }
}

/**
 * @param {{ dir: string, pkg: any }} project
 * @param {{ console?: string, port?: string }} options
 */
export async function dev({ dir, pkg }, options = {}) {
  const consoleUrl = options.console ?? DEFAULT_CONSOLE;
  if (!URL.canParse(consoleUrl)) throw new CliError(`--console 不是有效的地址：${consoleUrl}`);
  const port = Number(options.port ?? DEV_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new CliError(`--port 无效：${options.port}`);
  const id = pkg.greenroom.id;
  const outDir = path.join(dir, 'dist');
  // The port first: when it is taken, nothing of dist/ has been touched yet.
  const proxy = await listen({ consoleUrl, port, pluginId: id, distDir: outDir });
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const stagingDir = path.join(outDir, '.staging');
  const base = { ...pluginBuildOptions({ dir, entry: pkg.greenroom.entry, outDir: stagingDir, dev: true, stableEntry: true }), write: false };
  let builds = 0;
  let started = Date.now();
  const context = await esbuild.context({
    ...base,
    plugins: [
      {
        name: 'greenroom-manifest',
        setup(build) {
          build.onStart(() => {
            started = Date.now();
          });
          build.onEnd((result) => {
            if (result.errors.length > 0) {
              process.stdout.write(`[dev] 构建失败（${result.errors.length} 个错误），修正后自动重试\n`);
              return;
            }
            publishGeneration({ dir, outDir, stagingDir, pkg, result });
            builds += 1;
            if (builds > 1) process.stdout.write(`[dev] 已重新构建（${Date.now() - started} ms）：刷新页面即可看到\n`);
          });
        },
      },
    ],
  });
  await context.watch();
  const manifest = path.join(outDir, 'manifest.json');
  process.stdout.write(
    [
      `[dev] 正在监视 ${path.relative(process.cwd(), path.join(dir, 'src')) || 'src'}，每次修改后重新构建到 dist/`,
      '',
      `  带本插件的控制台   ${proxy.url}/admin/`,
      `                     （代理 ${consoleUrl}；在此登录一次，之后刷新页面即可看到修改）`,
      '',
      `  或在 Greenroom 仓库中以本插件启动控制台（只需一次，之后每次构建刷新即可；不重新构建控制台）：`,
      `    GREENROOM_EXTRA_MANIFESTS=${manifest} node dist/server/main.js`,
      '',
    ].join('\n'),
  );
  const stop = async () => {
    await context.dispose();
    await proxy.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await new Promise(() => {});
}
