// `greenroom-plugin build`: the plugin bundled the way the console's own plugins are
// (plugin-build.mjs: shared modules external) into dist/, and dist/manifest.json written with the
// sdk's one manifest schema — entry and css relative to dist/, as GREENROOM_EXTRA_MANIFESTS reads them.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringifyPluginManifest } from '../manifest.mjs';
import { buildPluginBundle } from '../plugin-build.mjs';
import { CliError } from './project.mjs';

/** The size a plugin entry must stay under (README "Budgets"): pages and widgets are import()ed. */
export const ENTRY_BUDGET = 4 * 1024;

/** Writes the manifest of one built plugin beside its files; returns the manifest's path. */
export function writeManifest(outDir, entry) {
  const { entryBytes, imports, metafile, ...published } = entry;
  const file = path.join(outDir, 'manifest.json');
  writeFileSync(file, stringifyPluginManifest({ plugins: [published] }));
  return file;
}

/**
 * How to see a built plugin in the console (issue 27 §9): the reference server already built, started
 * with the manifest added — `npm start` would rebuild the whole console first — or `dev` in front
 * of a console that is running.
 * @param {string} manifest the manifest's absolute path
 */
export function consoleWithPlugin(manifest) {
  return [
    '在控制台中查看（不必重新构建控制台）：',
    '  Greenroom 仓库中（已构建过一次，npm run build 或 npm start）：',
    `    GREENROOM_EXTRA_MANIFESTS=${manifest} node dist/server/main.js`,
    '  或者控制台已在运行：npm run dev -- --console <控制台地址>（本插件加在代理的控制台中）',
  ];
}

/**
 * @param {{ dir: string, pkg: any }} project
 * @returns {Promise<string>} the manifest's path
 */
export async function build({ dir, pkg }) {
  const started = Date.now();
  const outDir = path.join(dir, 'dist');
  rmSync(outDir, { recursive: true, force: true });
  let entry;
  try {
    entry = await buildPluginBundle({ dir, pkg, outDir });
  } catch (error) {
    // esbuild has already printed each error with its file and line.
    throw new CliError(`构建失败：${error instanceof Error ? error.message.split('\n')[0] : error}`);
  }
  const manifest = writeManifest(outDir, entry);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const lines = [
    `已构建插件 ${entry.id} ${entry.version}（${Date.now() - started} ms）`,
    `  入口     dist/${entry.entry}  ${kb(entry.entryBytes)}${entry.entryBytes > ENTRY_BUDGET ? `  ⚠ 超过 ${kb(ENTRY_BUDGET)} 的入口预算：把页面改为 import()` : ''}`,
    ...entry.css.map((css) => `  样式     dist/${css}`),
    `  清单     ${path.relative(process.cwd(), manifest)}`,
    '',
    ...consoleWithPlugin(manifest),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  return manifest;
}
