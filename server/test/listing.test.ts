import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteDialect } from '../src/db/pglite-dialect';
import { containsMatch, containsPattern, dayRange, pagedList, pageOf } from '../src/lib/listing';

describe('keyword filters (docs/api.md: keywords match literally, case-insensitively)', () => {
  it('escapes LIKE wildcards so % and _ match themselves', () => {
    expect(containsPattern('100%_\\')).toBe('%100\\%\\_\\\\%');
  });

  it('uses LIKE for keywords without cased letters and ILIKE otherwise', () => {
    expect(containsMatch('年会')).toEqual({ op: 'like', pattern: '%年会%' });
    expect(containsMatch('2026 · 第 3 期')).toMatchObject({ op: 'like' });
    expect(containsMatch('Greenroom 年会')).toMatchObject({ op: 'ilike' });
    expect(containsMatch('ä')).toMatchObject({ op: 'ilike' });
    expect(containsMatch('Σ')).toMatchObject({ op: 'ilike' });
  });

  it('reads day ranges in China time, both ends inclusive', () => {
    const { from, to } = dayRange('2026-11-01', '2026-11-02');
    expect(from?.toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(to?.toISOString()).toBe('2026-11-02T16:00:00.000Z');
  });
});

describe('paged lists (docs/api.md: lists are { pageNum, pageSize, total, list })', () => {
  let db: Kysely<{ items: { id: number; owner: number } }>;
  let pglite: PGlite;

  beforeAll(async () => {
    pglite = new PGlite();
    db = new Kysely({ dialect: new PGliteDialect({ pglite }) });
    await sql`create table items (id int primary key, owner int not null)`.execute(db);
    await db
      .insertInto('items')
      .values(Array.from({ length: 9 }, (_, index) => ({ id: index + 1, owner: index < 7 ? 1 : 2 })))
      .execute();
  });
  afterAll(() => db.destroy());

  const owned = () => db.selectFrom('items').where('owner', '=', 1);

  it('counts the filtered rows and reads only the asked page, in the caller’s order', async () => {
    const page = await pageOf(owned(), { pageNum: 2, pageSize: 3 }, (rows) => rows.select('id').orderBy('id', 'desc'));
    expect(page).toEqual({ pageNum: 2, pageSize: 3, total: 7, list: [{ id: 4 }, { id: 3 }, { id: 2 }] });
    // The answer's keys in the order every list has sent them.
    expect(Object.keys(page)).toEqual(['pageNum', 'pageSize', 'total', 'list']);
  });

  it('reads a page of rows with its total in one query; only a page past the end asks for the count alone (issue 25)', async () => {
    const queries: string[] = [];
    const logged = new Kysely<{ items: { id: number; owner: number } }>({
      dialect: new PGliteDialect({ pglite }),
      log: (event) => {
        queries.push(event.query.sql);
      },
    });
    const ownedHere = () => logged.selectFrom('items').where('owner', '=', 1);
    expect(await pageOf(ownedHere(), { pageNum: 1, pageSize: 3 }, (rows) => rows.select('id').orderBy('id'))).toMatchObject({
      total: 7,
      list: [{ id: 1 }, { id: 2 }, { id: 3 }],
    });
    expect(queries).toHaveLength(1);
    expect(await pageOf(ownedHere(), { pageNum: 9, pageSize: 3 }, (rows) => rows.select('id').orderBy('id'))).toMatchObject({ total: 7, list: [] });
    expect(queries).toHaveLength(3);
  });

  it('answers an empty list with the total past the last page', async () => {
    expect(await pageOf(owned(), { pageNum: 4, pageSize: 3 }, (rows) => rows.select('id').orderBy('id'))).toEqual({
      pageNum: 4,
      pageSize: 3,
      total: 7,
      list: [],
    });
  });

  it('takes a count from elsewhere (a kept counter answers text) and a page read another way', async () => {
    const counter = db.selectFrom('items').select(sql<string>`count(*)::text`.as('total'));
    const page = await pagedList({ pageNum: 1, pageSize: 2 }, counter, db.selectFrom('items').select('id').orderBy('id').limit(2));
    expect(page).toEqual({ pageNum: 1, pageSize: 2, total: 9, list: [{ id: 1 }, { id: 2 }] });
  });
});
