import { describe, expect, it } from 'vitest';
import { compareVersions, isValidRange, parseVersion, satisfies } from '../src/semver';

const cases: [range: string, inside: string[], outside: string[]][] = [
  ['1.2.3', ['1.2.3', 'v1.2.3', '1.2.3+build.5'], ['1.2.4', '1.2.2']],
  ['=1.2.3', ['1.2.3'], ['1.2.4']],
  ['^1', ['1.0.0', '1.9.9'], ['2.0.0', '0.9.9', '2.0.0-beta.1']],
  ['^1.2.3', ['1.2.3', '1.99.0'], ['1.2.2', '2.0.0']],
  ['^1.2', ['1.2.0', '1.3.0'], ['1.1.9', '2.0.0']],
  ['^0.2.3', ['0.2.3', '0.2.9'], ['0.3.0', '0.2.2']],
  ['^0.0.3', ['0.0.3'], ['0.0.4', '0.0.2']],
  ['^0.0', ['0.0.0', '0.0.9'], ['0.1.0']],
  ['^0', ['0.0.1', '0.9.0'], ['1.0.0']],
  ['~1.2.3', ['1.2.3', '1.2.9'], ['1.3.0', '1.2.2']],
  ['~1.2', ['1.2.0', '1.2.9'], ['1.3.0']],
  ['~1', ['1.0.0', '1.9.0'], ['2.0.0']],
  ['~>1.2', ['1.2.5'], ['1.3.0']],
  ['1.x', ['1.0.0', '1.5.2'], ['2.0.0', '0.9.0']],
  ['1.2.*', ['1.2.0', '1.2.7'], ['1.3.0']],
  ['1', ['1.0.0', '1.4.0'], ['2.0.0']],
  ['*', ['0.0.0', '9.9.9'], ['1.0.0-alpha']],
  ['', ['1.0.0'], []],
  ['x', ['3.1.4'], []],
  ['>=1.2.3', ['1.2.3', '5.0.0'], ['1.2.2']],
  ['>1.2.3', ['1.2.4'], ['1.2.3']],
  ['>1.2', ['1.3.0'], ['1.2.9']],
  ['>1', ['2.0.0'], ['1.9.9']],
  ['<=1.2.3', ['1.2.3', '0.1.0'], ['1.2.4']],
  ['<=1.2', ['1.2.9'], ['1.3.0']],
  ['<1.2.3', ['1.2.2'], ['1.2.3']],
  ['<1.2', ['1.1.9'], ['1.2.0', '1.2.0-rc.1']],
  ['<2', ['1.9.9'], ['2.0.0']],
  ['>=1.0.0 <2.0.0', ['1.0.0', '1.9.9'], ['2.0.0', '0.9.9']],
  ['>= 1.0.0 < 1.5.0', ['1.4.9'], ['1.5.0']],
  ['^1 || ^3', ['1.2.0', '3.0.0'], ['2.0.0', '4.0.0']],
  ['<1.0.0 || >=2.0.0 <2.1.0', ['0.5.0', '2.0.5'], ['1.5.0', '2.1.0']],
  ['1.2.3 - 2.3.4', ['1.2.3', '2.3.4'], ['1.2.2', '2.3.5']],
  ['1.2 - 2.3', ['1.2.0', '2.3.9'], ['1.1.9', '2.4.0']],
  ['^1.0.0-beta.2', ['1.0.0-beta.2', '1.0.0-beta.10', '1.0.0', '1.5.0'], ['1.0.0-beta.1', '1.0.0-alpha.9', '1.5.0-beta.1']],
  ['>=1.0.0-rc.1', ['1.0.0-rc.2', '1.0.0'], ['1.0.0-beta', '2.0.0-rc.1']],
];

describe('satisfies', () => {
  for (const [range, inside, outside] of cases) {
    it(`${JSON.stringify(range)} matches ${inside.join(', ') || 'all'}${outside.length ? `, not ${outside.join(', ')}` : ''}`, () => {
      for (const version of inside) expect(satisfies(version, range), version).toBe(true);
      for (const version of outside) expect(satisfies(version, range), version).toBe(false);
    });
  }

  it('the running sdk 1.0.0 meets a plugin built for ^1 but not one built for ^2', () => {
    expect(satisfies('1.0.0', '^1')).toBe(true);
    expect(satisfies('1.0.0', '^2')).toBe(false);
  });

  it('an invalid version or range never matches', () => {
    expect(satisfies('1.0', '^1')).toBe(false);
    expect(satisfies('latest', '*')).toBe(false);
    expect(satisfies('1.0.0', 'latest')).toBe(false);
    expect(satisfies('1.0.0', '^1 || nope')).toBe(false);
  });
});

describe('isValidRange', () => {
  it.each(['^1', '~1.2', '>=1 <2', '1.x || 2.x', '*', '1.2.3 - 2', '>= 1.0.0'])('accepts %j', (range) => {
    expect(isValidRange(range)).toBe(true);
  });
  it.each(['latest', '^', '1.2.3.4', '>=a', '^1 ||| 2', 'x.y.z.w'])('refuses %j', (range) => {
    expect(isValidRange(range)).toBe(false);
  });
});

describe('versions', () => {
  it('parses and orders versions, pre-releases below their release', () => {
    expect(parseVersion('v1.2.3-beta.1+sha')).toEqual({ major: 1, minor: 2, patch: 3, prerelease: ['beta', 1] });
    const sorted = ['1.0.0', '1.0.0-rc.1', '1.0.0-alpha', '1.0.0-alpha.1', '1.0.0-beta.11', '1.0.0-beta.2', '0.9.9']
      .map((v) => parseVersion(v))
      .filter((v) => v !== null)
      .sort(compareVersions)
      .map((v) => `${v.major}.${v.minor}.${v.patch}${v.prerelease.length ? `-${v.prerelease.join('.')}` : ''}`);
    expect(sorted).toEqual(['0.9.9', '1.0.0-alpha', '1.0.0-alpha.1', '1.0.0-beta.2', '1.0.0-beta.11', '1.0.0-rc.1', '1.0.0']);
  });
});
