import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MediaDownloadTask, MediaPhotoVideo, MediaPlayUrl, MediaRecording, Page } from '@greenroom/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import type { MediaOptions } from '../src/modules/media/mediaFiles';
import { FIXTURES } from '../src/seed/mediaData';
import { createClock, createTestDb, signIn } from './helpers';
import { call, createMediaApp, data, expectBadRequest, expectNotFound, FIXTURES_DIR, mediaOptions, pathOf, userIds, waitFor } from './mediaHelpers';

// Slow enough to watch: 4 KiB steps at 40 KiB/s, about two seconds for an 80 KB recording.
const SLOW = { downloadChunkBytes: 4096, downloadBytesPerSecond: 40 * 1024 };

let db: Kysely<Database>;
let app: FastifyInstance;
let media: MediaOptions;
let clock: ReturnType<typeof createClock>;
let demo: string;
let demo2: string;
let demoId: number;
let demo2Id: number;

beforeAll(async () => {
  db = await createTestDb();
  media = mediaOptions(SLOW);
  clock = createClock();
  app = await createMediaApp(db, media, clock.now);
  demo = await signIn(app, 'demo');
  demo2 = await signIn(app, 'demo2');
  ({ demoId, demo2Id } = await userIds(db));
});

afterAll(async () => {
  await app.close();
  await db.destroy();
});

const fixtureBytes = (name: string) => readFileSync(path.join(FIXTURES_DIR, name));
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function mediaOf(ownerId: number, kind: 'live' | 'event' | 'photo') {
  return db.selectFrom('media_videos').selectAll().where('owner_id', '=', ownerId).where('kind', '=', kind).orderBy('id').execute();
}

async function taskOf(kind: 'live' | 'event', id: number, cookie = demo): Promise<MediaDownloadTask | undefined> {
  const page = await data<Page<MediaDownloadTask>>(app, 'GET', `/api/media/${kind}/download/taskList?pageSize=100`, cookie);
  return page.list.find((task) => task.id === id);
}

describe('recording fixtures', () => {
  it('are committed WebM files whose sizes the seed states truthfully', () => {
    for (const fixture of FIXTURES) {
      const bytes = fixtureBytes(fixture.fileName);
      expect(bytes.length).toBe(fixture.size);
      expect(bytes.length).toBeLessThan(300 * 1024);
      expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // EBML magic
      expect(bytes.includes(Buffer.from('webm'))).toBe(true);
    }
  });
});

describe('lists', () => {
  it('live: page 1 of 10, newest first, the documented fields, own rows only', async () => {
    const page = await data<Page<MediaRecording>>(app, 'GET', '/api/media/live/list', demo);
    expect(page).toMatchObject({ pageNum: 1, pageSize: 10, total: 26 });
    const first = page.list[0] as MediaRecording;
    expect(Object.keys(first).sort()).toEqual(
      ['activityId', 'activityTitle', 'coverUrl', 'createdAt', 'download', 'duration', 'height', 'id', 'mimeType', 'size', 'source', 'title', 'width'].sort(),
    );
    expect(first).toMatchObject({ mimeType: 'video/webm', download: null });
    const all = (await data<Page<MediaRecording>>(app, 'GET', '/api/media/live/list?pageSize=100', demo)).list;
    expect(all).toHaveLength(26);
    for (let i = 1; i < all.length; i++) {
      expect(Date.parse((all[i - 1] as MediaRecording).createdAt)).toBeGreaterThanOrEqual(Date.parse((all[i] as MediaRecording).createdAt));
    }
    const own = new Set((await mediaOf(demoId, 'live')).map((row) => row.id));
    expect(all.every((row) => own.has(row.id))).toBe(true);
    expect((await data<Page<MediaRecording>>(app, 'GET', '/api/media/live/list', demo2)).total).toBe(5);
  });

  it('event and photo lists hold their own kind', async () => {
    expect((await data<Page<MediaRecording>>(app, 'GET', '/api/media/event/list', demo)).total).toBe(22);
    const photos = await data<Page<MediaPhotoVideo>>(app, 'GET', '/api/media/photo/list?pageSize=20', demo);
    expect(photos.total).toBe(16);
    expect(photos.list.every((row) => ['highlight', 'album'].includes(row.source) && row.playUrl.startsWith('http://localhost:8080/api/media/stream/'))).toBe(
      true,
    );
    // A photo video's play URL really serves its fixture.
    const photo = photos.list[0] as MediaPhotoVideo;
    const row = await db.selectFrom('media_videos').select('file_name').where('id', '=', photo.id).executeTakeFirstOrThrow();
    const response = await app.inject({ method: 'GET', url: pathOf(photo.playUrl) });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(fixtureBytes(row.file_name))).toBe(true);
  });

  it('filters by keyword (title or activity title), activity and created date range', async () => {
    const all = (await data<Page<MediaRecording>>(app, 'GET', '/api/media/live/list?pageSize=100', demo)).list;
    const withActivity = all.find((row) => row.activityTitle) as MediaRecording;
    const activityTitle = withActivity.activityTitle as string;
    const byKeyword = await data<Page<MediaRecording>>(app, 'GET', `/api/media/live/list?pageSize=100&keyword=${encodeURIComponent(activityTitle)}`, demo);
    expect(byKeyword.list.map((row) => row.id)).toContain(withActivity.id);
    expect(byKeyword.list.every((row) => row.title.includes(activityTitle) || row.activityTitle?.includes(activityTitle))).toBe(true);

    const byActivity = await data<Page<MediaRecording>>(app, 'GET', `/api/media/live/list?pageSize=100&activityId=${withActivity.activityId}`, demo);
    expect(byActivity.total).toBe(all.filter((row) => row.activityId === withActivity.activityId).length);

    const day = new Date(Date.parse(withActivity.createdAt) + 8 * 3600_000).toISOString().slice(0, 10);
    const sameDay = await data<Page<MediaRecording>>(app, 'GET', `/api/media/live/list?pageSize=100&startDate=${day}&endDate=${day}`, demo);
    expect(sameDay.list.map((row) => row.id)).toContain(withActivity.id);
    expect(sameDay.total).toBeLessThan(all.length);

    const sqlish = await data<Page<MediaRecording>>(app, 'GET', `/api/media/live/list?keyword=${encodeURIComponent("'; delete from media_videos; --")}`, demo);
    expect(sqlish.total).toBe(0);
    expect((await mediaOf(demoId, 'live')).length).toBe(26);
  });

  it('rejects bad list input with a Chinese message', async () => {
    for (const query of ['pageSize=1000', 'pageNum=0', 'activityId=-3', 'activityId=abc', 'startDate=2024-13-01', 'startDate=2024-01-02&endDate=2024-01-01']) {
      await expectBadRequest(app, 'GET', `/api/media/live/list?${query}`, demo);
      await expectBadRequest(app, 'GET', `/api/media/photo/list?${query}`, demo);
    }
  });

  it('require a session', async () => {
    for (const url of ['/api/media/live/list', '/api/media/event/list', '/api/media/photo/list', '/api/media/live/download/taskList']) {
      expect((await call(app, 'GET', url)).status).toBe(401);
    }
  });
});

describe('play URLs', () => {
  it('answer a signed URL that plays the recording, with HTTP Range', async () => {
    const [recording] = await mediaOf(demoId, 'live');
    if (!recording) throw new Error('no recording');
    const play = await data<MediaPlayUrl>(app, 'GET', `/api/media/live/playUrl/${recording.id}`, demo);
    expect(play).toMatchObject({ id: recording.id, title: recording.title, mimeType: 'video/webm', duration: recording.duration, width: 320, height: 180 });
    expect(Date.parse(play.expiresAt) - clock.now().getTime()).toBeGreaterThan(60 * 60_000);
    const url = pathOf(play.url);
    const bytes = fixtureBytes(recording.file_name);

    // No cookie needed: the signature is the permission.
    const full = await app.inject({ method: 'GET', url });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('video/webm');
    expect(full.headers['accept-ranges']).toBe('bytes');
    expect(Number(full.headers['content-length'])).toBe(bytes.length);
    expect(full.rawPayload.equals(bytes)).toBe(true);

    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(bytes.length);
    expect(head.rawPayload.length).toBe(0);

    const first = await app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${bytes.length}`);
    expect(first.rawPayload.equals(bytes.subarray(0, 100))).toBe(true);

    const middle = await app.inject({ method: 'GET', url, headers: { range: 'bytes=1000-' } });
    expect(middle.statusCode).toBe(206);
    expect(middle.rawPayload.equals(bytes.subarray(1000))).toBe(true);

    const tail = await app.inject({ method: 'GET', url, headers: { range: 'bytes=-500' } });
    expect(tail.headers['content-range']).toBe(`bytes ${bytes.length - 500}-${bytes.length - 1}/${bytes.length}`);
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 500))).toBe(true);

    const beyond = await app.inject({ method: 'GET', url, headers: { range: `bytes=${bytes.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${bytes.length}`);

    const stale = await app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9', 'if-range': '"other"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('refuse a tampered or expired signature', async () => {
    const [recording] = await mediaOf(demoId, 'event');
    if (!recording) throw new Error('no recording');
    const play = await data<MediaPlayUrl>(app, 'GET', `/api/media/event/playUrl/${recording.id}`, demo);
    const url = pathOf(play.url);
    const other = url.replace(`/stream/${recording.id}.webm`, `/stream/${recording.id + 1}.webm`);
    for (const bad of [other, url.replace(/signature=[^&]+/, 'signature=AAAAAAAAAAAAAAAAAAAAAAAA'), url.split('?')[0] as string]) {
      const response = await app.inject({ method: 'GET', url: bad });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 403, data: null });
    }
    clock.advance(3 * 60 * 60_000);
    try {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(403);
    } finally {
      clock.advance(-3 * 60 * 60_000);
    }
  });

  it("answer 404 for another user's recording, the wrong kind, or a bad id", async () => {
    const [foreign] = await mediaOf(demo2Id, 'live');
    const [photo] = await mediaOf(demoId, 'photo');
    const [event] = await mediaOf(demoId, 'event');
    await expectNotFound(app, 'GET', `/api/media/live/playUrl/${foreign?.id}`, demo);
    await expectNotFound(app, 'GET', `/api/media/live/playUrl/${photo?.id}`, demo);
    await expectNotFound(app, 'GET', `/api/media/live/playUrl/${event?.id}`, demo);
    await expectBadRequest(app, 'GET', '/api/media/live/playUrl/-1', demo);
    await expectBadRequest(app, 'GET', '/api/media/event/playUrl/1%20or%201=1', demo);
  });
});

describe('PUT /api/media/event/rename/{id}', () => {
  it('renames an own event recording', async () => {
    const [recording] = await mediaOf(demoId, 'event');
    const title = '  主论坛全程回放（剪辑版）  ';
    expect(await data(app, 'PUT', `/api/media/event/rename/${recording?.id}?title=${encodeURIComponent(title)}`, demo)).toEqual({
      id: recording?.id,
      title: title.trim(),
    });
    const list = await data<Page<MediaRecording>>(app, 'GET', `/api/media/event/list?keyword=${encodeURIComponent('剪辑版')}`, demo);
    expect(list.list.map((row) => row.id)).toEqual([recording?.id]);
    // SQL-looking text is stored as typed.
    const sqlish = "回放'); drop table media_videos; --";
    expect(await data(app, 'PUT', `/api/media/event/rename/${recording?.id}?title=${encodeURIComponent(sqlish)}`, demo)).toMatchObject({ title: sqlish });
  });

  it('refuses foreign ids, other kinds and bad titles, changing nothing', async () => {
    const [foreign] = await mediaOf(demo2Id, 'event');
    const [live] = await mediaOf(demoId, 'live');
    const [own] = await mediaOf(demoId, 'event');
    await expectNotFound(app, 'PUT', `/api/media/event/rename/${foreign?.id}?title=x`, demo);
    await expectNotFound(app, 'PUT', `/api/media/event/rename/${live?.id}?title=x`, demo);
    for (const query of ['', '?title=', '?title=%20%20', `?title=${'长'.repeat(51)}`, '?title=a%0Ab']) {
      await expectBadRequest(app, 'PUT', `/api/media/event/rename/${own?.id}${query}`, demo);
    }
    await expectBadRequest(app, 'PUT', '/api/media/event/rename/0?title=x', demo);
    const after = await db
      .selectFrom('media_videos')
      .select(['id', 'title'])
      .where('id', 'in', [foreign?.id ?? 0, live?.id ?? 0, own?.id ?? 0])
      .execute();
    expect(after.find((row) => row.id === foreign?.id)?.title).toBe(foreign?.title);
    expect(after.find((row) => row.id === live?.id)?.title).toBe(live?.title);
    expect(after.find((row) => row.id === own?.id)?.title).toBe(own?.title);
    // Only events can be renamed.
    expect((await call(app, 'PUT', `/api/media/live/rename/${live?.id}?title=x`, demo)).status).toBe(404);
  });
});

describe('batch deletes', () => {
  it('are all-or-nothing: one foreign id deletes nothing', async () => {
    const [own] = await mediaOf(demoId, 'live');
    const [foreign] = await mediaOf(demo2Id, 'live');
    await expectNotFound(app, 'DELETE', '/api/media/live/delete', demo, { ids: [own?.id, foreign?.id] });
    await expectNotFound(app, 'DELETE', '/api/media/live/delete', demo, { ids: [own?.id, 2147483647] });
    const [photo] = await mediaOf(demoId, 'photo');
    await expectNotFound(app, 'DELETE', '/api/media/live/delete', demo, { ids: [photo?.id] });
    expect((await mediaOf(demoId, 'live')).length).toBe(26);
    expect((await mediaOf(demo2Id, 'live')).length).toBe(5);
    expect((await mediaOf(demoId, 'photo')).length).toBe(16);
  });

  it('reject malformed bodies', async () => {
    const bodies: unknown[] = [
      undefined,
      {},
      { ids: [] },
      { ids: [-1] },
      { ids: ['1'] },
      { ids: [1.5] },
      { ids: '1,2' },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
    ];
    for (const body of bodies) {
      await expectBadRequest(app, 'DELETE', '/api/media/live/delete', demo, body);
      await expectBadRequest(app, 'DELETE', '/api/media/photo/delete', demo, body);
    }
  });

  it('delete own rows of each kind and say how many', async () => {
    for (const kind of ['live', 'event', 'photo'] as const) {
      const rows = await mediaOf(demo2Id, kind);
      const [a, b] = rows;
      const result = await data(app, 'DELETE', `/api/media/${kind}/delete`, demo2, { ids: [a?.id, b?.id, a?.id] });
      expect(result).toEqual({ deleted: 2 });
      expect((await mediaOf(demo2Id, kind)).length).toBe(rows.length - 2);
      await expectNotFound(app, 'DELETE', `/api/media/${kind}/delete`, demo2, { ids: [a?.id] });
    }
  });
});

describe('download tasks', () => {
  it('run pending → processing (rising progress) → done, and serve the exact bytes', async () => {
    const [recording] = await mediaOf(demoId, 'live');
    if (!recording) throw new Error('no recording');
    const created = await data<MediaDownloadTask>(app, 'POST', `/api/media/live/download/createTask/${recording.id}`, demo);
    expect(created).toMatchObject({ mediaId: recording.id, status: 'pending', progress: 0, downloadUrl: null, fileName: `${recording.title}.webm` });

    // Creating again answers the same task.
    const again = await data<MediaDownloadTask>(app, 'POST', `/api/media/live/download/createTask/${recording.id}`, demo);
    expect(again.id).toBe(created.id);

    const seen: number[] = [];
    const done = await waitFor(async () => {
      const task = await taskOf('live', created.id);
      if (task?.status === 'processing') seen.push(task.progress);
      return task?.status === 'done' ? task : undefined;
    });
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.every((progress, i) => progress >= 0 && progress < 100 && (i === 0 || progress >= (seen[i - 1] as number)))).toBe(true);
    expect(new Set(seen).size).toBeGreaterThan(1);
    expect(done).toMatchObject({ progress: 100, size: recording.size, processedBytes: recording.size, error: null });
    expect(done.downloadUrl).toBe(`/api/media/live/download/${created.id}`);
    // Issue 24 §5: the finished download is in its owner's inbox, unread, with the file's link.
    const message = await db
      .selectFrom('sys_messages')
      .selectAll()
      .where('owner_id', '=', demoId)
      .where('title', '=', `下载任务已完成：${recording.title}.webm`)
      .executeTakeFirstOrThrow();
    expect(message.is_read).toBe(0);
    expect(message.content).toMatch(new RegExp(`<a href="https?://[^"/]+/api/media/live/download/${created.id}">下载文件</a>`));
    expect(message.content).toContain('文件保留 7 天');

    const file = await app.inject({ method: 'GET', url: done.downloadUrl as string, headers: { cookie: demo } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/webm');
    expect(String(file.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent(`${recording.title}.webm`)}`);
    expect(sha(file.rawPayload)).toBe(sha(fixtureBytes(recording.file_name)));
    const stored = await db.selectFrom('media_download_tasks').select('sha256').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(stored.sha256).toBe(sha(fixtureBytes(recording.file_name)));

    const part = await app.inject({ method: 'GET', url: done.downloadUrl as string, headers: { cookie: demo, range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(fixtureBytes(recording.file_name).subarray(10, 20))).toBe(true);

    // The list shows the task beside the recording.
    const page = await data<Page<MediaRecording>>(app, 'GET', '/api/media/live/list?pageSize=100', demo);
    expect(page.list.find((row) => row.id === recording.id)?.download).toEqual({ taskId: created.id, status: 'done', progress: 100 });
    // Done tasks cannot be cancelled; another user cannot see or fetch them.
    expect((await call(app, 'POST', `/api/media/live/download/cancelTask/${created.id}`, demo)).body).toMatchObject({ code: 400, msg: '任务已完成，无法取消' });
    await expectNotFound(app, 'GET', done.downloadUrl as string, demo2);
    await expectNotFound(app, 'POST', `/api/media/live/download/cancelTask/${created.id}`, demo2);
    await expectNotFound(app, 'GET', `/api/media/event/download/${created.id}`, demo);
    expect(await taskOf('live', created.id, demo2)).toBeUndefined();
  });

  it('can be cancelled while processing: the copy stops and its file goes', async () => {
    const [recording] = await mediaOf(demoId, 'event');
    const created = await data<MediaDownloadTask>(app, 'POST', `/api/media/event/download/createTask/${recording?.id}`, demo);
    await waitFor(async () => {
      const task = await taskOf('event', created.id);
      return task?.status === 'processing' && task.progress > 0 ? task : undefined;
    });
    const cancelled = await data<MediaDownloadTask>(app, 'POST', `/api/media/event/download/cancelTask/${created.id}`, demo);
    expect(cancelled).toMatchObject({ id: created.id, status: 'cancelled', downloadUrl: null });
    const at = cancelled.processedBytes;
    await new Promise((resolve) => setTimeout(resolve, 400));
    const later = await taskOf('event', created.id);
    expect(later).toMatchObject({ status: 'cancelled' });
    expect(later?.processedBytes).toBeLessThanOrEqual(at + 4096);
    expect(existsSync(path.join(media.filesDir as string, 'downloads', `${created.id}.part`))).toBe(false);
    expect((await call(app, 'GET', `/api/media/event/download/${created.id}`, demo)).body.code).toBe(400);
    expect((await call(app, 'POST', `/api/media/event/download/cancelTask/${created.id}`, demo)).body.msg).toBe('任务已取消，无法取消');

    const filtered = await data<Page<MediaDownloadTask>>(app, 'GET', '/api/media/event/download/taskList?status=cancelled', demo);
    expect(filtered.list.map((task) => task.id)).toContain(created.id);
    // A new task can be created after a cancel; cancel it while queued or running.
    const fresh = await data<MediaDownloadTask>(app, 'POST', `/api/media/event/download/createTask/${recording?.id}`, demo);
    expect(fresh.id).not.toBe(created.id);
    expect(await data<MediaDownloadTask>(app, 'POST', `/api/media/event/download/cancelTask/${fresh.id}`, demo)).toMatchObject({ status: 'cancelled' });
  });

  it('fail with a reason when the recording file is missing', async () => {
    const [recording] = await mediaOf(demoId, 'live').then((rows) => rows.slice(5));
    await db
      .updateTable('media_videos')
      .set({ file_name: 'missing-recording.webm' })
      .where('id', '=', recording?.id ?? 0)
      .execute();
    const created = await data<MediaDownloadTask>(app, 'POST', `/api/media/live/download/createTask/${recording?.id}`, demo);
    const failed = await waitFor(async () => {
      const task = await taskOf('live', created.id);
      return task?.status === 'failed' ? task : undefined;
    });
    expect(failed.error).toBe('录像文件不存在');
    expect((await call(app, 'GET', `/api/media/live/download/${created.id}`, demo)).body.msg).toContain('已失败');
  });

  it("refuse other users' recordings, wrong kinds, bad ids and a full queue", async () => {
    const [foreign] = await mediaOf(demo2Id, 'live');
    const [photo] = await mediaOf(demoId, 'photo');
    const [event] = await mediaOf(demoId, 'event');
    await expectNotFound(app, 'POST', `/api/media/live/download/createTask/${foreign?.id}`, demo);
    await expectNotFound(app, 'POST', `/api/media/live/download/createTask/${photo?.id}`, demo);
    await expectNotFound(app, 'POST', `/api/media/live/download/createTask/${event?.id}`, demo);
    await expectNotFound(app, 'POST', '/api/media/live/download/cancelTask/2147483647', demo);
    await expectNotFound(app, 'GET', '/api/media/live/download/2147483647', demo);
    for (const url of ['/api/media/live/download/createTask/-5', '/api/media/live/download/cancelTask/x', '/api/media/live/download/abc']) {
      await expectBadRequest(app, url.includes('Task') ? 'POST' : 'GET', url, demo);
    }
    await expectBadRequest(app, 'GET', '/api/media/live/download/taskList?status=paused', demo);
    await expectBadRequest(app, 'GET', '/api/media/live/download/taskList?pageSize=500', demo);
    expect(await db.selectFrom('media_download_tasks').select('id').where('owner_id', '=', demo2Id).execute()).toEqual([]);

    // 20 queued tasks of one owner is the limit.
    const extra = await db
      .insertInto('media_videos')
      .values(
        Array.from({ length: 21 }, (_, i) => ({
          owner_id: demo2Id,
          kind: 'live' as const,
          title: `排队测试 ${i}`,
          source: 'upload' as const,
          file_name: 'test-pattern-3.webm',
          duration: 6,
          size: 80185,
          width: 320,
          height: 180,
        })),
      )
      .returning('id')
      .execute();
    const queued = extra.slice(0, 20);
    await db
      .insertInto('media_download_tasks')
      .values(queued.map((row) => ({ owner_id: demo2Id, media_id: row.id, kind: 'live' as const, file_name: 'x.webm' })))
      .execute();
    const refused = await call(app, 'POST', `/api/media/live/download/createTask/${extra[20]?.id}`, demo2);
    expect(refused.body).toMatchObject({ code: 400, msg: '进行中的下载任务已达上限（20 个），请等待完成后再试' });
    // Deleting the recordings takes their tasks (and files) with them.
    expect(await data(app, 'DELETE', '/api/media/live/delete', demo2, { ids: extra.map((row) => row.id) })).toEqual({ deleted: 21 });
    expect(await db.selectFrom('media_download_tasks').select('id').where('owner_id', '=', demo2Id).execute()).toEqual([]);
  });

  it('survive a restart: a half-copied task resumes in a new app on the same database', async () => {
    const [, recording] = await mediaOf(demoId, 'live');
    if (!recording) throw new Error('no recording');
    const created = await data<MediaDownloadTask>(app, 'POST', `/api/media/live/download/createTask/${recording.id}`, demo);
    const [, second] = await mediaOf(demoId, 'event');
    const queued = await data<MediaDownloadTask>(app, 'POST', `/api/media/event/download/createTask/${second?.id}`, demo);
    await waitFor(async () => {
      const task = await taskOf('live', created.id);
      return task?.status === 'processing' && task.progress >= 10 ? task : undefined;
    });
    await app.close();

    const stopped = await db.selectFrom('media_download_tasks').selectAll().where('id', 'in', [created.id, queued.id]).orderBy('id').execute();
    expect(stopped.map((task) => task.status)).toEqual(['processing', 'pending']);
    const halfway = stopped[0]?.bytes_done ?? 0;
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(recording.size);

    // Same database and files folder, faster pace.
    app = await createMediaApp(db, { ...media, downloadChunkBytes: 16 * 1024, downloadBytesPerSecond: 1024 * 1024 }, clock.now);
    demo = await signIn(app, 'demo');
    const resumed = await waitFor(async () => {
      const task = await taskOf('live', created.id);
      return task?.status === 'done' ? task : undefined;
    });
    expect(resumed.progress).toBe(100);
    const file = await app.inject({ method: 'GET', url: resumed.downloadUrl as string, headers: { cookie: demo } });
    expect(sha(file.rawPayload)).toBe(sha(fixtureBytes(recording.file_name)));
    const next = await waitFor(async () => {
      const task = await taskOf('event', queued.id);
      return task?.status === 'done' ? task : undefined;
    });
    expect(next.processedBytes).toBe(second?.size);

    // Deleting a recording removes its downloaded file.
    const downloads = path.join(media.filesDir as string, 'downloads');
    expect(readdirSync(downloads)).toContain(`${created.id}.download`);
    expect(statSync(path.join(downloads, `${created.id}.download`)).size).toBe(recording.size);
    expect(await data(app, 'DELETE', '/api/media/live/delete', demo, { ids: [recording.id] })).toEqual({ deleted: 1 });
    expect(readdirSync(downloads)).not.toContain(`${created.id}.download`);
  });

  it('resume from the persisted offset: bytes before it are not copied again, and the checksum catches damage', async () => {
    const [, , recording] = await mediaOf(demoId, 'live');
    if (!recording) throw new Error('no recording');
    await app.close();
    app = await createMediaApp(db, { ...media, ...SLOW }, clock.now);
    const created = await data<MediaDownloadTask>(app, 'POST', `/api/media/live/download/createTask/${recording.id}`, demo);
    await waitFor(async () => {
      const task = await taskOf('live', created.id);
      return task?.status === 'processing' && task.progress >= 10 ? task : undefined;
    });
    await app.close();
    // Damage the part already copied: a resumed copy keeps it, so the check must fail the task.
    const part = path.join(media.filesDir as string, 'downloads', `${created.id}.part`);
    const damaged = readFileSync(part);
    damaged[0] = (damaged[0] ?? 0) ^ 0xff;
    writeFileSync(part, damaged);

    // The session lives in the database: the same cookie works on the new app.
    app = await createMediaApp(db, { ...media, downloadChunkBytes: 16 * 1024, downloadBytesPerSecond: 1024 * 1024 }, clock.now);
    const failed = await waitFor(async () => {
      const task = await taskOf('live', created.id);
      return task?.status === 'failed' ? task : undefined;
    });
    expect(failed.error).toBe('文件校验失败，请重新创建下载任务');
    expect(existsSync(part)).toBe(false);
  });
});
