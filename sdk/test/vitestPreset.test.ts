import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mergeConfig } from 'vitest/config';
import { GREENROOM_INLINE_DEPS, greenroomJsx, greenroomVitest } from '../src/testing/preset';

describe('@greenroom/sdk/vitest — the preset of an outside plugin’s vitest config', () => {
  it('happy-dom, the sdk’s setup file, no CSS, Semi and the sdk transformed by vitest', () => {
    const config = greenroomVitest({ name: 'plugin-hello' });
    expect(config.test).toMatchObject({ name: 'plugin-hello', environment: 'happy-dom', css: false });
    expect(config.test.setupFiles).toHaveLength(1);
    expect(existsSync(config.test.setupFiles[0])).toBe(true);
    const inline = config.test.server.deps.inline as RegExp[];
    for (const file of ['/p/node_modules/@douyinfe/semi-ui/lib/es/button/index.js', '/p/node_modules/@greenroom/sdk/dist/index.js']) {
      expect(inline.some((pattern) => pattern.test(file))).toBe(true);
    }
    expect(inline.some((pattern) => pattern.test('/p/node_modules/react/index.js'))).toBe(false);
    // This workspace runs vite 7: esbuild's option, and not oxc's as well.
    expect(config.esbuild).toEqual({ jsx: 'automatic' });
    expect(config.oxc).toBeUndefined();
  });

  it('sets JSX in the one option the installed vite reads, so vite 8 prints no "Both esbuild and oxc" warning (issue 27 §4)', () => {
    expect(greenroomJsx('8.3.8')).toEqual({ oxc: { jsx: { runtime: 'automatic' } } });
    expect(greenroomJsx('7.3.8')).toEqual({ esbuild: { jsx: 'automatic' } });
    expect(greenroomJsx(null)).toEqual({ esbuild: { jsx: 'automatic' } });
  });

  it('takes more setup files, includes and inlined dependencies, and merges with an author’s own config', () => {
    const config = greenroomVitest({ include: ['spec/**/*.tsx'], setupFiles: ['./mine.ts'], inline: ['echarts'] });
    expect(config.test.include).toEqual(['spec/**/*.tsx']);
    expect(config.test.setupFiles.at(-1)).toBe('./mine.ts');
    expect(config.test.server.deps.inline).toEqual([...GREENROOM_INLINE_DEPS, 'echarts']);
    const merged = mergeConfig(config, { test: { testTimeout: 10_000 } });
    expect(merged.test).toMatchObject({ environment: 'happy-dom', testTimeout: 10_000 });
  });
});
