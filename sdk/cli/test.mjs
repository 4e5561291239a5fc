// `greenroom-plugin test`: tsc over the project (when it has a tsconfig.json), then vitest with the
// project's vitest.config.ts, which takes the sdk's preset (`@greenroom/sdk/vitest`). Both tools are
// the author's own installs (peer dependencies of the sdk), so that the tests and the runner share
// one vitest.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CliError, findBin } from './project.mjs';

const CONFIGS = ['vitest.config.ts', 'vitest.config.mts', 'vitest.config.js', 'vitest.config.mjs'];

/** Runs a node script in `cwd`, its output shown; resolves to its exit code. */
function run(script, args, cwd) {
  const result = spawnSync(process.execPath, [script, ...args], { cwd, stdio: 'inherit' });
  return result.status ?? 1;
}

/**
 * @param {{ dir: string }} project
 * @param {string[]} args `--no-typecheck`, `--watch`, and arguments for vitest
 * @returns {Promise<number>} exit code
 */
export async function test({ dir }, args) {
  const typecheck = !args.includes('--no-typecheck');
  const watch = args.includes('--watch');
  const rest = args.filter((arg) => arg !== '--no-typecheck' && arg !== '--watch');
  if (typecheck && existsSync(path.join(dir, 'tsconfig.json'))) {
    const tsc = findBin(dir, 'typescript', 'tsc');
    if (!tsc) throw new CliError('找不到 typescript：npm install -D typescript（或以 --no-typecheck 跳过类型检查）');
    process.stdout.write('类型检查（tsc）…\n');
    const code = run(tsc, ['-p', dir, '--noEmit'], dir);
    if (code !== 0) return code;
  }
  const vitest = findBin(dir, 'vitest', 'vitest');
  if (!vitest) throw new CliError('找不到 vitest：npm install -D vitest happy-dom @testing-library/react');
  if (!CONFIGS.some((file) => existsSync(path.join(dir, file)))) {
    throw new CliError(
      "缺少 vitest.config.ts：\n  import { greenroomVitest } from '@greenroom/sdk/vitest';\n  import { defineConfig } from 'vitest/config';\n  export default defineConfig(greenroomVitest());",
    );
  }
  return run(vitest, [watch ? 'watch' : 'run', ...rest], dir);
}
