import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Material, MaterialPreview, MaterialRenamed, Page } from '@greenroom/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { createClock, createTestDb, signInDemoAccounts } from './helpers';
import { call, createMediaApp, data, expectBadRequest, expectNotFound, FIXTURES_DIR, mediaOptions, pathOf } from './mediaHelpers';

let db: Kysely<Database>;
let app: FastifyInstance;
let clock: ReturnType<typeof createClock>;
let demo: string;
let demo2: string;
let demoId: number;
let demo2Id: number;

beforeAll(async () => {
  db = await createTestDb();
  clock = createClock();
  app = await createMediaApp(db, mediaOptions(), clock.now);
  ({ demo, demo2, demoId, demo2Id } = await signInDemoAccounts(app, db));
});

afterAll(async () => {
  await app.close();
  await db.destroy();
});

type Kind = 'twzb' | 'event';
const list = (kind: Kind, query = '', cookie = demo) => data<Page<Material>>(app, 'GET', `/api/material/${kind}/list${query}`, cookie);

async function rowsOf(ownerId: number, kind: Kind) {
  return db.selectFrom('materials').selectAll().where('owner_id', '=', ownerId).where('kind', '=', kind).orderBy('id').execute();
}

describe('GET /api/material/{twzb,event}/list', () => {
  it('answers page 1 of 20, newest first, own rows of that kind only', async () => {
    for (const [kind, total, theirs] of [
      ['twzb', 36, 6],
      ['event', 30, 5],
    ] as const) {
      const page = await list(kind);
      expect(page).toMatchObject({ pageNum: 1, pageSize: 20, total });
      expect(Object.keys(page.list[0] ?? {}).sort()).toEqual(
        ['activityId', 'activityTitle', 'createdAt', 'duration', 'height', 'id', 'size', 'thumbUrl', 'title', 'type', 'updatedAt', 'width'].sort(),
      );
      const all = (await list(kind, '?pageSize=100')).list;
      expect(all).toHaveLength(total);
      for (let i = 1; i < all.length; i++) {
        expect(Date.parse((all[i - 1] as Material).createdAt)).toBeGreaterThanOrEqual(Date.parse((all[i] as Material).createdAt));
      }
      const own = new Set((await rowsOf(demoId, kind)).map((row) => row.id));
      expect(all.every((row) => own.has(row.id))).toBe(true);
      expect((await list(kind, '', demo2)).total).toBe(theirs);
    }
  });

  it('filters by type, keyword, activity and created date range', async () => {
    const all = (await list('twzb', '?pageSize=100')).list;
    const videos = await list('twzb', '?type=video&pageSize=100');
    expect(videos.total).toBe(all.filter((row) => row.type === 'video').length);
    expect(videos.list.every((row) => row.type === 'video' && row.duration !== null)).toBe(true);
    expect((await list('twzb', '?type=image&pageSize=100')).list.every((row) => row.type === 'image' && row.duration === null)).toBe(true);

    const linked = all.find((row) => row.activityTitle) as Material;
    const byActivity = await list('twzb', `?activityId=${linked.activityId}&pageSize=100`);
    expect(byActivity.total).toBe(all.filter((row) => row.activityId === linked.activityId).length);
    const byKeyword = await list('twzb', `?keyword=${encodeURIComponent(linked.activityTitle as string)}&pageSize=100`);
    expect(byKeyword.list.map((row) => row.id)).toContain(linked.id);

    const title = linked.title;
    expect(
      (await list('twzb', `?keyword=${encodeURIComponent(title)}&pageSize=100`)).list.every(
        (row) => row.title.includes(title) || row.activityTitle?.includes(title),
      ),
    ).toBe(true);
    expect((await list('twzb', `?keyword=${encodeURIComponent("1' OR '1'='1")}`)).total).toBe(0);

    const day = new Date(Date.parse(linked.createdAt) + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await list('twzb', `?startDate=${day}&endDate=${day}&pageSize=100`)).list.map((row) => row.id)).toContain(linked.id);
    expect((await list('twzb', '?startDate=2000-01-01&endDate=2000-01-31')).total).toBe(0);
  });

  it('rejects bad input with a Chinese message', async () => {
    for (const query of [
      '?type=audio',
      '?pageSize=101',
      '?pageNum=0',
      '?activityId=0',
      '?startDate=2024-1-1',
      '?endDate=2024-02-30',
      `?keyword=${'x'.repeat(51)}`,
    ]) {
      await expectBadRequest(app, 'GET', `/api/material/event/list${query}`, demo);
    }
  });

  it('requires a session', async () => {
    expect((await call(app, 'GET', '/api/material/twzb/list')).status).toBe(401);
    expect((await call(app, 'GET', '/api/material/event/preview/1')).status).toBe(401);
  });
});

describe('preview and the signed files', () => {
  it('an image previews as a generated picture of its own size; thumbnails load too', async () => {
    const image = (await rowsOf(demoId, 'twzb')).find((row) => row.type === 'image');
    if (!image) throw new Error('no image');
    const preview = await data<MaterialPreview>(app, 'GET', `/api/material/twzb/preview/${image.id}`, demo);
    expect(preview).toMatchObject({ id: image.id, type: 'image', mimeType: 'image/svg+xml', posterUrl: null, width: image.width, height: image.height });
    const picture = await app.inject({ method: 'GET', url: pathOf(preview.url) });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect(picture.body).toMatch(new RegExp(`^<svg[^>]* width="${image.width}" height="${image.height}"`));

    const { list: rows } = await list('twzb', '?pageSize=1');
    const thumb = await app.inject({ method: 'GET', url: pathOf((rows[0] as Material).thumbUrl) });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.body.startsWith('<svg')).toBe(true);
  });

  it('a video previews as a playable WebM (with Range) and a poster', async () => {
    const video = (await rowsOf(demoId, 'event')).find((row) => row.type === 'video');
    if (!video?.file_name) throw new Error('no video');
    const preview = await data<MaterialPreview>(app, 'GET', `/api/material/event/preview/${video.id}`, demo);
    expect(preview).toMatchObject({ type: 'video', mimeType: 'video/webm' });
    const bytes = readFileSync(path.join(FIXTURES_DIR, video.file_name));
    const whole = await app.inject({ method: 'GET', url: pathOf(preview.url) });
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await app.inject({ method: 'GET', url: pathOf(preview.url), headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    const poster = await app.inject({ method: 'GET', url: pathOf(preview.posterUrl as string) });
    expect(poster.headers['content-type']).toContain('image/svg+xml');
  });

  it('signed URLs expire and cannot be moved to another file', async () => {
    const [image] = await rowsOf(demoId, 'event');
    const preview = await data<MaterialPreview>(app, 'GET', `/api/material/event/preview/${image?.id}`, demo);
    const url = pathOf(preview.url);
    const moved = url.replace(`/file/${image?.id}.`, `/file/${(image?.id ?? 0) + 1}.`);
    expect((await app.inject({ method: 'GET', url: moved })).statusCode).toBe(403);
    clock.advance(2 * 60 * 60_000 + 1000);
    try {
      const expired = await app.inject({ method: 'GET', url });
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toMatchObject({ code: 403, msg: '素材地址无效或已过期' });
    } finally {
      clock.advance(-(2 * 60 * 60_000 + 1000));
    }
  });

  it("answers 404 for another user's material, the other kind, or a missing id", async () => {
    const [foreign] = await rowsOf(demo2Id, 'twzb');
    const [event] = await rowsOf(demoId, 'event');
    await expectNotFound(app, 'GET', `/api/material/twzb/preview/${foreign?.id}`, demo);
    await expectNotFound(app, 'GET', `/api/material/twzb/preview/${event?.id}`, demo);
    await expectNotFound(app, 'GET', '/api/material/twzb/preview/2147483647', demo);
    await expectBadRequest(app, 'GET', '/api/material/twzb/preview/-1', demo);
    await expectBadRequest(app, 'GET', '/api/material/twzb/preview/2147483648', demo);
  });
});

describe('PUT /api/material/{kind}/rename/{id}', () => {
  it('renames an own material (1..50 characters, trimmed)', async () => {
    const [row] = await rowsOf(demoId, 'twzb');
    clock.advance(60_000);
    const renamed = await data<MaterialRenamed>(app, 'PUT', `/api/material/twzb/rename/${row?.id}?title=${encodeURIComponent(' 开幕式主舞台 ')}`, demo);
    expect(renamed).toMatchObject({ id: row?.id, title: '开幕式主舞台' });
    expect(Date.parse(renamed.updatedAt)).toBeGreaterThan(row?.updated_at.getTime() ?? 0);
    const fifty = '图'.repeat(50);
    expect(await data(app, 'PUT', `/api/material/twzb/rename/${row?.id}?title=${encodeURIComponent(fifty)}`, demo)).toMatchObject({ title: fifty });
    const sqlish = "Robert'); DROP TABLE materials;--";
    expect(await data(app, 'PUT', `/api/material/twzb/rename/${row?.id}?title=${encodeURIComponent(sqlish)}`, demo)).toMatchObject({ title: sqlish });
    expect((await rowsOf(demoId, 'twzb')).length).toBe(36);
  });

  it('refuses bad titles, foreign ids and the other kind, changing nothing', async () => {
    const [own] = await rowsOf(demoId, 'event');
    const [foreign] = await rowsOf(demo2Id, 'event');
    const messages: string[] = [];
    for (const query of ['', '?title=', '?title=%20', `?title=${encodeURIComponent('图'.repeat(51))}`, '?title=a%09b']) {
      messages.push(await expectBadRequest(app, 'PUT', `/api/material/event/rename/${own?.id}${query}`, demo));
    }
    expect(messages[3]).toBe('参数错误：title 长度不能超过 50 个字符');
    await expectNotFound(app, 'PUT', `/api/material/event/rename/${foreign?.id}?title=x`, demo);
    await expectNotFound(app, 'PUT', `/api/material/twzb/rename/${own?.id}?title=x`, demo);
    await expectBadRequest(app, 'PUT', '/api/material/event/rename/abc?title=x', demo);
    const after = await db
      .selectFrom('materials')
      .select(['id', 'title'])
      .where('id', 'in', [own?.id ?? 0, foreign?.id ?? 0])
      .execute();
    expect(after.find((row) => row.id === own?.id)?.title).toBe(own?.title);
    expect(after.find((row) => row.id === foreign?.id)?.title).toBe(foreign?.title);
  });
});

describe('DELETE /api/material/{kind}/batch-delete', () => {
  it('is all-or-nothing: a foreign, missing or other-kind id deletes nothing', async () => {
    const own = await rowsOf(demoId, 'event');
    const [foreign] = await rowsOf(demo2Id, 'event');
    const [twzb] = await rowsOf(demoId, 'twzb');
    const first = own[0]?.id;
    await expectNotFound(app, 'DELETE', '/api/material/event/batch-delete', demo, { ids: [first, foreign?.id] });
    await expectNotFound(app, 'DELETE', '/api/material/event/batch-delete', demo, { ids: [first, 2147483647] });
    await expectNotFound(app, 'DELETE', '/api/material/event/batch-delete', demo, { ids: [first, twzb?.id] });
    expect((await rowsOf(demoId, 'event')).length).toBe(own.length);
    expect(
      await db
        .selectFrom('materials')
        .select('id')
        .where('id', '=', foreign?.id ?? 0)
        .executeTakeFirst(),
    ).toBeDefined();
  });

  it('rejects malformed bodies', async () => {
    const bodies: unknown[] = [
      undefined,
      { ids: [] },
      { ids: [0] },
      { ids: [-2] },
      { ids: ['3'] },
      { id: 3 },
      [1, 2],
      { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
    ];
    for (const body of bodies) await expectBadRequest(app, 'DELETE', '/api/material/twzb/batch-delete', demo, body);
    expect((await rowsOf(demoId, 'twzb')).length).toBe(36);
  });

  it('deletes own materials and says how many (duplicates count once)', async () => {
    const own = await rowsOf(demo2Id, 'twzb');
    const ids = own.slice(0, 3).map((row) => row.id);
    expect(await data(app, 'DELETE', '/api/material/twzb/batch-delete', demo2, { ids: [...ids, ids[0]] })).toEqual({ deleted: 3 });
    expect((await rowsOf(demo2Id, 'twzb')).map((row) => row.id)).toEqual(own.slice(3).map((row) => row.id));
    expect((await list('twzb', '', demo2)).total).toBe(own.length - 3);
    await expectNotFound(app, 'DELETE', '/api/material/twzb/batch-delete', demo2, { ids: [ids[0]] });
    // A signed URL of a deleted material stops working.
    const [left] = own.slice(3);
    const preview = await data<MaterialPreview>(app, 'GET', `/api/material/twzb/preview/${left?.id}`, demo2);
    await data(app, 'DELETE', '/api/material/twzb/batch-delete', demo2, { ids: [left?.id] });
    expect((await app.inject({ method: 'GET', url: pathOf(preview.url) })).json()).toMatchObject({ code: 404 });
  });
});
