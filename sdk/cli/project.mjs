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

/**
 * Whether release `version` (x.y.z) is in npm range `range`, as the console's loader decides it
 * (core's semver: `^`, `~`, x-ranges, comparators, hyphen ranges, spaces and `||`). A range it cannot read is not
 * satisfied. sdk/test/cli.test.ts holds this beside core's `satisfies` on a table of ranges.
 * @param {string} version
 * @param {string} range
 */
export function inRange(version, range) {
  const v = version.split('.').map(Number);
  const cmp = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
  /** One comparator (`^1.2`, `>=2`, `1.x`) as [lowest allowed, first not allowed, inclusive-upper?] checks. */
  const check = (text) => {
    const m = /^(\^|~>?|>=|<=|>|<|=)?v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?$/.exec(text);
    if (!m) return null;
    const op = m[1] ?? '';
    const parts = [m[2], m[3], m[4]].map((p) => (p === undefined || /^[xX*]$/.test(p) ? null : Number(p)));
    const known = parts.indexOf(null);
    const given = known === -1 ? 3 : known;
    const low = parts.map((p) => p ?? 0);
    const bump = (at) => low.map((p, i) => (i < at ? p : i === at ? p + 1 : 0));
    if (given === 0) return op === '<' || op === '>' ? () => false : () => true;
    if (op === '' || op === '=') return (x) => (given === 3 ? cmp(x, low) === 0 : cmp(x, low) >= 0 && cmp(x, bump(given - 1)) < 0);
    if (op === '^') {
      const at = low[0] !== 0 || given === 1 ? 0 : low[1] !== 0 || given === 2 ? 1 : 2;
      return (x) => cmp(x, low) >= 0 && cmp(x, bump(at)) < 0;
    }
    if (op.startsWith('~')) return (x) => cmp(x, low) >= 0 && cmp(x, bump(given === 1 ? 0 : 1)) < 0;
    if (op === '>=') return (x) => cmp(x, low) >= 0;
    if (op === '<') return (x) => cmp(x, low) < 0;
    if (op === '>') return (x) => cmp(x, given === 3 ? low : bump(given - 1)) >= (given === 3 ? 1 : 0);
    return (x) => cmp(x, given === 3 ? low : bump(given - 1)) < (given === 3 ? 1 : 0);
  };
  if (v.length !== 3 || v.some((n) => !Number.isInteger(n))) return false;
  return range.split('||').some((set) => {
    const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(set.trim());
    const words = hyphen
      ? [`>=${hyphen[1]}`, `<=${hyphen[2]}`]
      : set
          .trim()
          .replace(/(\^|~>?|>=|<=|>|<|=)\s+/g, '$1')
          .split(/\s+/)
          .filter(Boolean);
    const checks = (words.length ? words : ['*']).map(check);
    return checks.every((c) => c !== null) && checks.every((c) => c(v));
  });
}

/**
 * The problem with the sdk ranges a plugin declares — its package.json's `peerDependencies`
 * (the manifest's `sdk`) and its entry's `definePlugin({ sdk })` — for the installed sdk, or
 * null: the console would refuse the plugin, so `build`, `test` and `dev` refuse it first (issue 27 §12).
 * @param {{ dir: string, pkg: any }} project
 * @param {string} sdkVersion
 */
export function sdkRangeProblem({ dir, pkg }, sdkVersion) {
  const declared = [];
  const peer = pkg.peerDependencies?.['@greenroom/sdk'];
  if (peer) declared.push(['package.json 的 peerDependencies["@greenroom/sdk"]', peer]);
  const entry = path.join(dir, pkg.greenroom?.entry ?? 'src/index.ts');
  if (existsSync(entry)) {
    const found = /\bdefinePlugin\s*\(\s*\{[\s\S]*?\bsdk\s*:\s*(['"`])([^'"`]+)\1/.exec(readFileSync(entry, 'utf8'));
    if (found) declared.push([`${path.relative(dir, entry).split(path.sep).join('/')} 的 definePlugin({ sdk })`, found[2]]);
  }
  const wrong = declared.filter(([, range]) => !inRange(sdkVersion, range));
  if (wrong.length === 0) return null;
  return [
    ...wrong.map(([where, range]) => `${where} 要求 sdk「${range}」，而安装的 @greenroom/sdk 是 ${sdkVersion}：控制台会拒绝加载这个插件。`),
    `  The plugin asks for sdk ${wrong.map(([, range]) => range).join(' and ')}, the installed @greenroom/sdk is ${sdkVersion}: the console would refuse it.`,
    `  请改为 "^${sdkVersion.split('.')[0]}"（与安装的 sdk 相符），或安装满足该范围的 sdk。`,
  ].join('\n');
}
