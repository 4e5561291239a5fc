// The author's project as the command sees it: its package.json and the tools installed beside it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A mistake of the author's, reported as one line without a stack. */
export class CliError extends Error {}

/**
 * The plugin project in `dir`: its package.json must name the plugin (`greenroom.id`).
 * @param {string} dir
 * @returns {{ dir: string, pkg: { name?: string, version: string, greenroom: { id: string, entry?: string, order?: number }, peerDependencies?: Record<string, string> } }}
 */
export function readProject(dir) {
  const file = path.join(dir, 'package.json');
  if (!existsSync(file)) throw new CliError(`${dir} 下没有 package.json：请在插件目录中运行（或先 greenroom-plugin create <id>）`);
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  if (!pkg.greenroom?.id) throw new CliError(`${file} 缺少 "greenroom": { "id": … }：这不是插件目录`);
  if (!pkg.version) throw new CliError(`${file} 缺少 version`);
  return { dir, pkg };
}

/**
 * The folder of package `name` as Node would find it from `dir` (node_modules of `dir` and of each
 * folder above it), or null. Reads folders rather than `require.resolve`, which a package's
 * `exports` may refuse for `package.json`.
 * @param {string} dir
 * @param {string} name
 */
export function findPackage(dir, name) {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const candidate = path.join(at, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(at) === at) return null;
  }
}

/**
 * The JavaScript file of a package's command (`bin`), resolved from the author's project.
 * @param {string} dir
 * @param {string} name package name
 * @param {string} bin command name
 */
export function findBin(dir, name, bin) {
  const folder = findPackage(dir, name);
  if (!folder) return null;
  const pkg = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
  const file = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin?.[bin];
  return file ? path.join(folder, file) : null;
}
