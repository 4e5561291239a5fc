// The plugin command's sdk range check (sdk/cli/project.mjs, plain Node) decides as the console's
// loader does (core's semver): a plugin its own `build` and `test` accept is one the console loads
// (issue 27 §12).
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM of the sdk's command, without declarations
import { inRange } from '../../sdk/cli/project.mjs';
import { satisfies } from '../src/semver';

const versions = ['0.0.3', '0.2.5', '1.0.0', '1.2.0', '1.2.3', '1.3.0', '2.0.0', '99.0.0'];
const ranges = [
  '^1',
  '^1.2',
  '^1.2.3',
  '^1.3',
  '^0.2',
  '^0.0.3',
  '^0',
  '~1',
  '~1.2',
  '~1.2.3',
  '1',
  '1.x',
  '1.2.x',
  '*',
  '',
  '1.2.0',
  '>=1.2',
  '>1',
  '>1.2.0',
  '<2',
  '<=1.2',
  '<=1.2.3',
  '<1.2.3',
  '>=1 <2',
  '^1 || ^2',
  '^99',
  '>= 1.2',
  'nonsense',
  '^1.2.3.4',
  '1.2 - 2.3',
  '1.2.*',
  '1.x || >=99',
];

describe('greenroom-plugin decides an sdk range as the console does (issue 27 §12)', () => {
  it('agrees with core’s satisfies on every version and range of the table', () => {
    const disagree = versions.flatMap((version) =>
      ranges.filter((range) => inRange(version, range) !== satisfies(version, range)).map((range) => `${version} in "${range}"`),
    );
    expect(disagree).toEqual([]);
    expect(inRange('1.2.0', '^99')).toBe(false);
  });
});
