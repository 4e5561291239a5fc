#!/usr/bin/env node
/**
 * `node server/bench/answers.mjs --out answers.json` records every GET answer of a freshly seeded
 * server at a fixed instant (server/bench/answers.ts); `--compare a.json b.json` lists the answers
 * that differ (exit 1 when any does). Bundles answers.ts with esbuild into a temporary folder under .data first.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import esbuild from 'esbuild';

const root = path.resolve(process.env.GREENROOM_ROOT || process.cwd());
const args = process.argv.slice(2);

if (args[0] === '--compare') {
  const [before, after] = args.slice(1, 3).map((file) => JSON.parse(readFileSync(file, 'utf8')));
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const differing = keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  for (const key of differing) {
    const a = before[key];
    const b = after[key];
    const what = !a
      ? 'only after'
      : !b
        ? 'only before'
        : a.status !== b.status
          ? `status ${a.status} → ${b.status}`
          : a.type !== b.type
            ? `type ${a.type} → ${b.type}`
            : 'body';
    process.stdout.write(`${key}: ${what}\n`);
  }
  process.stdout.write(`${keys.length} answers, ${differing.length} differ\n`);
  process.exit(differing.length === 0 ? 0 : 1);
}

const outIndex = args.indexOf('--out');
const out = outIndex >= 0 ? args[outIndex + 1] : undefined;
if (!out) {
  process.stderr.write('usage: answers.mjs --out file.json | --compare a.json b.json\n');
  process.exit(2);
}
// Inside the repository, so the bundle's imports resolve from its node_modules.
mkdirSync(path.join(root, '.data'), { recursive: true });
const dir = mkdtempSync(path.join(root, '.data', 'answers-build-'));
const bundle = path.join(dir, 'answers.mjs');
await esbuild.build({
  entryPoints: [path.join(root, 'server/bench/answers.ts')],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  alias: {
    '@greenroom/contracts/catalogue': path.join(root, 'contracts/src/catalogue.ts'),
    '@greenroom/contracts/limits': path.join(root, 'contracts/src/limits.ts'),
    '@greenroom/contracts': path.join(root, 'contracts/src/index.ts'),
  },
  logLevel: 'warning',
});
const { recordAnswers } = await import(pathToFileURL(bundle).href);
const answers = await recordAnswers();
rmSync(dir, { recursive: true, force: true });
writeFileSync(out, `${JSON.stringify(answers, null, 1)}\n`);
process.stdout.write(`${Object.keys(answers).length} answers → ${out}\n`);
