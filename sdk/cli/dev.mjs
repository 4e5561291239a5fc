// `greenroom-plugin dev`: esbuild in watch mode (readable code, the entry's name kept: dist/index.js)
// rewriting dist/manifest.json after each build, and the console with this plugin beside it:
//   - through the proxy (proxy.mjs) at http://localhost:5180/admin/, in front of --console <url>
//     (the repository's `npm start` by default): nothing to restart, a reload shows each change;
//   - or the reference server started once with GREENROOM_EXTRA_MANIFESTS=<dist/manifest.json>: it
//     reads that manifest at its start, and since the entry keeps its name, later rebuilds need only
//     a reload there too.
import { rmSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { pluginBuildOptions, pluginManifestEntry } from '../plugin-build.mjs';
import { writeManifest } from './build.mjs';
import { CliError } from './project.mjs';
import { startConsoleProxy } from './proxy.mjs';

/** Where `dev` serves the console with the plugin, unless --port says otherwise. */
export const DEV_PORT = 5180;

/** The console `dev` stands in front of, unless --console says otherwise: `npm start` of the repository. */
export const DEFAULT_CONSOLE = 'http://localhost:8080';

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
  rmSync(outDir, { recursive: true, force: true });
  const base = pluginBuildOptions({ dir, entry: pkg.greenroom.entry, outDir, dev: true, stableEntry: true });
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
            writeManifest(outDir, pluginManifestEntry({ dir, outDir, pkg, metafile: result.metafile }));
            builds += 1;
            if (builds > 1) process.stdout.write(`[dev] 已重新构建（${Date.now() - started} ms）：刷新页面即可看到\n`);
          });
        },
      },
    ],
  });
  await context.watch();
  const proxy = await startConsoleProxy({ consoleUrl, port, pluginId: id, distDir: outDir });
  const manifest = path.join(outDir, 'manifest.json');
  process.stdout.write(
    [
      `[dev] 正在监视 ${path.relative(process.cwd(), path.join(dir, 'src')) || 'src'}，每次修改后重新构建到 dist/`,
      '',
      `  带本插件的控制台   ${proxy.url}/admin/`,
      `                     （代理 ${consoleUrl}；在此登录一次，之后刷新页面即可看到修改）`,
      '',
      `  或在 Greenroom 仓库中以本插件启动控制台（只需一次，之后每次构建刷新即可）：`,
      `    GREENROOM_EXTRA_MANIFESTS=${manifest} npm start`,
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
