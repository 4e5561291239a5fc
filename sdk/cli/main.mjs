// The `greenroom-plugin` command of @greenroom/sdk: one command from nothing to a tested plugin
// loaded by the console. Plain Node ESM (no TypeScript at run time); esbuild comes with the sdk,
// vitest and typescript are resolved from the author's project.
//
//   greenroom-plugin create <id> [--title 名称] [--dir <folder>] [--sdk <tgz>] [--contracts <tgz>] [--workspace]
//   greenroom-plugin build
//   greenroom-plugin test [--no-typecheck] [vitest arguments…]
//   greenroom-plugin dev [--console <url>] [--port <port>]
// Each command is imported when run: `create` needs nothing but Node (no esbuild, no vitest).
import { readFileSync } from 'node:fs';
import { CliError, readProject, sdkRangeProblem } from './project.mjs';

/** The sdk this command is part of. */
const SDK_VERSION = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;

/** The plugin project in the current folder, refused when the console would refuse it for its sdk range. */
function pluginProject() {
  const project = readProject(process.cwd());
  const problem = sdkRangeProblem(project, SDK_VERSION);
  if (problem) throw new CliError(problem);
  return project;
}

const USAGE = `用法：greenroom-plugin <命令>

  create <id>   新建插件目录 <id>/：入口（路由、菜单、首页卡片）、列表页、测试、README
                  --title <名称>   菜单与页面标题（默认为 id）
                  --dir <目录>     在该目录下新建（默认为当前目录）
                  --sdk <文件>     以该 sdk 打包文件（npm pack）为依赖；默认取该目录下的
                                   greenroom-sdk-<版本>.tgz（若有），否则取 npm 仓库中的版本
                  --contracts <文件>  同上，greenroom-contracts-<版本>.tgz
                  --workspace      在 Greenroom 仓库内新建于 plugins/<id>（npm run plugin:new 使用），
                                   并以 npm install --offline 登记到 package-lock.json
                  --no-install     （与 --workspace 一起）不运行 npm install
  build         打包为 dist/，并写出 dist/manifest.json（共享模块不打包）
  test          类型检查（tsc）并以 sdk 的预设运行 vitest；其余参数交给 vitest
                  --no-typecheck   跳过类型检查
  dev           文件变化时重新构建，并在 http://localhost:5180/admin/ 提供带本插件的控制台
                  --console <url>  代理的控制台（默认 http://localhost:8080，即仓库的 npm start）
                  --port <端口>    本地代理端口（默认 5180）
`;

/**
 * Splits `argv` into positionals and `--name value` / `--flag` options; `flags` names the options
 * that take no value. Everything after `--` is positional.
 * @param {string[]} argv
 * @param {Set<string>} flags
 */
export function parseArgs(argv, flags) {
  const positionals = [];
  const options = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split(/=(.*)/s);
      if (flags.has(name)) options[name] = true;
      else if (inline !== undefined) options[name] = inline;
      else if (i + 1 < argv.length) options[name] = argv[++i];
      else throw new CliError(`选项 --${name} 缺少值`);
    } else positionals.push(arg);
  }
  return { positionals, options };
}

/** Runs one command; resolves to the process exit code. */
export async function main(argv) {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'create': {
        const { positionals, options } = parseArgs(rest, new Set(['workspace', 'no-install']));
        if (positionals.length !== 1) throw new CliError('请给出插件 id：greenroom-plugin create <id>');
        const { create } = await import('./create.mjs');
        await create(positionals[0], { ...options, install: !options['no-install'] });
        return 0;
      }
      case 'build': {
        const { build } = await import('./build.mjs');
        await build(pluginProject());
        return 0;
      }
      case 'test': {
        const { test } = await import('./test.mjs');
        return await test(pluginProject(), rest);
      }
      case 'dev': {
        const { options } = parseArgs(rest, new Set());
        const { dev } = await import('./dev.mjs');
        await dev(pluginProject(), options);
        return 0;
      }
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        process.stdout.write(USAGE);
        return command === undefined ? 1 : 0;
      default:
        process.stderr.write(`未知命令：${command}\n\n${USAGE}`);
        return 1;
    }
  } catch (error) {
    if (error instanceof CliError) {
      process.stderr.write(`greenroom-plugin: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}
