#!/usr/bin/env node
/**
 * `npm test`: everything (docs/testing.md "The steps around vitest").
 *
 * - The build the tests run against (the console with the reference server, then the published
 *   sdk), then `vitest run` (its arguments are this script's), then the size budgets.
 * - From the start, beside them at the lowest CPU priority (`nice -n 19`): the typecheck (`tsc`,
 *   ~40 CPU-seconds) and the lint. They take the cores only when the build and the tests leave them
 *   idle (the end-to-end group keeps two cores ~80 % busy), instead of holding the tests back.
 *
 * Captured output is printed whole when its step ends, never interleaved with vitest's: a check that
 * ends while vitest runs says so in one line, and its output follows vitest's. A step that fails makes
 * the run fail; a failed build still waits for the checks, so that one run shows every type, lint and
 * build error at once.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

/** Runs `steps` (command and arguments) one after another; resolves with the output and whether all passed. */
function sequence(name, steps, { quiet, background = false }) {
  return new Promise((resolve) => {
    let output = '';
    const started = Date.now();
    const next = (index) => {
      if (index === steps.length) return resolve({ name, ok: true, output, seconds: (Date.now() - started) / 1000 });
      const [command, ...args] = background && NICE ? [NICE, '-n', '19', ...steps[index]] : steps[index];
      const child = spawn(command, args, {
        cwd: root,
        stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
        // A captured step keeps its colours (it is printed to the same terminal later); the rest inherit it.
        env: quiet ? { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } : process.env,
      });
      child.stdout?.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr?.on('data', (chunk) => {
        output += chunk;
      });
      child.on('error', (error) => resolve({ name, ok: false, output: `${output}${error.message}\n`, seconds: (Date.now() - started) / 1000 }));
      child.on('exit', (code, signal) => {
        if (code === 0) next(index + 1);
        else
          resolve({
            name,
            ok: false,
            output: `${output}[test] ${steps[index].join(' ')} ended with ${signal ?? code}\n`,
            seconds: (Date.now() - started) / 1000,
          });
      });
    };
    next(0);
  });
}

/** POSIX `nice`, which starts a command (all its threads) at a lower priority; none on Windows. */
const NICE = ['/usr/bin/nice', '/bin/nice'].find((file) => existsSync(file));

const report = (result) =>
  process.stdout.write(`\n[test] ${result.name}: ${result.ok ? 'passed' : 'FAILED'} (${result.seconds.toFixed(1)} s)\n${result.output}`);

let testsRunning = false;
const checks = [
  sequence('typecheck', [[bin('tsc'), '-p', 'tsconfig.json']], { quiet: true, background: true }),
  sequence('lint', [[bin('biome'), 'check', '.']], { quiet: true, background: true }),
].map((running) =>
  running.then((result) => {
    if (!testsRunning) report(result);
    else if (!result.ok) process.stdout.write(`\n[test] ${result.name}: FAILED (its output follows vitest's)\n`);
    return { ...result, reported: !testsRunning };
  }),
);
const build = await sequence(
  'build',
  [
    [process.execPath, 'esbuild.config.mjs', '--env', 'local'],
    [bin('rollup'), '-c', 'sdk/rollup.config.mjs'],
  ],
  { quiet: true },
);
report(build);
/** The checks' results, those not printed yet printed now; whether all passed. */
const checksPassed = async () => {
  const results = await Promise.all(checks);
  for (const result of results) if (!result.reported) report(result);
  return results.every((result) => result.ok);
};
// The exit code is set, not exited with: a pipe would lose the output still being written.
if (!build.ok) {
  await checksPassed();
  process.exitCode = 1;
} else {
  testsRunning = true;
  const second = await sequence(
    'vitest, size',
    [
      [bin('vitest'), 'run', ...process.argv.slice(2)],
      [process.execPath, 'tests/size/size.mjs'],
    ],
    { quiet: false },
  );
  if (!second.ok) {
    process.stdout.write(second.output);
    process.exitCode = 1;
  }
  if (!(await checksPassed())) process.exitCode = 1;
}
