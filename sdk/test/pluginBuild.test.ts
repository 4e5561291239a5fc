// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Metafile } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { pluginManifestEntry, subresourceIntegrity } from '../plugin-build.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));
mkdirSync(path.join(repo, '.build'), { recursive: true });
const dir = mkdtempSync(path.join(repo, '.build', 'plugin-build-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const outDir = path.join(dir, 'dist');
mkdirSync(path.join(outDir, 'chunks'), { recursive: true });
const files = { 'dist/chunks/AlbumsWidget-AAAA1111.js': 'export default 1;', 'dist/index-BBBB2222.js': 'export default { id: "demo" };' };
for (const [file, code] of Object.entries(files)) writeFileSync(path.join(dir, file), code);

const output = (entryPoint: string, file: keyof typeof files) => ({
  bytes: files[file].length,
  inputs: {},
  imports: [],
  exports: ['default'],
  entryPoint,
});
// With code splitting esbuild marks each lazily imported module an entry point too, and may list one first.
const metafile: Metafile = {
  inputs: {},
  outputs: {
    'dist/chunks/AlbumsWidget-AAAA1111.js': output('src/home/AlbumsWidget.tsx', 'dist/chunks/AlbumsWidget-AAAA1111.js'),
    'dist/index-BBBB2222.js': output('src/index.ts', 'dist/index-BBBB2222.js'),
  },
};
const pkg = (entry?: string) => ({ version: '1.0.0', greenroom: { id: 'demo', ...(entry ? { entry } : {}) }, peerDependencies: { '@greenroom/sdk': '^1' } });

describe('the manifest entry of a plugin build', () => {
  it('names the plugin’s own entry, not a lazy page or widget esbuild listed before it', () => {
    const built = pluginManifestEntry({ dir, outDir, urlBase: '/admin/plugins/demo/', pkg: pkg(), metafile });
    expect(built.entry).toBe('/admin/plugins/demo/index-BBBB2222.js');
    expect(built.integrity).toBe(subresourceIntegrity(files['dist/index-BBBB2222.js']));
    // `greenroom.entry` says which file that is.
    expect(pluginManifestEntry({ dir, outDir, pkg: pkg('src/home/AlbumsWidget.tsx'), metafile }).entry).toBe('chunks/AlbumsWidget-AAAA1111.js');
    expect(() => pluginManifestEntry({ dir, outDir, pkg: pkg('src/main.ts'), metafile })).toThrow(/no entry module for src\/main\.ts/);
  });
});
