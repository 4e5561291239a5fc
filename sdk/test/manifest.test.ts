import { describe, expect, it } from 'vitest';
import * as published from '../manifest.mjs';
import { PluginManifestError, parsePluginManifest, parsePluginManifestEntry, stringifyPluginManifest } from '../manifest.mjs';
import { subresourceIntegrity } from '../plugin-build.mjs';
import * as root from '../src';
import { pluginManifestEntryProblems } from '../src/host';

const entry = { id: 'live', version: '1.0.0', entry: '/admin/plugins/live/index-A.js', sdk: '^2', hash: '0123abcd', css: ['/admin/plugins/live/index-A.css'] };

describe('the plugin manifest: one type and validator for the build, the server, the loader and authors', () => {
  it("issue 28: the validation is the loader's (@greenroom/sdk/host), not the plugins' root entry", () => {
    for (const name of Object.keys(published)) expect(root).not.toHaveProperty(name);
    // The loader's check is the very function of sdk/manifest.mjs (what node build scripts import).
    expect(pluginManifestEntryProblems).toBe(published.pluginManifestEntryProblems);
  });

  it('accepts a valid manifest, as an object or as JSON text, keeping only the known fields; css defaults to []', () => {
    const { css: _css, ...noCss } = entry;
    const parsed = parsePluginManifest(
      JSON.stringify({
        plugins: [
          { ...entry, extra: 1 },
          { ...noCss, id: 'photo', enabled: false },
        ],
      }),
    );
    expect(parsed).toEqual({ plugins: [entry, { ...noCss, id: 'photo', css: [], enabled: false }] });
    expect(parsePluginManifest({ plugins: [] })).toEqual({ plugins: [] });
  });

  it('names every faulty field of every entry in one error', () => {
    let caught: unknown;
    try {
      parsePluginManifest({ plugins: [entry, { id: 'Bad Id', version: '1.0.0', sdk: 1, css: [''] }] });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(PluginManifestError);
    const problems = (caught as PluginManifestError).problems;
    expect(problems).toEqual([
      expect.stringMatching(/^plugins\[1\]\.id「Bad Id」不合法/),
      'plugins[1].entry 缺失（应为入口模块地址字符串）',
      expect.stringMatching(/^plugins\[1\]\.sdk 无效/),
      'plugins[1].hash 缺失（应为入口内容哈希字符串）',
      expect.stringMatching(/^plugins\[1\]\.css\[0\]/),
    ]);
    expect((caught as Error).message).toContain('plugins[1].entry 缺失');
  });

  it('refuses what is not a manifest: broken JSON, no plugins array, too long fields', () => {
    expect(() => parsePluginManifest('{"plugins": [')).toThrow(/不是合法的 JSON/);
    expect(() => parsePluginManifest([entry])).toThrow(/\{ "plugins": \[\.\.\.\] \}/);
    expect(() => parsePluginManifest({ plugins: [{ ...entry, hash: 'h'.repeat(129) }] })).toThrow(/plugins\[0\]\.hash 无效/);
    expect(() => parsePluginManifest({ plugins: [{ ...entry, enabled: 'yes' }] })).toThrow(/plugins\[0\]\.enabled/);
  });

  it('checks one entry alone (the loader does, entry by entry)', () => {
    expect(pluginManifestEntryProblems(entry)).toEqual([]);
    expect(pluginManifestEntryProblems(null, 'plugins[3]')).toEqual(['plugins[3] 必须是对象']);
    expect(() => parsePluginManifestEntry({ id: 'x' }, 'plugins/x')).toThrow(/插件清单无效（plugins\/x）：plugins\/x\.version 缺失/);
  });

  it('writes a manifest file as indented JSON with a final newline, validated first', () => {
    expect(stringifyPluginManifest({ plugins: [entry] })).toBe(`${JSON.stringify({ plugins: [entry] }, null, 2)}\n`);
    expect(() => stringifyPluginManifest({ plugins: [{ ...entry, id: '' }] })).toThrow(PluginManifestError);
  });

  it('integrity (issue 15): an entry’s sha384 SRI value is kept; a value that is not one is refused, naming the field', () => {
    const integrity = subresourceIntegrity('abc');
    // FIPS 180-2's test vector for "abc", in base64.
    expect(integrity).toBe('sha384-ywB1P0WjXou1oD1pmsZQBycsMqsO3tFjGotgWkP/W+2AhgcroefMI1i67KE0yCWn');
    expect(parsePluginManifestEntry({ ...entry, integrity })).toEqual({ ...entry, integrity });
    expect(parsePluginManifestEntry(entry)).not.toHaveProperty('integrity');
    for (const bad of ['sha256-abc', `sha384-${'A'.repeat(63)}`, 42]) {
      expect(pluginManifestEntryProblems({ ...entry, integrity: bad })).toEqual(['integrity 无效（应为 sha384- 开头的 SRI 值）']);
    }
  });
});
