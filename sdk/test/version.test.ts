// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SDK_VERSION } from '../src/plugin';

// README "The sdk's API and its versions": the version the loader checks plugin ranges against is the
// package's own, a full semver version.
describe('the sdk version (semver policy)', () => {
  it('SDK_VERSION is the version of sdk/package.json, major.minor.patch', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(SDK_VERSION).toBe(pkg.version);
    expect(SDK_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
