import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 25 (the first screen's script throws nothing): the console's builds replace lodash's
// `_getRawTag` with scripts/lodashGetRawTag.cjs (esbuild.config.mjs `strictLodash`). lodash's own
// relies on sloppy mode, where writing a read-only `Symbol.toStringTag` fails silently; in the
// console's strict ES-module bundles it threw, five times while the first screen's script ran.
const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(path.join(root, 'package.json'));
/** lodash's own, loaded by Node as lodash ships it: a sloppy-mode CommonJS file. */
const lodashGetRawTag = require('lodash/_getRawTag.js') as (value: unknown) => string;
/** The console's, loaded from its own strict file beside lodash's `_Symbol`. */
const strictGetRawTag = (() => {
  const module = { exports: {} as unknown };
  const source = require('node:fs').readFileSync(path.join(root, 'scripts/lodashGetRawTag.cjs'), 'utf8') as string;
  const lodashRequire = createRequire(require.resolve('lodash/_getRawTag.js'));
  new Function('require', 'module', 'exports', source)(lodashRequire, module, module.exports);
  return module.exports as (value: unknown) => string;
})();

class Tagged {
  get [Symbol.toStringTag]() {
    return 'Tagged';
  }
}
const ownTag = () => ({ [Symbol.toStringTag]: 'Own' });
const readOnlyOwnTag = () => Object.defineProperty({}, Symbol.toStringTag, { value: 'ReadOnly', writable: false, configurable: true });
const VALUES: [string, () => object][] = [
  ['a plain object', () => ({})],
  ['an array', () => []],
  ['a Map', () => new Map()],
  ['a Set', () => new Set()],
  ['a WeakMap', () => new WeakMap()],
  ['a Promise', () => Promise.resolve()],
  ['a DataView', () => new DataView(new ArrayBuffer(1))],
  ['an object with its own tag', ownTag],
  ['an object with a read-only own tag', readOnlyOwnTag],
  ['an instance whose class reads its tag', () => new Tagged()],
  ['a frozen object', () => Object.freeze({})],
  ['a frozen object with its own tag', () => Object.freeze(ownTag())],
  ['an object without a prototype', () => Object.create(null)],
  ['a function', () => () => undefined],
];

describe('lodash’s raw tag in strict bundles (issue 25)', () => {
  it.each(VALUES)('answers what lodash answers for %s, and throws nothing in strict mode', (_name, make) => {
    const value = make();
    expect(() => strictGetRawTag(value)).not.toThrow();
    expect(strictGetRawTag(make())).toBe(lodashGetRawTag(make()));
  });

  it('leaves the value as it found it: its own tag restored, no tag added', () => {
    const own = ownTag();
    strictGetRawTag(own);
    expect(Object.getOwnPropertyDescriptor(own, Symbol.toStringTag)?.value).toBe('Own');
    const plain = {};
    strictGetRawTag(plain);
    expect(Object.getOwnPropertySymbols(plain)).toEqual([]);
  });

  it('the file is strict: lodash’s own way would throw in it (what the console’s bundles did)', () => {
    const source = require('node:fs').readFileSync(path.join(root, 'scripts/lodashGetRawTag.cjs'), 'utf8') as string;
    expect(source.trimStart().startsWith("'use strict';")).toBe(true);
    // A test file is an ES module, strict as the console's bundles are.
    expect(() => {
      (new Map() as unknown as Record<symbol, unknown>)[Symbol.toStringTag] = undefined;
    }).toThrow(TypeError);
  });
});
