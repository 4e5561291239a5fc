/**
 * Issue 21 §3 ("NUL in the on-site booking fields"): `booking.city` = "a\u0000b" answered HTTP 500
 * (PostgreSQL cannot hold NUL) and line breaks, ESC and U+202E were stored. The fix is by
 * construction: every text field of every contract is built from the one text type of
 * @greenroom/contracts (`text()` / `multilineText()`, contracts/src/text.ts). This file checks
 *   1. the text type itself,
 *   2. that EVERY string schema reachable from EVERY export of @greenroom/contracts is that type
 *      (a new field written as a bare `z.string()` fails here, whatever module it is in),
 *   3. the finding's own request: POST /srv/trxorder/addOrder answers the envelope's code 400.
 */
import * as contracts from '@greenroom/contracts';
import { CONTROL_CHARACTER_MESSAGE, isText, MULTILINE_CONTROL_CHARACTER_MESSAGE, multilineText, text } from '@greenroom/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../src/db/schema';
import { addDays, chinaDay } from '../src/lib/days';
import { changedTables, snapshot } from './dbSnapshot';
import { createTestApp, createTestDb, signIn } from './helpers';
import { call } from './request';

/** What neither text type lets through, named for the failure message. */
const REFUSED_EVERYWHERE: [string, string][] = [
  ['NUL', 'a\u0000b'],
  ['ESC', 'a\u001bb'],
  ['BEL', 'a\u0007b'],
  ['DEL', 'a\u007fb'],
  ['C1 NEL', 'a\u0085b'],
  ['C1 CSI', 'a\u009bb'],
  ['RLO U+202E', 'a\u202eb'],
  ['LRE U+202A', 'a\u202ab'],
  ['RLI U+2067', 'a\u2067b'],
  ['PDI U+2069', 'a\u2069b'],
  ['RLM U+200F', 'a\u200fb'],
  ['LRM U+200E', 'a\u200eb'],
  ['ALM U+061C', 'a\u061cb'],
  ['lone high surrogate', 'a\ud800b'],
  ['lone low surrogate', 'a\udc00b'],
  ['vertical tab', 'a\u000bb'],
  ['form feed', 'a\u000cb'],
];
/** Line breaks and TAB: refused on one line, allowed (CR normalised) in a multi-line text. */
const LINE_BREAKS: [string, string][] = [
  ['LF', 'a\nb'],
  ['CR', 'a\rb'],
  ['CR LF', 'a\r\nb'],
  ['TAB', 'a\tb'],
  ['U+2028', 'a\u2028b'],
  ['U+2029', 'a\u2029b'],
];
const FINE = ['杭州市西湖区文三路 478 号', '王晓敏', '「年会」节目投票：第 3 场 — 100% 好评！', 'Café №5 😀 👨‍👩‍👧', 'العربية', ''];

describe('the text type (contracts/src/text.ts)', () => {
  it('text() refuses every control character, bidi control, lone surrogate and line break', () => {
    const schema = text();
    for (const [name, value] of [...REFUSED_EVERYWHERE, ...LINE_BREAKS]) {
      const result = schema.safeParse(value);
      expect(result.success, `${name} ${JSON.stringify(value)}`).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([CONTROL_CHARACTER_MESSAGE]);
    }
    // The check comes before a trim: a trailing line break is refused, not silently cut.
    expect(text().trim().safeParse('北京\n').success).toBe(false);
  });

  it('text() accepts ordinary Chinese and other text, and chains like z.string()', () => {
    for (const value of FINE) expect(text().parse(value)).toBe(value);
    const city = text().trim().min(1).max(4);
    expect(city.parse('  杭州市 ')).toBe('杭州市');
    expect(city.safeParse('   ').success).toBe(false);
    expect(city.safeParse('杭州市西湖区').success).toBe(false);
    expect(
      text()
        .regex(/^GR\d{2}$/)
        .safeParse('GR12').success,
    ).toBe(true);
    // With a control character only its message, not the other checks' too.
    expect(text().max(1).regex(/^x$/).safeParse('a\u0000b').error?.issues).toHaveLength(1);
  });

  it('multilineText() allows LF and TAB, turns CR LF / CR / U+2028 / U+2029 into LF, refuses the rest', () => {
    const schema = multilineText();
    expect(schema.parse('a\nb')).toBe('a\nb');
    expect(schema.parse('a\tb')).toBe('a\tb');
    expect(schema.parse('第一段\r\n第二段\r第三段\u2028第四段\u2029')).toBe('第一段\n第二段\n第三段\n第四段\n');
    for (const value of FINE) expect(schema.parse(value)).toBe(value);
    for (const [name, value] of REFUSED_EVERYWHERE) {
      const result = schema.safeParse(value);
      expect(result.success, `${name} ${JSON.stringify(value)}`).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([MULTILINE_CONTROL_CHARACTER_MESSAGE]);
    }
    expect(multilineText().trim().max(5).parse(' a\r\nb ')).toBe('a\nb');
  });

  it('isText recognises both through every chain, and nothing else', () => {
    expect(isText(text())).toBe(true);
    expect(isText(multilineText())).toBe(true);
    expect(isText(text().trim().min(1).max(9).regex(/x/).describe('说明'))).toBe(true);
    expect(isText(z.string())).toBe(false);
    expect(isText(z.string().regex(/^[a-z]+$/))).toBe(false);
    expect(isText(z.email())).toBe(false);
    expect(isText(z.number())).toBe(false);
    expect(isText(text().optional())).toBe(false); // the walker unwraps; isText asks about a string schema itself
  });
});

// --- the walker --------------------------------------------------------------------------------

interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (value: unknown): Def | undefined => (value as { _zod?: { def?: Def } } | null | undefined)?._zod?.def;
const isSchema = (value: unknown): value is z.ZodType => typeof defOf(value)?.type === 'string';

/** Leaves that cannot hold a free text. */
const NO_TEXT = new Set(['number', 'int', 'bigint', 'boolean', 'null', 'undefined', 'void', 'never', 'nan', 'date', 'literal', 'enum', 'transform']);
/** Wrappers whose content is `innerType`. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch', 'promise', 'success']);

interface WalkResult {
  /** Where a string schema is not the text type, or a schema the walker cannot see into. */
  offences: string[];
  /** How many text-type string schemas were seen. */
  texts: number;
}

/** The schemas inside a composite schema, with where they sit; null for a type the walker does not know. */
function childrenOf(def: Def, path: string): [unknown, string][] | null {
  if (WRAPPERS.has(def.type)) return [[def.innerType, path]];
  switch (def.type) {
    case 'object':
      return [
        ...Object.entries(def.shape as Record<string, unknown>).map(([key, child]): [unknown, string] => [child, `${path}.${key}`]),
        ...(def.catchall ? [[def.catchall, `${path}.<other keys>`] as [unknown, string]] : []),
      ];
    case 'array':
      return [[def.element, `${path}[]`]];
    case 'set':
      return [[def.valueType, `${path}<item>`]];
    case 'record':
    case 'map':
      return [
        [def.keyType, `${path}<key>`],
        [def.valueType, `${path}<value>`],
      ];
    case 'tuple':
      return [
        ...(def.items as unknown[]).map((item, index): [unknown, string] => [item, `${path}[${index}]`]),
        ...(def.rest ? [[def.rest, `${path}[…]`] as [unknown, string]] : []),
      ];
    case 'union':
      return (def.options as unknown[]).map((option, index): [unknown, string] => [option, `${path}<option ${index + 1}>`]);
    case 'intersection':
      return [
        [def.left, `${path}<left>`],
        [def.right, `${path}<right>`],
      ];
    case 'pipe':
      return [
        [def.in, `${path}<in>`],
        [def.out, `${path}<out>`],
      ];
    case 'lazy':
      return [[(def.getter as () => unknown)(), path]];
    default:
      return null;
  }
}

function walkSchema(schema: z.ZodType, path: string, result: WalkResult, seen: WeakSet<object>): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = defOf(schema) as Def;
  if (def.type === 'string') {
    if (isText(schema)) result.texts++;
    else result.offences.push(`${path}: a string schema that is not text() / multilineText()`);
    return;
  }
  if (NO_TEXT.has(def.type)) return;
  const children = childrenOf(def, path);
  // any, unknown, custom, template_literal, file, symbol…: nothing says it refuses control characters.
  if (!children) result.offences.push(`${path}: a ${def.type} schema (use text() for text)`);
  for (const [child, where] of children ?? []) {
    if (isSchema(child)) walkSchema(child, where, result, seen);
    else result.offences.push(`${where}: not a zod schema`);
  }
}

/** Walks a value exported by the contracts: a schema, or a plain object / array of them (field groups, the call table). */
function walkExport(value: unknown, path: string, result: WalkResult, seen: WeakSet<object>): void {
  if (isSchema(value)) {
    walkSchema(value, path, result, seen);
    return;
  }
  if (value === null || typeof value !== 'object' || value instanceof RegExp || seen.has(value)) return;
  seen.add(value);
  for (const [key, child] of Object.entries(value)) walkExport(child, `${path}.${key}`, result, seen);
}

/**
 * Every exported function that builds schemas, called with representative arguments. An exported
 * function missing here (and from NOT_FACTORIES) fails the test: add it, so its schemas are walked.
 */
const FACTORIES: Record<string, () => unknown> = {
  envelope: () => contracts.envelope(z.null()),
  page: () => contracts.page(z.null()),
  windowedPage: () => contracts.windowedPage(z.null()),
  paging: () => contracts.paging(),
  queryInt: () => contracts.queryInt(z.number()),
  queryText: () => contracts.queryText(50),
  searchText: () => contracts.searchText(50),
  titleText: () => contracts.titleText(),
  queryEnum: () => contracts.queryEnum(['a', 'b']),
  queryDate: () => contracts.queryDate(),
  statDay: () => contracts.statDay(),
  statRangeChecks: () => contracts.statRangeChecks(z.object({ startTime: text().optional(), endTime: text().optional() })),
  text: () => contracts.text(),
  multilineText: () => contracts.multilineText(),
};
/** Exported functions that build no schema. */
// Functions over plain data (the catalogue's look-ups, the boot calls' addresses, the languages and
// text catalogues of i18n.ts, issue 29): no schema to walk.
const NOT_FACTORIES = new Set([
  'statPlatformName',
  'isText',
  'bootCallUrl',
  'productById',
  'productShortName',
  'editionName',
  'isLocale',
  'localeOfTag',
  'localeOfAcceptLanguage',
  'setLocaleSource',
  'currentLocale',
  'defineTexts',
  'cataloguesOf',
  'missingTranslations',
  'translateMessage',
  'hasEnglish',
  'livePageCursor',
  'livePageCursorTime',
]);

function walkContracts(): WalkResult & { unknownFunctions: string[] } {
  const result: WalkResult = { offences: [], texts: 0 };
  const seen = new WeakSet<object>();
  const unknownFunctions: string[] = [];
  for (const [name, value] of Object.entries(contracts)) {
    if (typeof value === 'function' && !isSchema(value)) {
      if (NOT_FACTORIES.has(name)) continue;
      const build = FACTORIES[name];
      if (build) walkExport(build(), `${name}()`, result, seen);
      else unknownFunctions.push(name);
      continue;
    }
    walkExport(value, name, result, seen);
  }
  return { ...result, unknownFunctions };
}

describe('issue 21 §3: every text field of every contract refuses control characters', () => {
  it('every string schema reachable from every export of @greenroom/contracts is text() or multilineText()', () => {
    const { offences, texts, unknownFunctions } = walkContracts();
    expect(unknownFunctions, 'exported functions the walker does not know how to call: add them to FACTORIES or NOT_FACTORIES').toEqual([]);
    expect(offences).toEqual([]);
    // The walker did reach the contracts' texts (a few hundred fields), the booking's among them.
    expect(texts).toBeGreaterThan(200);
    const booking = contracts.trxorderBookingInput.shape;
    for (const field of [booking.city, booking.address, booking.contactName, booking.contactPhone, booking.serviceDate]) expect(isText(field)).toBe(true);
  });

  it('the walker finds a bare string anywhere: objects, arrays, wrappers, unions, records, tuples, pipes, lazy, call tables', () => {
    const offencesOf = (value: unknown) => {
      const result: WalkResult = { offences: [], texts: 0 };
      walkExport(value, 'x', result, new WeakSet());
      return result.offences;
    };
    const bare = () => z.string();
    const nested = [
      z.object({ a: bare() }),
      z.object({ a: z.array(z.object({ b: bare().optional() })) }),
      z.object({ a: bare().nullable().default('') }).strict(),
      z.discriminatedUnion('k', [z.object({ k: z.literal(1) }), z.object({ k: z.literal(2), v: bare() })]),
      z.union([z.number(), bare().trim().max(3)]),
      z.record(bare(), z.number()),
      z.record(text(), bare()),
      z.tuple([z.number()], bare()),
      z.intersection(z.object({}), z.object({ a: bare() })),
      z.preprocess((value) => value, bare()),
      text()
        .transform((value) => value.toUpperCase())
        .pipe(bare().max(9)),
      z.lazy(() => z.object({ a: bare() })),
      z.object({ a: z.string().regex(/^[a-z]+$/) }),
      z.object({ a: z.email() }),
      z.object({}).catchall(bare()),
      z.object({ a: z.unknown() }),
      z.object({ a: z.templateLiteral(['a', z.string()]) }),
      { 'GET /x': { query: z.object({ q: bare() }) } },
      [z.object({ a: bare() })],
    ];
    for (const schema of nested) expect(offencesOf(schema), JSON.stringify(defOf(schema)?.type ?? 'object')).not.toEqual([]);
    expect(offencesOf(z.object({ a: text(), b: z.array(multilineText().optional()), c: z.enum(['x']), d: z.literal('y'), e: z.number() }))).toEqual([]);
  });
});

// --- the finding's request ------------------------------------------------------------------------

describe('issue 21 §3: POST /srv/trxorder/addOrder with control characters in the booking', () => {
  let db: Kysely<Database>;
  let app: FastifyInstance;
  let demo: string;

  beforeAll(async () => {
    db = await createTestDb();
    app = await createTestApp(db);
    demo = await signIn(app, 'demo');
  });

  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  const booking = () => ({
    serviceDate: addDays(chinaDay(new Date()), 2),
    city: '杭州市',
    address: '西湖区文三路 478 号',
    contactName: '王晓敏',
    contactPhone: '13912345678',
    remark: '请提前半小时到场',
  });
  const addOrder = (fields: Record<string, unknown>) =>
    call(app, 'POST', '/srv/trxorder/addOrder', { cookie: demo, body: { priceId: 3, type: 1, payType: 'wechat', booking: { ...booking(), ...fields } } });

  it('answers HTTP 200 with code 400 naming the field (never a 500), and stores nothing', async () => {
    const before = await snapshot(db);
    const failures: string[] = [];
    for (const field of ['city', 'address', 'contactName', 'remark']) {
      for (const [name, value] of [...REFUSED_EVERYWHERE, ...LINE_BREAKS, ['ESC sequence', '杭州\u001b[2J市'] as [string, string]]) {
        const answer = await addOrder({ [field]: value });
        const expected = `参数错误：booking.${field} ${CONTROL_CHARACTER_MESSAGE}`;
        if (answer.status !== 200 || answer.body.code !== 400 || answer.body.msg !== expected)
          failures.push(`booking.${field} with ${name}: HTTP ${answer.status}, code ${answer.body.code}, ${answer.body.msg}`);
      }
    }
    expect(failures).toEqual([]);
    expect(changedTables(before, await snapshot(db))).toEqual([]);
  });

  it('other text inputs refuse them too: an order number, a search keyword', async () => {
    const getOrder = await call(app, 'POST', '/srv/trxorder/getOrder', { cookie: demo, body: { orderNo: 'GR2024050112000012345\u0000' } });
    expect(getOrder.status).toBe(200);
    expect(getOrder.body).toMatchObject({ code: 400, msg: `参数错误：orderNo ${CONTROL_CHARACTER_MESSAGE}` });
    for (const keyword of ['a\u001bb', 'a\u202eb', 'a\u0000b']) {
      const list = await call(app, 'GET', `/api/order/huipai/list?keyword=${encodeURIComponent(keyword)}`, { cookie: demo });
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ code: 400, msg: `参数错误：keyword ${CONTROL_CHARACTER_MESSAGE}` });
    }
  });

  it('still takes an ordinary Chinese booking (trimmed as before)', async () => {
    const answer = await addOrder({ city: ' 杭州市 ', contactName: '王晓敏', remark: '带三脚架；“主会场” 2 号门' });
    expect(answer.body).toMatchObject({ code: 0 });
    expect((answer.body.data as { booking: { city: string; remark: string } }).booking).toMatchObject({ city: '杭州市', remark: '带三脚架；“主会场” 2 号门' });
  });
});
