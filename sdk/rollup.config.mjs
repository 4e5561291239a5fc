// Builds the publishable @greenroom/sdk: ESM (dist/index.js, dist/kit.js, dist/testing.js,
// dist/vitest.js) and bundled declarations (dist/*.d.ts); `npm pack` in sdk/ runs it first
// (prepack). Every bare import stays external: plugins resolve react, the router, valtio and Semi
// through the console's import map at run time. manifest.mjs is published as it is.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { dts } from 'rollup-plugin-dts';

const here = path.dirname(fileURLToPath(import.meta.url));
const input = {
  index: path.join(here, 'src/index.ts'),
  // @greenroom/sdk/host: the console's plumbing (host, core, the harness), not for plugins.
  host: path.join(here, 'src/host/index.ts'),
  kit: path.join(here, 'src/kit/index.ts'),
  charts: path.join(here, 'src/charts/index.ts'),
  testing: path.join(here, 'src/testing/index.tsx'),
  'testing-setup': path.join(here, 'src/testing/setup.ts'),
  // @greenroom/sdk/vitest: the preset of a plugin's own vitest config.
  vitest: path.join(here, 'src/testing/preset.ts'),
};
const isBare = (id) => !id.startsWith('.') && !path.isAbsolute(id);
/**
 * Workspace modules compiled into the package (issue 29: the language catalogue is the sdk's own API,
 * and `@greenroom/contracts` is only an optional peer of a plugin author's project).
 */
const INLINED = { '@greenroom/contracts/i18n': path.join(here, '../contracts/src/i18n.ts') };
const isExternal = (id) => isBare(id) && !Object.hasOwn(INLINED, id);

/** The stylesheets the sources import, by absolute path. */
const stylesheets = new Set();

/** Resolves extensionless relative imports to .ts/.tsx sources; CSS stays an import, copied beside. */
const typescriptSources = {
  name: 'typescript-sources',
  resolveId(source, importer) {
    if (Object.hasOwn(INLINED, source)) return INLINED[source];
    if (!importer || isBare(source)) return null;
    const base = path.resolve(path.dirname(importer), source);
    if (source.endsWith('.css')) {
      stylesheets.add(base);
      return { id: `./${path.basename(source)}`, external: true };
    }
    for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
      if (existsSync(candidate)) return candidate;
    }
    return null;
  },
  async transform(code, id) {
    if (!/\.tsx?$/.test(id)) return null;
    const result = await transform(code, { loader: id.endsWith('x') ? 'tsx' : 'ts', jsx: 'automatic', target: 'es2022', sourcemap: true, sourcefile: id });
    return { code: result.code, map: result.map };
  },
  // Every stylesheet a source imports lands beside the bundles (they import it as `./<name>.css`).
  writeBundle() {
    mkdirSync(path.join(here, 'dist'), { recursive: true });
    for (const file of stylesheets) copyFileSync(file, path.join(here, 'dist', path.basename(file)));
  },
};

const dropCss = { name: 'drop-css', resolveId: (source) => (source.endsWith('.css') ? { id: source, external: true } : null) };

export default [
  {
    input,
    external: isExternal,
    plugins: [typescriptSources],
    output: {
      dir: path.join(here, 'dist'),
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      sourcemap: true,
      // The check messages are read by the kit and by the lazy zod check (checkBody): a chunk of their
      // own, so that the check imports them alone, not the kit's code (which would leave kit.js for a
      // chunk whose stylesheet import no longer sits beside it).
      manualChunks: (id) => (id.endsWith(`${path.sep}kit${path.sep}checkTexts.ts`) ? 'checkTexts' : undefined),
    },
  },
  {
    input,
    external: isExternal,
    plugins: [dropCss, dts({ tsconfig: path.join(here, 'tsconfig.build.json') })],
    output: { dir: path.join(here, 'dist'), format: 'es', entryFileNames: '[name].d.ts', chunkFileNames: 'chunks/[name]-[hash].d.ts' },
  },
];
