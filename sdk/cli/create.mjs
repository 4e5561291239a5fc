// `greenroom-plugin create <id>`: a plugin folder that builds and passes its tests at once, from
// template/ (common/ plus standalone/ for an author's own project, or workspace/ for plugins/<id>
// inside the Greenroom repository). Tokens: __ID__, __CAMEL__, __TITLE__ and PluginPascal (a component's name must start upper-case).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLUGIN_ID_PATTERN } from '../manifest.mjs';
import { CliError } from './project.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const templates = path.join(here, 'template');
const sdkPackage = JSON.parse(readFileSync(path.join(here, '../package.json'), 'utf8'));

/** A created plugin's id: lower-case letters, digits and single dashes, starting with a letter. */
export const CREATE_ID_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** Longest id `create` accepts (a folder, a package and a route name are made of it). */
const MAX_ID_LENGTH = 40;

/**
 * Dependencies of the sdk a plugin's own code imports too (Semi per component, Testing Library in its
 * tests): named by the plugin at the sdk's versions, so npm installs one copy of each.
 */
const SHARED_WITH_SDK = ['@douyinfe/semi-ui', '@testing-library/react'];

/** Type-checking tools a standalone plugin installs beside the sdk's peers. */
const TYPE_TOOLS = { typescript: '^5.9.0', '@types/react': '^18.3.0', '@types/react-dom': '^18.3.0' };

/** The problem with `id` as a new plugin's id, or null. */
export function idProblem(id) {
  if (!CREATE_ID_PATTERN.test(id) || id.length > MAX_ID_LENGTH || !PLUGIN_ID_PATTERN.test(id)) {
    return `插件 id「${id}」不合法：只用小写字母、数字和连字符，以字母开头，最多 ${MAX_ID_LENGTH} 个字符（如 survey-lab）`;
  }
  return null;
}

const camel = (id) => id.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const pascal = (id) => camel(id).replace(/^./, (c) => c.toUpperCase());

/** The files of a template folder, as paths relative to it. */
function filesOf(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)));
}

/** The version of `@greenroom/contracts` this sdk is made for (its peer range is that exact version). */
const CONTRACTS_VERSION = sdkPackage.peerDependencies['@greenroom/contracts'];

/**
 * Where the created package.json takes the sdk and the contracts from (issue 27 §1-2): the packed
 * tarballs when the author has them — `--sdk`/`--contracts`, or `greenroom-sdk-<version>.tgz` and
 * `greenroom-contracts-<version>.tgz` (what `npm pack` names them) in the folder the plugin is
 * created in — as `file:` dependencies, else the registry's versions (a private registry).
 * @param {string} base the folder the plugin folder is created in
 * @param {string} target the plugin folder
 * @param {{ sdk?: string, contracts?: string }} options
 */
export function greenroomSources(base, target, options = {}) {
  const found = (option, file) => {
    const given = options[option];
    const tarball = given ? path.resolve(given) : path.join(base, file);
    if (given && !existsSync(tarball)) throw new CliError(`--${option}：找不到 ${tarball}`);
    if (!existsSync(tarball)) return null;
    return `file:${path.relative(target, tarball).split(path.sep).join('/')}`;
  };
  return {
    '@greenroom/sdk': found('sdk', `greenroom-sdk-${sdkPackage.version}.tgz`) ?? `^${sdkPackage.version}`,
    '@greenroom/contracts': found('contracts', `greenroom-contracts-${CONTRACTS_VERSION}.tgz`) ?? CONTRACTS_VERSION,
  };
}

/** package.json of a plugin in an author's own project: what the registry, npm and the command need. */
function standalonePackage(id, title, sources) {
  // Every peer of the sdk is optional (so that `npx -p @greenroom/sdk greenroom-plugin create`
  // installs no React): the plugin names them all, at the versions the sdk is made with.
  const { '@greenroom/contracts': _contracts, ...peers } = sdkPackage.peerDependencies ?? {};
  return {
    name: `greenroom-plugin-${id}`,
    version: '0.1.0',
    private: true,
    type: 'module',
    description: `Greenroom 插件：${title}`,
    greenroom: { id, entry: 'src/index.ts', order: 100 },
    scripts: { build: 'greenroom-plugin build', test: 'greenroom-plugin test', dev: 'greenroom-plugin dev' },
    peerDependencies: { '@greenroom/sdk': `^${sdkPackage.version.split('.')[0]}` },
    devDependencies: Object.fromEntries(
      Object.entries({
        ...sources,
        ...peers,
        ...Object.fromEntries(SHARED_WITH_SDK.map((name) => [name, sdkPackage.dependencies[name]])),
        ...TYPE_TOOLS,
      }).sort(([a], [b]) => a.localeCompare(b)),
    ),
  };
}

/** package.json of a plugin inside the Greenroom repository: the workspace provides the rest. */
function workspacePackage(id, title) {
  return {
    name: `@greenroom/plugin-${id}`,
    version: '0.1.0',
    private: true,
    type: 'module',
    description: `Greenroom plugin: ${title}`,
    greenroom: { id, entry: 'src/index.ts', order: 100 },
    peerDependencies: { '@greenroom/sdk': `^${sdkPackage.version.split('.')[0]}` },
  };
}

/** The Greenroom repository at `dir` (its package.json has the plugins/* workspace), or null. */
function isGreenroomRepository(dir) {
  const file = path.join(dir, 'package.json');
  if (!existsSync(file)) return false;
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  return Array.isArray(pkg.workspaces) && pkg.workspaces.includes('plugins/*') && existsSync(path.join(dir, 'sdk/shared-modules.mjs'));
}

/**
 * Writes the plugin folder and returns its path.
 * @param {string} id
 * @param {{ title?: string, dir?: string, workspace?: boolean, install?: boolean, sdk?: string, contracts?: string }} options
 */
export async function create(id, options = {}) {
  const problem = idProblem(id);
  if (problem) throw new CliError(problem);
  const title = options.title?.trim() || id;
  const base = path.resolve(options.dir ?? process.cwd());
  if (options.workspace && !isGreenroomRepository(base)) throw new CliError(`--workspace：${base} 不是 Greenroom 仓库的根目录`);
  const target = options.workspace ? path.join(base, 'plugins', id) : path.join(base, id);
  if (existsSync(target) && readdirSync(target).length > 0) throw new CliError(`${target} 已存在且不为空：换一个 id，或先移走它`);
  if (options.workspace) {
    for (const name of readdirSync(path.join(base, 'plugins'))) {
      const file = path.join(base, 'plugins', name, 'package.json');
      if (existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).greenroom?.id === id) throw new CliError(`插件 id「${id}」已被 plugins/${name} 使用`);
    }
  }

  const tokens = { __ID__: id, __CAMEL__: camel(id), PluginPascal: pascal(id), __TITLE__: title };
  const fill = (text) => text.replace(/__(?:ID|CAMEL|TITLE)__|PluginPascal/g, (token) => tokens[token]);
  const written = [];
  for (const flavour of ['common', options.workspace ? 'workspace' : 'standalone']) {
    const dir = path.join(templates, flavour);
    for (const file of filesOf(dir)) {
      // npm pack drops files named .gitignore: the template keeps it as gitignore.
      const name = fill(file === 'gitignore' ? '.gitignore' : file);
      const out = path.join(target, name);
      mkdirSync(path.dirname(out), { recursive: true });
      writeFileSync(out, fill(readFileSync(path.join(dir, file), 'utf8')));
      written.push(name);
    }
  }
  const pkg = options.workspace ? workspacePackage(id, title) : standalonePackage(id, title, greenroomSources(base, target, options));
  writeFileSync(path.join(target, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  written.push('package.json');

  const shown = path.relative(process.cwd(), target) || '.';
  process.stdout.write(
    `已新建插件 ${id}（${title}）于 ${shown}：\n${written
      .sort()
      .map((f) => `  ${f}`)
      .join('\n')}\n\n`,
  );
  if (options.workspace) {
    // A new workspace must be in package-lock.json, or `npm ci` refuses the repository.
    const installed =
      options.install === false
        ? null
        : spawnSync('npm', ['install', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: base, stdio: 'inherit' });
    if (installed?.status !== 0) process.stdout.write('请运行 npm install，把新插件登记到 package-lock.json（否则 npm ci 会拒绝）。\n');
  }
  const next = options.workspace
    ? [
        [`npx vitest run plugins/${id}`, '它的测试'],
        ['npm start', `构建并启动控制台：营销中心 → ${title}`],
      ]
    : [
        [`cd ${shown}`, ''],
        ['npm install', '安装 sdk、contracts、React、Semi、vitest…'],
        ['npm test', '类型检查与测试'],
        ['npm run build', '打包并写出 dist/manifest.json'],
        ['npm run dev', '修改后刷新页面即可看到'],
      ];
  const width = Math.max(...next.map(([command]) => command.length)) + 2;
  process.stdout.write(`下一步：\n${next.map(([command, what]) => `  ${what ? `${command.padEnd(width)}# ${what}` : command}`).join('\n')}\n`);
  return target;
}
