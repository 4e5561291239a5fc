#!/usr/bin/env node
/**
 * `npm test`: everything, in two stages (docs/testing.md "Test speed").
 *
 * 1. At once, each on a core of its own: the typecheck (`tsc`, one core for ~30 s), the lint, and
 *    the build the tests run against (the console with the reference server, then the published
 *    sdk). Each step's output is printed whole when it ends, not interleaved.
 * 2. When all three passed: `vitest run` (its arguments are this script's), then the size budgets.
 *
 * A step that fails makes the run fail; the first stage's steps all finish first, so that one run
 * shows every type, lint and build error at once.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

/** Runs `steps` (command and arguments) one after another; resolves with the output and whether all passed. */
function sequence(name, steps, { quiet }) {
  return new Promise((resolve) => {
    let output = '';
    const started = Date.now();
    const next = (index) => {
      if (index === steps.length) return resolve({ name, ok: true, output, seconds: (Date.now() - started) / 1000 });
      const [command, ...args] = steps[index];
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

const first = await Promise.all(
  [
    sequence('typecheck', [[bin('tsc'), '-p', 'tsconfig.json']], { quiet: true }),
    sequence('lint', [[bin('biome'), 'check', '.']], { quiet: true }),
    sequence(
      'build',
      [
        [process.execPath, 'esbuild.config.mjs', '--env', 'local'],
        [bin('rollup'), '-c', 'sdk/rollup.config.mjs'],
      ],
      { quiet: true },
    ),
  ].map((running) =>
    running.then((result) => {
      process.stdout.write(`\n[test] ${result.name}: ${result.ok ? 'passed' : 'FAILED'} (${result.seconds.toFixed(1)} s)\n${result.output}`);
      return result;
    }),
  ),
);
// The exit code is set, not exited with: a pipe would lose the output still being written.
if (first.some((result) => !result.ok)) process.exitCode = 1;
else {
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
}
