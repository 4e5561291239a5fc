// Builds this plugin the way an outside author would: install the packed @greenroom/sdk (npm pack
// of sdk/, which builds it first), typecheck against its published .d.ts, run the plugin's own
// tests with the sdk's vitest preset (vitest.config.ts), bundle with esbuild leaving the sdk's
// shared modules external, and write a manifest the server can serve (GREENROOM_EXTRA_MANIFESTS)
// with the sdk's manifest module. Nothing here reaches into the workspace's sources.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');

/** The latest modification time of a file, or of any file below a folder. */
function newest(file) {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(file, { recursive: true }).map((name) => statSync(path.join(file, name)).mtimeMs));
}

/**
 * Whether sdk/dist was built after the last change to what it is built from. `npm test` builds it
 * just before the tests: packing then skips the sdk's `prepack`, the same rollup build again, on
 * the end-to-end run's critical path. A stale or missing build is built by the pack, as before.
 */
function sdkBuildIsCurrent() {
  const dist = path.join(repo, 'sdk/dist');
  if (!existsSync(path.join(dist, 'index.js'))) return false;
  const outputs = readdirSync(dist).filter((name) => /\.(js|d\.ts|css)$/.test(name));
  const built = Math.min(...outputs.map((name) => statSync(path.join(dist, name)).mtimeMs));
  const inputs = ['sdk/src', 'sdk/rollup.config.mjs', 'sdk/package.json', 'contracts/src', 'contracts/package.json'];
  return built >= Math.max(...inputs.map((input) => newest(path.join(repo, input))));
}

export async function buildExternalPlugin() {
  const sdkDir = path.join(here, 'node_modules/@greenroom/sdk');
  rmSync(path.join(here, 'node_modules'), { recursive: true, force: true });
  mkdirSync(sdkDir, { recursive: true });
  const packDir = path.join(here, 'node_modules/.pack');
  mkdirSync(packDir, { recursive: true });
  const [{ filename }] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', packDir, ...(sdkBuildIsCurrent() ? ['--ignore-scripts'] : [])], {
      cwd: path.join(repo, 'sdk'),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  );
  execFileSync('tar', ['-xzf', path.join(packDir, filename), '-C', sdkDir, '--strip-components=1']);

  // Typecheck against the published declarations only.
  execFileSync(process.execPath, [path.join(repo, 'node_modules/typescript/bin/tsc'), '-p', path.join(here, 'tsconfig.json')], { stdio: 'inherit' });
  // The plugin's own tests, configured by the published preset (`@greenroom/sdk/vitest`) only.
  execFileSync(process.execPath, [path.join(repo, 'node_modules/vitest/vitest.mjs'), 'run', '--root', here, '--config', path.join(here, 'vitest.config.ts')], {
    cwd: here,
    stdio: ['ignore', 'inherit', 'inherit'],
  });

  const { SHARED_SPECIFIERS } = await import(path.join(sdkDir, 'shared-modules.mjs'));
  // The one manifest definition, as the packed sdk publishes it (`@greenroom/sdk/manifest`).
  const { stringifyPluginManifest } = await import('@greenroom/sdk/manifest');
  const esbuild = await import('esbuild');
  const outdir = path.join(here, 'dist');
  rmSync(outdir, { recursive: true, force: true });
  const result = await esbuild.build({
    entryPoints: { index: path.join(here, 'src/index.ts') },
    bundle: true,
    format: 'esm',
    splitting: true,
    minify: true,
    jsx: 'automatic',
    outdir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    external: SHARED_SPECIFIERS,
    metafile: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  // The output built from src/index.ts — not the first entry point (a lazy page is one too).
  const entrySource = path.relative(process.cwd(), path.join(here, 'src/index.ts')).split(path.sep).join('/');
  const [entryFile, out] = Object.entries(result.metafile.outputs).find(([f, o]) => o.entryPoint === entrySource && f.endsWith('.js'));
  const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
  const rel = (f) => path.relative(outdir, path.resolve(f)).split(path.sep).join('/');
  /** @type {import('@greenroom/sdk/manifest').PluginManifest} */
  const manifest = {
    plugins: [
      {
        id: pkg.greenroom.id,
        version: pkg.version,
        entry: rel(entryFile),
        sdk: pkg.peerDependencies['@greenroom/sdk'],
        hash: createHash('sha256')
          .update(readFileSync(path.resolve(entryFile)))
          .digest('hex')
          .slice(0, 16),
        css: out.cssBundle ? [rel(out.cssBundle)] : [],
      },
    ],
  };
  writeFileSync(path.join(outdir, 'manifest.json'), stringifyPluginManifest(manifest));
  return path.join(outdir, 'manifest.json');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(await buildExternalPlugin());
}
