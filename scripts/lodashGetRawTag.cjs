'use strict';
/**
 * lodash's `_getRawTag` for strict-mode bundles (issue 25; esbuild.config.mjs `strictLodash`).
 *
 * lodash reads an object's built-in tag by setting its `Symbol.toStringTag` to undefined for a moment,
 * in a `try`: in lodash's own sloppy-mode files a read-only tag (every Map, Set, Promise, DataView,
 * WeakMap — the tag is read-only on their prototypes) makes the assignment fail silently. The console's
 * bundles are ES modules, which are strict: there the assignment throws a TypeError, five times while
 * the first screen's script is evaluated (lodash's `_getTag` probes those five types) and once per
 * such value later. Each throw is a real cost: with DevTools (or any tool driving the browser) attached,
 * V8 captures a detailed stack trace and re-parses the whole script for its source positions.
 *
 * This version asks whether the tag can be written before it writes it, and answers what lodash's
 * answers in sloppy mode for every value (host/test/strictLodash.test.ts).
 */
const lodashSymbol = require('./_Symbol');

const objectProto = Object.prototype;
const hasOwn = objectProto.hasOwnProperty;
const nativeObjectToString = objectProto.toString;
const symToStringTag = lodashSymbol ? lodashSymbol.toStringTag : undefined;

/** Whether `object[key] = …` would succeed (in sloppy mode it would otherwise fail silently). */
function canAssign(object, key) {
  for (let o = object; o != null; o = Object.getPrototypeOf(o)) {
    const descriptor = Object.getOwnPropertyDescriptor(o, key);
    if (descriptor) {
      if ('value' in descriptor) return descriptor.writable === true && (o === object || Object.isExtensible(object));
      return typeof descriptor.set === 'function';
    }
  }
  return Object.isExtensible(object);
}

/** The raw `toStringTag` of `value`, ignoring its `Symbol.toStringTag` (lodash's `getRawTag`). */
function getRawTag(value) {
  const isOwn = hasOwn.call(value, symToStringTag);
  const tag = value[symToStringTag];
  let unmasked = false;
  if (canAssign(value, symToStringTag)) {
    value[symToStringTag] = undefined;
    unmasked = true;
  }
  const result = nativeObjectToString.call(value);
  if (unmasked) {
    if (isOwn) value[symToStringTag] = tag;
    else delete value[symToStringTag];
  }
  return result;
}

module.exports = getRawTag;
