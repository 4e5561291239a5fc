/**
 * A small semver matcher, enough for the loader to check a plugin's `sdk` range against the
 * running sdk: exact versions, `^`, `~`, `x`/`*` wildcards and partial versions, comparators
 * `>= > <= < =`, hyphen ranges, space-separated AND sets and `||`. Pre-release versions follow
 * npm's rule: they match only a set naming a pre-release of the same major.minor.patch.
 */

type Identifier = string | number;

/** A parsed version. */
export interface SemVer {
  major: number;
  minor: number;
  patch: number;
  prerelease: Identifier[];
}

type Op = '<' | '<=' | '>' | '>=' | '=';
interface Comparator {
  op: Op;
  version: SemVer;
}
interface Partial {
  major: number | null;
  minor: number | null;
  patch: number | null;
  prerelease: Identifier[];
}

const PRE = '(?:-([0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*))?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?';
const VERSION_RE = new RegExp(`^v?(\\d+)\\.(\\d+)\\.(\\d+)${PRE}$`);
const PART = '(\\d+|[xX*])';
const PARTIAL_RE = new RegExp(`^v?${PART}(?:\\.${PART}(?:\\.${PART})?)?${PRE}$`);
const COMPARATOR_RE = /^(\^|~>?|>=|<=|>|<|=)?(.*)$/;

function identifiers(text: string | undefined): Identifier[] {
  return text ? text.split('.').map((id) => (/^\d+$/.test(id) ? Number(id) : id)) : [];
}

/** Parses `1.2.3`, `v1.2.3-beta.1+build`; null when it is not a full version. */
export function parseVersion(text: string): SemVer | null {
  const m = VERSION_RE.exec(text.trim());
  if (!m) return null;
  return { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]), prerelease: identifiers(m[4]) };
}

function comparePrerelease(a: Identifier[], b: Identifier[]): number {
  if (!a.length || !b.length) return b.length - a.length; // a release outranks its pre-releases
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (i >= a.length) return -1;
    if (i >= b.length) return 1;
    const [x, y] = [a[i], b[i]];
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return x < y ? -1 : 1;
    if (typeof x === 'number') return -1;
    if (typeof y === 'number') return 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

/** Orders two versions: negative when `a` is lower, 0 when equal, positive when higher. */
export function compareVersions(a: SemVer, b: SemVer): number {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch || comparePrerelease(a.prerelease, b.prerelease);
}

function parsePartial(text: string): Partial | null {
  const m = PARTIAL_RE.exec(text);
  if (!m) return null;
  const part = (s: string | undefined) => (s === undefined || /^[xX*]$/.test(s) ? null : Number(s));
  const major = part(m[1]);
  // A wildcard swallows everything after it: `1.x.3` means `1.x`.
  const minor = major === null ? null : part(m[2]);
  const patch = minor === null ? null : part(m[3]);
  return { major, minor, patch, prerelease: patch === null ? [] : identifiers(m[4]) };
}

const v = (major: number, minor: number, patch: number, prerelease: Identifier[] = []): SemVer => ({ major, minor, patch, prerelease });
const c = (op: Op, version: SemVer): Comparator => ({ op, version });
const NOTHING = [c('<', v(0, 0, 0, [0]))];

// Upper bound just below the next major/minor, excluding that version's pre-releases.
const nextMajor = (p: Partial) => v((p.major ?? 0) + 1, 0, 0, [0]);
const nextMinor = (p: Partial) => v(p.major ?? 0, (p.minor ?? 0) + 1, 0, [0]);
const floor = (p: Partial) => v(p.major ?? 0, p.minor ?? 0, p.patch ?? 0, p.prerelease);

function desugar(op: string, p: Partial): Comparator[] {
  const full = p.patch !== null;
  if (p.major === null) return op === '>' || op === '<' ? NOTHING : [];
  switch (op) {
    case '^':
      if (p.minor === null || p.major > 0) return [c('>=', floor(p)), c('<', nextMajor(p))];
      if (!full || p.minor > 0) return [c('>=', floor(p)), c('<', nextMinor(p))];
      return [c('>=', floor(p)), c('<', v(0, 0, (p.patch ?? 0) + 1, [0]))];
    case '~':
    case '~>':
      return [c('>=', floor(p)), c('<', p.minor === null ? nextMajor(p) : nextMinor(p))];
    case '>':
      if (full) return [c('>', floor(p))];
      return [c('>=', p.minor === null ? v(p.major + 1, 0, 0) : v(p.major, p.minor + 1, 0))];
    case '>=':
      return [c('>=', floor(p))];
    case '<':
      return [c('<', full ? floor(p) : v(p.major, p.minor ?? 0, 0, [0]))];
    case '<=':
      if (full) return [c('<=', floor(p))];
      return [c('<', p.minor === null ? nextMajor(p) : nextMinor(p))];
    default:
      if (full) return [c('=', floor(p))];
      return [c('>=', floor(p)), c('<', p.minor === null ? nextMajor(p) : nextMinor(p))];
  }
}

function parseHyphen(from: Partial, to: Partial): Comparator[] {
  const lower = from.major === null ? [] : [c('>=', floor(from))];
  return [...lower, ...(to.major === null ? [] : desugar('<=', to))];
}

function parseSet(text: string): Comparator[] | null {
  const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(text);
  if (hyphen) {
    const [from, to] = [parsePartial(hyphen[1]), parsePartial(hyphen[2])];
    return from && to ? parseHyphen(from, to) : null;
  }
  const set: Comparator[] = [];
  // `>= 1.2.3` is written with a space by some; glue operators to their version first.
  for (const token of text
    .replace(/(\^|~>?|>=|<=|>|<|=)\s+/g, '$1')
    .split(/\s+/)
    .filter(Boolean)) {
    const [, op = '', rest] = COMPARATOR_RE.exec(token) ?? [];
    const partial = parsePartial(rest ?? '');
    if (!partial) return null;
    set.push(...desugar(op, partial));
  }
  return set;
}

function parseRange(range: string): Comparator[][] | null {
  const sets: Comparator[][] = [];
  for (const part of range.split('||')) {
    const set = parseSet(part.trim());
    if (!set) return null;
    sets.push(set);
  }
  return sets;
}

function test(version: SemVer, { op, version: bound }: Comparator): boolean {
  const order = compareVersions(version, bound);
  if (op === '<') return order < 0;
  if (op === '<=') return order <= 0;
  if (op === '>') return order > 0;
  if (op === '>=') return order >= 0;
  return order === 0;
}

function testSet(version: SemVer, set: Comparator[]): boolean {
  if (!set.every((comparator) => test(version, comparator))) return false;
  if (!version.prerelease.length) return true;
  return set.some(({ version: b }) => b.prerelease.length > 0 && b.major === version.major && b.minor === version.minor && b.patch === version.patch);
}

/** True when `range` is a range this matcher understands. */
export function isValidRange(range: string): boolean {
  return parseRange(range) !== null;
}

/** True when `version` is a valid version inside `range`; false for anything unparsable. */
export function satisfies(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  const sets = parseRange(range);
  if (!parsed || !sets) return false;
  return sets.some((set) => testSet(parsed, set));
}
