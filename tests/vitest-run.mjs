#!/usr/bin/env node
// `npm test`'s vitest: the end-to-end project (one file at a time, one browser, the suite's shared
// server) in a vitest of its own, started at the same moment as a second vitest with every other
// project (the unit, server, e2e-cli and e2e-i18n projects, all cores). In one vitest the end-to-end
// project had to wait for the others (vitest runs a single-worker project in a group of its own,
// after the first), and during its five minutes one core was idle: its chain now runs from the
// start, beside the rest (docs/testing.md "Test speed"). Arguments are passed to both; the exit
// status is the first failure's.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const vitest = path.join(path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const args = process.argv.slice(2);
const runs = [
  ['run', '--project', 'e2e', ...args],
  ['run', '--project', '!e2e', ...args],
];

const children = runs.map(
  (argv) =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, [vitest, ...argv], { stdio: 'inherit' });
      child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    }),
);
const codes = await Promise.all(children);
process.exitCode = codes.find((code) => code !== 0) ?? 0;
